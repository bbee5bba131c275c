// The platforms the start page's response shows (engine/platforms.ts): read once from the start page the audit fetched
// anyway, so it costs no request. Capability checks attribute what they find with it; the report lists it.
import { detectPlatforms } from '../capabilities/platforms.js';
import type { DetectedPlatform } from '../types.js';
import { defineOriginGatherer } from './context.js';

export interface PlatformsArtifact {
  detected: DetectedPlatform[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    platforms: PlatformsArtifact;
  }
}

export const platformsGatherer = defineOriginGatherer('platforms', async (ctx) => {
  const page = await ctx.getPage('page', ctx.startUrl);
  const response = page.response;
  return { detected: detectPlatforms(response ? { headers: response.headers, text: response.text } : null) };
});
