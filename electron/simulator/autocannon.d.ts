/*
 * The few parts of autocannon 8 that bench.ts uses; the package ships no types and
 * @types/autocannon is not installed (package.json is not ours to change).
 */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    workers?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: (AutocannonRequest & {
      /** A function, or in workers mode the path of a CommonJS file exporting one. */
      setupRequest?:
        string | ((req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest);
    })[];
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
