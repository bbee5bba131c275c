import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  InvalidArgumentError
} from "./chunk-EP3D6DWK.mjs";
import {
  AGENT_PROFILE_IDS,
  CHECK_COUNT,
  PRESET_NAMES,
  REQUESTABLE_PROFILES,
  isAgentProfileId,
  isCheckId,
  isPresetName,
  parsePrivateTargets
} from "./chunk-2NGWI5PL.mjs";

// bin/cli/parse-flags.ts
function integerFlag(min, max) {
  return (value) => {
    const parsed = Number(value.trim());
    if (value.trim() === "" || !Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new InvalidArgumentError(`Expected an integer from ${min} to ${max}.`);
    }
    return parsed;
  };
}
function parseCheckIds(value) {
  const ids = value.split(",").map((id) => id.trim()).filter((id) => id !== "");
  if (ids.length === 0) throw new InvalidArgumentError("Name at least one check id.");
  return [...new Set(ids)];
}
function parseCheckId(value) {
  if (!isCheckId(value)) throw new InvalidArgumentError(`Expected a check id such as llms-txt ("agentgauge checks" lists the ${CHECK_COUNT}).`);
  return value;
}
function parsePreset(value, previous = []) {
  const name = value.trim().toLowerCase();
  if (!isPresetName(name)) throw new InvalidArgumentError(`Expected one of ${PRESET_NAMES.join(", ")} (see "agentgauge checks --presets").`);
  return [...previous, name];
}
function parseAgent(value) {
  const id = value.trim().toLowerCase();
  if (!isAgentProfileId(id)) throw new InvalidArgumentError(`Expected one of ${AGENT_PROFILE_IDS.join(", ")}.`);
  return id;
}
function parseProfile(value) {
  const profile = value.trim().toLowerCase();
  if (!REQUESTABLE_PROFILES.includes(profile)) {
    throw new InvalidArgumentError(`Expected one of ${REQUESTABLE_PROFILES.join(", ")}.`);
  }
  return profile;
}
function parsePrivateTargetsFlag(value) {
  try {
    const parsed = parsePrivateTargets(value);
    return typeof parsed === "boolean" ? parsed : [...parsed];
  } catch (error) {
    throw new InvalidArgumentError(error.message);
  }
}

export {
  integerFlag,
  parseCheckIds,
  parseCheckId,
  parsePreset,
  parseAgent,
  parseProfile,
  parsePrivateTargetsFlag
};
