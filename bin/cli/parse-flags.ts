// Parsers for flag values. Each throws commander's InvalidArgumentError, which commander turns into a usage error
// that names the flag and the value.
import { InvalidArgumentError } from 'commander';
import type { PresetName, RequestedProfile } from '../../engine/index.js';
import { CHECK_COUNT, isCheckId, isPresetName, parsePrivateTargets, PRESET_NAMES, REQUESTABLE_PROFILES, AGENT_PROFILE_IDS, isAgentProfileId, type AgentProfileId, type CheckId } from '../../engine/light.js';

export function integerFlag(min: number, max: number): (value: string) => number {
  return (value) => {
    const parsed = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`Expected an integer from ${min} to ${max}.`);
    }
    return parsed;
  };
}

export function parseCheckIds(value: string): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw new InvalidArgumentError('Name at least one check id.');
  return [...new Set(ids)];
}

/** One check id of the catalogue (`fleet report --check`): anything else is the CLI's usage error, not a request. */
export function parseCheckId(value: string): CheckId {
  if (!isCheckId(value)) throw new InvalidArgumentError(`Expected a check id such as llms-txt ("agentgauge checks" lists the ${CHECK_COUNT}).`);
  return value;
}

/** --preset, repeatable: the names given so far plus this one. */
export function parsePreset(value: string, previous: PresetName[] = []): PresetName[] {
  const name = value.trim().toLowerCase();
  if (!isPresetName(name)) throw new InvalidArgumentError(`Expected one of ${PRESET_NAMES.join(', ')} (see "agentgauge checks --presets").`);
  return [...previous, name];
}

/** `--agent <id>`: one of the agent profiles (their ids are contracts). */
export function parseAgent(value: string): AgentProfileId {
  const id = value.trim().toLowerCase();
  if (!isAgentProfileId(id)) throw new InvalidArgumentError(`Expected one of ${AGENT_PROFILE_IDS.join(', ')}.`);
  return id;
}

export function parseProfile(value: string): RequestedProfile {
  const profile = value.trim().toLowerCase();
  if (!(REQUESTABLE_PROFILES as readonly string[]).includes(profile)) {
    throw new InvalidArgumentError(`Expected one of ${REQUESTABLE_PROFILES.join(', ')}.`);
  }
  return profile as RequestedProfile;
}

/** `--allow-private-targets=127.0.0.1:4000,localhost:4000`: those origins only (the bare flag allows all). */
export function parsePrivateTargetsFlag(value: string): boolean | string[] {
  try {
    const parsed = parsePrivateTargets(value);
    return typeof parsed === 'boolean' ? parsed : [...parsed];
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}
