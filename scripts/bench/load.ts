// Load generation: autocannon for the concurrent scenarios, one timed fetch at a time for cold.
import autocannon from "autocannon";

export interface Figures {
  p50: number;
  p99: number;
  /** Completed requests per second, averaged over the run. */
  rps: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Which of them, when there are any: "3 no 2xx, 20 timeouts". */
  errorKinds: string;
}

export interface LoadOptions {
  base: string;
  token: string;
  connections: number;
  seconds: number;
  /** The same path on every request (what a cache answers)… */
  path?: string;
  /** …or a new one for each request. */
  nextPath?: () => string;
  /** POST with a new body for each request. */
  nextBody?: () => string;
  /** Requests per second over all the connections; as fast as answered when absent. */
  rate?: number;
  /** A visitor of the public page: no Authorization header. */
  anonymous?: boolean;
  /** Headers of each request (a visitor's own address through the proxy). */
  nextHeaders?: () => Record<string, string>;
}

export async function load(options: LoadOptions): Promise<Figures> {
  const { nextPath, nextBody, nextHeaders } = options;
  const result = await autocannon({
    url: `${options.base}${options.path ?? "/"}`,
    connections: options.connections,
    duration: options.seconds,
    headers: {
      ...(options.anonymous ? {} : { authorization: `Bearer ${options.token}` }),
      "content-type": "application/json",
    },
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(nextBody ? { method: "POST" as const } : {}),
    ...(nextPath || nextBody || nextHeaders
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                ...(nextPath ? { path: nextPath() } : {}),
                ...(nextBody ? { body: nextBody() } : {}),
                ...(nextHeaders ? { headers: { ...request.headers, ...nextHeaders() } } : {}),
              }),
            },
          ],
        }
      : {}),
  });
  // No answer at all leaves no latency to report (autocannon would say 0 ms).
  const answered = result.requests.total > 0;
  return {
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    rps: result.requests.average,
    // autocannon counts timeouts among its errors.
    errors: result.errors + result.non2xx,
    errorKinds: [
      [result.non2xx, `no 2xx${statusesOf(result.statusCodeStats)}`],
      [result.timeouts, "timeouts"],
      [result.errors - result.timeouts, "de conexión"],
    ]
      .filter(([n]) => Number(n) > 0)
      .map(([n, kind]) => `${n} ${kind}`)
      .join(", "),
  };
}

/** Which statuses other than 2xx came back, so a refusal says why: " (400: 60, 429: 3)". */
function statusesOf(stats: Record<string, { count?: number }> | undefined): string {
  const others = Object.entries(stats ?? {}).filter(([code]) => !code.startsWith("2"));
  if (others.length === 0) return "";
  return ` (${others.map(([code, { count }]) => `${code}: ${count ?? 0}`).join(", ")})`;
}

/** The value below which `fraction` of `values` fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
