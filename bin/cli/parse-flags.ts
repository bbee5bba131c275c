// Parsers for flag values. Each throws commander's InvalidArgumentError, which commander turns into a usage error
// that names the flag and the value.
import { InvalidArgumentError } from 'commander';
import type { RequestedProfile } from '../../engine/index.js';
import { REQUESTABLE_PROFILES } from '../../engine/light.js';

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

export function parseProfile(value: string): RequestedProfile {
  const profile = value.trim().toLowerCase();
  if (!(REQUESTABLE_PROFILES as readonly string[]).includes(profile)) {
    throw new InvalidArgumentError(`Expected one of ${REQUESTABLE_PROFILES.join(', ')}.`);
  }
  return profile as RequestedProfile;
}
