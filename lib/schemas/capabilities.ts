// Capabilities as agents meet them, in stored reports and API responses (checks.md 2026-12c: claims, probes,
// exercises; three states; who supplied it). The engine's types (engine/types.ts) define them; these schemas are
// checked against those types (the assertions at the end).
import { z } from 'zod';
import { CAPABILITY_IDS, CAPABILITY_STATES, COULD_NOT_ASK_REASONS, EVIDENCE_LEVELS, PLATFORM_KINDS, PRESENCE_PROOFS } from '@/engine/light';
import type { CanaryProbe as EngineCanaryProbe, CapabilityOutcome as EngineCapabilityOutcome, DetectedPlatform as EngineDetectedPlatform } from '@/engine/index';
import type { Holds, Same } from './same-type';

export const PlatformAttribution = z
  .object({
    id: z.string().meta({ description: "The platform's id in the engine's platform table (GET /api/v1/checks lists it with its sources).", example: 'shopify' }),
    name: z.string().meta({ example: 'Shopify' }),
    evidence: z.string().meta({ description: 'What showed it: a header, a generator tag, a known path, a marker in the file.' }),
  })
  .meta({ id: 'PlatformAttribution', description: 'The platform that supplied a capability, with the evidence.' });

export const DetectedPlatform = PlatformAttribution.extend({
  kind: z.enum(PLATFORM_KINDS).meta({ description: 'site-builder, commerce, docs, cms, plugin, cdn, host or framework.' }),
}).meta({ id: 'DetectedPlatform', description: "A platform the start page's response shows (its headers, generator tag or HTML), with the evidence." });

export const CapabilityOutcome = z
  .object({
    capability: z.enum(CAPABILITY_IDS).meta({ description: 'llms-txt, web-bot-auth, markdown, openapi, mcp, a2a, agent-skills, oauth-metadata or commerce.' }),
    state: z.enum(CAPABILITY_STATES).meta({
      description:
        'yes, no, or could-not-ask: robots.txt disallows the scanner that path (bulk scans obey it), a fetch or timeout of ours failed, the audit spent its budget, or the resource asks for authentication. could-not-ask is never a failure and never in a rate\'s denominator.',
    }),
    evidence: z.enum(EVIDENCE_LEVELS).nullable().meta({
      description:
        'With yes: declared (a file, card, profile entry or link says it exists), probed (its endpoint answered as its specification says) or exercised (a read-only operation answered: MCP initialize and tools/list, an OpenAPI GET without parameters, Markdown to an agent\'s Accept). Null otherwise.',
    }),
    reason: z.enum(COULD_NOT_ASK_REASONS).nullable().meta({ description: 'With could-not-ask: robots, fetch-error, budget or auth. Null otherwise.' }),
    url: z.string().nullable().meta({ description: 'The document or endpoint the evidence is about; null when nothing was found.' }),
    detail: z.string().meta({ description: 'What was seen, in one sentence.' }),
    proof: z.enum(PRESENCE_PROOFS).nullable().meta({
      description:
        'With yes, how far it is proven present: exchange (a protocol exchange answered), canary (a file, on a host that answers no 2xx to a path that cannot exist), catch-all (a file on a host that answers 2xx to any path: it proves nothing, and fleets and the index do not count it), unproven (a file, the canary not asked). Null otherwise.',
    }),
    platform: PlatformAttribution.nullable().meta({ description: 'The platform the evidence shows supplied it; null: owner-built, or no evidence says otherwise.' }),
  })
  .meta({
    id: 'CapabilityOutcome',
    description: 'The capability a check looks for, as the audit met it: yes, no or could not ask; the evidence level; who supplied it. Judged by the engine once; fleet rows and index editions read it.',
  });

export const CanaryProbe = z
  .object({
    url: z.string().meta({ description: 'The path that cannot exist, asked of the host.' }),
    status: z.int().nullable().meta({ description: 'The status it answered; null when it got no answer.' }),
    answersAnyPath: z.boolean().nullable().meta({ description: 'true: the host answers 2xx to any path, so a file it answers with proves nothing; null: no answer.' }),
  })
  .meta({ id: 'CanaryProbe' });

/** Never used: it only compiles while every schema's output is exactly its engine type. */
export type CapabilitySchemasMatchEngineTypes = [
  Holds<Same<z.output<typeof CapabilityOutcome>, EngineCapabilityOutcome>>,
  Holds<Same<z.output<typeof DetectedPlatform>, EngineDetectedPlatform>>,
  Holds<Same<z.output<typeof CanaryProbe>, EngineCanaryProbe>>,
];
