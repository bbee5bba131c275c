// gateCheckOf (engine/scoring.ts): the one rule that names the check the access gate's fix belongs to, used by the
// fix list (lib/fixes/check-results.ts) and the CLI's report (bin/cli/report-view.ts).
import { describe, expect, it } from 'vitest';
import { gateCheckOf } from '../../../engine/light.js';

describe('gateCheckOf', () => {
  it('names server-rendered-content under the JavaScript cap', () => {
    expect(gateCheckOf({ cap: { id: 'javascript-only' } }, [])).toBe('server-rendered-content');
  });

  it('names server-rendered-content when a view misses content for JavaScript, blocked or partial', () => {
    expect(gateCheckOf({ cap: null }, [{ verdict: 'reads', cause: 'ok' }, { verdict: 'blocked', cause: 'javascript' }])).toBe('server-rendered-content');
    expect(gateCheckOf(null, [{ verdict: 'partial', cause: 'javascript' }])).toBe('server-rendered-content');
  });

  it('names agent-access for refusals, challenges and every other cause', () => {
    expect(gateCheckOf({ cap: { id: 'refused' } }, [{ verdict: 'blocked', cause: 'refused' }, { verdict: 'blocked', cause: 'challenged' }])).toBe('agent-access');
    expect(gateCheckOf(undefined, [{ verdict: null, cause: 'not-measured' }, { verdict: 'partial', cause: 'truncated' }])).toBe('agent-access');
  });
});
