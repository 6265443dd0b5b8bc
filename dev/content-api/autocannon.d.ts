/** The part of autocannon's API bench.ts uses (the package ships no types; @types/autocannon is not installed). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { method?: string; path?: string; setupRequest?: (req: { path: string }) => { path: string } }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
