// GET /api/v1/me/sites/{id}/answers: stored passes (paged, newest first) and the results of one pass. A stored
// read: it never starts a pass, calls a model or spends budget.
import type { z } from 'zod';
import type { AnswersPass as PassRow, AnswersResult as ResultRow } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { Answers, AnswersPass, AnswersResult } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';

export async function listAnswers(
  organizationId: string,
  siteId: string,
  query: { limit?: number; offset?: number; pass_id?: string },
): Promise<z.input<typeof Answers>> {
  const site = await findOwnedSite(organizationId, siteId);
  const limit = query.limit ?? PAGE_LIMIT.default;
  const offset = query.offset ?? 0;
  const db = await getDb();
  const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const rows = await db.answersPass.findMany({ where: { siteId: site.id }, orderBy: newestFirst, skip: offset, take: limit + 1 });
  const selected = query.pass_id
    ? await db.answersPass.findFirst({ where: { id: query.pass_id, siteId: site.id } })
    : await db.answersPass.findFirst({ where: { siteId: site.id, status: { in: ['succeeded', 'failed'] } }, orderBy: newestFirst });
  if (query.pass_id && !selected) throw new ApiError('not-found', `No Answers pass with id ${query.pass_id} exists for ${site.host}.`);
  const results = selected
    ? await db.answersResult.findMany({ where: { passId: selected.id }, orderBy: [{ position: 'asc' }, { id: 'asc' }] })
    : [];
  return {
    siteId: site.id,
    host: site.host,
    passes: rows.slice(0, limit).map(passView),
    selectedPass: selected ? passView(selected) : null,
    results: results.map(resultView),
    nextOffset: rows.length > limit ? offset + limit : null,
    nextStep: nextStepOf(site.id, selected),
  };
}

function nextStepOf(siteId: string, selected: PassRow | null): string {
  if (!selected) return `No pass has finished yet; start one with POST /api/v1/me/sites/${siteId}/answers/passes.`;
  if (selected.status === 'queued' || selected.status === 'running') {
    return `The pass is ${selected.status}; read it again in a few seconds with GET /api/v1/me/sites/${siteId}/answers?pass_id=${selected.id}.`;
  }
  if ((selected.questionsCited ?? 0) < (selected.questionsAsked ?? 0)) {
    return `Answers cite the site for ${selected.questionsCited ?? 0} of ${selected.questionsAsked ?? 0} questions; read the fixes (GET /api/v1/me/sites/${siteId}/fixes) to make the site easier for answer engines to cite.`;
  }
  return 'Every answer cites the site; run another pass later to watch for changes.';
}

export function passView(pass: PassRow): z.input<typeof AnswersPass> {
  return {
    id: pass.id,
    engine: pass.engine,
    model: pass.model,
    status: pass.status,
    questionsAsked: pass.questionsAsked,
    questionsCited: pass.questionsCited,
    error: pass.error,
    createdAt: pass.createdAt.toISOString(),
    finishedAt: pass.finishedAt?.toISOString() ?? null,
  };
}

function resultView(result: ResultRow): z.input<typeof AnswersResult> {
  return {
    id: result.id,
    question: result.question,
    answer: result.answer,
    cited: result.cited,
    mentioned: result.mentioned,
    rank: result.rank,
    citations: (result.citations ?? null) as z.input<typeof AnswersResult>['citations'],
    citedDomains: (result.citedDomains ?? null) as z.input<typeof AnswersResult>['citedDomains'],
    competitors: (result.competitors ?? null) as z.input<typeof AnswersResult>['competitors'],
    error: result.error,
  };
}
