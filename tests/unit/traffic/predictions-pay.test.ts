// A scan's prediction for an agent the site asks to pay (issue 62 point 1; checks.md 2026-12d): the view's verdict
// pay, read from the stored report as it is, and never a predicted refusal (a log's 402 is no refusal either).
import { describe, expect, it } from 'vitest';
import { predictionsOf, predictsRefusal, type PredictingReport } from '../../../lib/traffic/predictions';

const view = (profile: string, verdict: 'reads' | 'blocked' | 'pay', cause: 'ok' | 'refused' | 'priced') => ({ profile, verdict, cause });

describe('traffic predictions of priced access', () => {
  it('carries pay from the view and never predicts a refusal from it', () => {
    const report: PredictingReport = {
      agents: { pages: [{ views: [view('chatgpt', 'pay', 'priced'), view('claude-code', 'blocked', 'refused'), view('perplexity', 'reads', 'ok')] }] },
      results: [],
    };
    const predictions = predictionsOf(report, { id: 'scan-1', at: '2026-11-25T00:00:00.000Z' }, new Map());
    expect(predictions.get('ChatGPT-User')).toEqual({ verdict: 'pay', cause: 'priced', scanId: 'scan-1', scannedAt: '2026-11-25T00:00:00.000Z' });
    expect(predictsRefusal(predictions.get('ChatGPT-User')!)).toBe(false);
    expect(predictsRefusal(predictions.get('Claude Code')!)).toBe(true);
    expect(predictsRefusal(predictions.get('Perplexity-User')!)).toBe(false);
  });
});
