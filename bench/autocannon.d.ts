// The part of autocannon's API the benches use (the package ships no types and @types/autocannon is not installed).
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Sent in turn on each connection, from the first again after the last. */
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    /** Per second; `total` is the count of the whole run. */
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
