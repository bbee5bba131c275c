// Public tier: sample scan, stored public report, published agent task replays.
import { z } from 'zod';
import { HostParams, NextOffset, PaginationQuery } from './common';
import { AgentRun } from './me';

export const ScanRequest = z
  .strictObject({
    domain: z
      .string({ error: 'must be a string.' })
      .min(1, { error: 'must not be empty.' })
      .max(2048, { error: 'must be at most 2048 characters.' })
      .meta({
        description:
          'A domain name (the start page https://<domain>/ is measured) or an http(s) URL, whose origin\'s start page is measured.',
        example: 'example.com',
      }),
  })
  .meta({ id: 'ScanRequest' });

export const ReportParams = HostParams;
export const BadgeParams = HostParams;

export const BadgeImage = z.string().meta({
  id: 'BadgeImage',
  description:
    'An SVG image (image/svg+xml): a flat badge reading "agent ready" and the score with its grade, in the grade\'s colour, with a <title> and aria-label that say the same in words.',
  example: '<svg xmlns="http://www.w3.org/2000/svg" width="118" height="20" role="img" aria-label="Agent Gauge: example.com scores 82 out of 100, grade B"><title>Agent Gauge: example.com scores 82 out of 100, grade B</title>…</svg>',
});
export const AgentTasksParams = HostParams;
export const AgentTasksQuery = PaginationQuery;

export const PublishedAgentRuns = z
  .object({
    host: z.string(),
    runs: z.array(AgentRun).meta({
      description: 'Published runs only, newest first: the goal the agent was given, its verdict and what it reported.',
    }),
    nextOffset: NextOffset,
  })
  .meta({ id: 'PublishedAgentRuns' });
