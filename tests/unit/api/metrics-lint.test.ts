// The exposition linter the operators test holds /metrics to (the rules of `promtool check metrics`), proven on
// prom-client's own default metrics: its nodejs_active_*_total gauges are what the service leaves out (issue 25.14).
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { lintExposition } from '../../helpers/prometheus';

describe('lintExposition', () => {
  it("flags prom-client's default nodejs_active_*_total gauges, and nothing else of its defaults", async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    expect(lintExposition(await registry.metrics())).toEqual([
      'nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
      'nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
      'nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
    ]);
  });

  it('applies the naming rules and the exposition rules', async () => {
    const registry = new Registry();
    new Counter({ name: 'jobs_done', help: 'Jobs.', registers: [registry] }).inc();
    new Counter({ name: 'wait_ms_total', help: 'Waits.', registers: [registry] }).inc();
    new Counter({ name: 'upload_megabytes_total', help: 'Uploads.', labelNames: ['fileKind'], registers: [registry] }).inc({ fileKind: 'a' });
    expect(lintExposition(await registry.metrics())).toEqual([
      'jobs_done counter metrics should have "_total" suffix',
      'wait_ms_total metric names should not contain abbreviated units',
      'upload_megabytes_total use base unit "bytes" instead of "megabytes"',
      "upload_megabytes_total label names should be written in 'snake_case' not 'camelCase'",
    ]);
    expect(lintExposition('# TYPE a_seconds histogram\na_seconds_bucket{le="1"} 2\na_seconds_bucket{le="+Inf"} 1\na_seconds_count 1\nb 1\na_seconds_sum 3\n')).toEqual([
      'a_seconds samples or metadata are not together in one group',
      'a_seconds{} buckets are not cumulative',
      'a_seconds no help text',
      'b no help text',
    ]);
  });
});
