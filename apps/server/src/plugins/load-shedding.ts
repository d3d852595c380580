import underPressure, { TYPE_EVENT_LOOP_DELAY } from "@fastify/under-pressure";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { oldestPoolWaitMs } from "../db/pool-waits.ts";
import { failure } from "../lib/errors.ts";

// Under overload the API says so at once (issue 37, decision 0075): a Spanish 503 SERVER_BUSY
// with Retry-After, before authentication or any query, instead of queueing every request
// behind a pool or an event loop that cannot keep up (PostgreSQL without statistics answered
// after 5 s with "timeout exceeded when trying to connect"). Two signs, each from this process:
// - the event loop lags: the mean delay of its timers over the last sample is too long (SQLite
//   runs queries on the loop, so a saturated SQLite server shows here; so does any CPU hog);
// - PostgreSQL's pool line does not move: the oldest request waiting for a connection has
//   waited too long (db/pool-waits.ts).
// @fastify/under-pressure samples the loop and runs the pool check on a short timer; a request
// only reads the last verdict. The health route (load balancers and `npm start` ask it) and
// the web app's files (no database, no work) are always answered.

export interface LoadSheddingOptions {
  /** Mean event-loop delay over a sample above which API requests are refused (ms). */
  maxEventLoopDelayMs?: number;
  /** Wait of the oldest request in PostgreSQL's pool line above which they are refused (ms). */
  maxPoolWaitMs?: number;
  /** Seconds the client is told to wait (Retry-After and details.retryAfterSeconds). */
  retryAfterSeconds?: number;
}

/**
 * Measured on the bench (2 cores, 32 connections, 2 processes): the mean loop delay stays under
 * 20 ms and the oldest pool wait under 150 ms at full load; these are several times that.
 */
export const LOAD_SHEDDING_DEFAULTS: Required<LoadSheddingOptions> = {
  maxEventLoopDelayMs: 200,
  maxPoolWaitMs: 1000,
  retryAfterSeconds: 2,
};

/** Samples often enough to react within a quarter second, and to recover as fast. */
const SAMPLE_INTERVAL_MS = 250;

/** Requests that are never refused: the health check and everything outside the API. */
function alwaysAnswered(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || !route.startsWith("/api/") || route === "/api/health";
}

export async function registerLoadShedding(
  app: FastifyInstance,
  db: object,
  options: LoadSheddingOptions = {},
) {
  const { maxEventLoopDelayMs, maxPoolWaitMs, retryAfterSeconds } = {
    ...LOAD_SHEDDING_DEFAULTS,
    ...options,
  };
  // Building the app (schemas, routes, migrations before it) holds the loop for a while: the
  // first samples measure the start, not the load, and would refuse the first requests.
  let loopWatchedFrom = Number.POSITIVE_INFINITY;
  app.addHook("onReady", async () => {
    loopWatchedFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Named "health check" by the library: here, whether PostgreSQL's pool line moves.
    healthCheck: async () => oldestPoolWaitMs(db) <= maxPoolWaitMs,
    healthCheckInterval: 100,
    retryAfter: retryAfterSeconds,
    // Called only while under pressure; a promise resolved without sending lets the request in.
    pressureHandler: async (request, _reply, type) => {
      if (alwaysAnswered(request)) return;
      if (type === TYPE_EVENT_LOOP_DELAY && performance.now() < loopWatchedFrom) return;
      throw failure("SERVER_BUSY", { retryAfterSeconds });
    },
  });
}
