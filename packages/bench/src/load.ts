import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  path: string;
  seconds: number;
  connections: number;
  /** Headers per request (called for every request, so nonces stay unique). */
  headers?: () => Record<string, string>;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: 'GET',
        path: options.path,
        setupRequest: (req) => (options.headers ? { ...req, headers: { ...req.headers, ...options.headers() } } : req),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
