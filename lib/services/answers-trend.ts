// The Answers page's history: per finished pass, how many questions cited the site and its mean rank where cited.
// A stored read.
import { getDb } from '@/lib/db';
import { findOwnedSite } from './find-owned-site';

export interface AnswersTrendPoint {
  passId: string;
  finishedAt: string;
  asked: number;
  cited: number;
  /** Mean rank of the site's first citation over the questions that cited it; null when none did. */
  meanRank: number | null;
}

const MAX_PASSES = 30;

export async function answersTrend(organizationId: string, siteId: string): Promise<AnswersTrendPoint[]> {
  const site = await findOwnedSite(organizationId, siteId);
  const db = await getDb();
  const passes = await db.answersPass.findMany({
    where: { siteId: site.id, status: 'succeeded' },
    orderBy: { createdAt: 'desc' },
    take: MAX_PASSES,
    include: { results: { select: { rank: true } } },
  });
  return passes.reverse().map((pass) => {
    const ranks = pass.results.flatMap((result) => (result.rank === null ? [] : [result.rank]));
    return {
      passId: pass.id,
      finishedAt: (pass.finishedAt ?? pass.createdAt).toISOString(),
      asked: pass.questionsAsked ?? 0,
      cited: pass.questionsCited ?? 0,
      meanRank: ranks.length ? Math.round((ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length) * 10) / 10 : null,
    };
  });
}
