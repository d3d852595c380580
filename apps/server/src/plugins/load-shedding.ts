import type { FastifyInstance, FastifyRequest } from "fastify";
import { oldestPoolWaitMs } from "../db/pool-waits.ts";
import { failure } from "../lib/errors.ts";

// Under overload the API says so at once (issue 37, decision 0075): a Spanish 503 SERVER_BUSY
// with Retry-After, before authentication or any query, instead of queueing every request
// behind a pool or an event loop that cannot keep up (PostgreSQL without statistics answered
// after 5 s with "timeout exceeded when trying to connect"). Two signs, each of this process:
// - the event loop lags: over two samples in a row (a quarter second each) a 10 ms timer ran
//   late by more than the limit on average (SQLite runs queries on the loop, so a saturated SQLite
//   server shows here, as does any CPU hog); one slow request alone does not refuse anything;
// - PostgreSQL's pool line does not move: the oldest request waiting for a connection has
//   waited longer than the limit (db/pool-waits.ts), read when each request arrives.
// The health route (load balancers and `npm start` ask it) and the web app's files (no
// database) are always answered. A refusal costs no log line: under overload, writing one per
// refused request would add to the load; a warning every half minute says it is happening.

export interface LoadSheddingOptions {
  /** Mean lateness of the event loop's timers above which API requests are refused (ms). */
  maxEventLoopDelayMs?: number;
  /** Wait of the oldest request in PostgreSQL's pool line above which they are refused (ms). */
  maxPoolWaitMs?: number;
  /** Seconds the client is told to wait (Retry-After and details.retryAfterSeconds). */
  retryAfterSeconds?: number;
}

/**
 * At full bench load (2 cores, 32 connections, 2 processes) the loop's mean lateness stays
 * around 10–20 ms and the oldest pool wait under 150 ms; the limits are many times that.
 */
export const LOAD_SHEDDING_DEFAULTS: Required<LoadSheddingOptions> = {
  maxEventLoopDelayMs: 200,
  maxPoolWaitMs: 1000,
  retryAfterSeconds: 2,
};

const SAMPLE_MS = 250;
const TICK_MS = 10;
/** Samples in a row over the limit before requests are refused. */
const LAGGING_SAMPLES = 2;
const WARN_EVERY_MS = 30_000;

/** Requests that are never refused: the health check and everything outside the API. */
function alwaysAnswered(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || !route.startsWith("/api/") || route === "/api/health";
}

export function registerLoadShedding(
  app: FastifyInstance,
  db: object,
  options: LoadSheddingOptions = {},
) {
  const { maxEventLoopDelayMs, maxPoolWaitMs, retryAfterSeconds } = {
    ...LOAD_SHEDDING_DEFAULTS,
    ...options,
  };
  // A timer every few milliseconds notes how late it ran; a quarter second of them makes a
  // sample. (node:perf_hooks' monitorEventLoopDelay drops the first delay after each reset, and
  // a loop saturated by long turns gives it only one per sample: it read such a loop as idle.)
  let laggingSamples = 0;
  let windowStart = 0;
  let lateSum = 0;
  let ticks = 0;
  let expected = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastWarning = Number.NEGATIVE_INFINITY;

  const tick = () => {
    const now = performance.now();
    lateSum += Math.max(0, now - expected);
    ticks += 1;
    if (now - windowStart >= SAMPLE_MS) {
      laggingSamples = lateSum / ticks > maxEventLoopDelayMs ? laggingSamples + 1 : 0;
      windowStart = now;
      lateSum = 0;
      ticks = 0;
    }
    expected = now + TICK_MS;
    timer = setTimeout(tick, TICK_MS);
    timer.unref();
  };

  // Watched from the moment the app can answer: building it holds the loop, and that is no load.
  app.addHook("onReady", async () => {
    windowStart = performance.now();
    expected = windowStart + TICK_MS;
    timer = setTimeout(tick, TICK_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(timer);
  });

  app.addHook("onRequest", (request, _reply, done) => {
    if (alwaysAnswered(request)) return done();
    const lagging = laggingSamples >= LAGGING_SAMPLES;
    const poolWait = lagging ? 0 : oldestPoolWaitMs(db);
    if (!lagging && poolWait <= maxPoolWaitMs) return done();
    const now = performance.now();
    if (now - lastWarning > WARN_EVERY_MS) {
      lastWarning = now;
      request.log.warn(
        lagging
          ? `Sobrecarga: el proceso no da abasto (sus temporizadores se atrasan más de ${maxEventLoopDelayMs} ms); se rechazan solicitudes con 503`
          : `Sobrecarga: hay solicitudes esperando una conexión a PostgreSQL hace ${Math.round(poolWait)} ms; se rechazan solicitudes con 503`,
      );
    }
    done(failure("SERVER_BUSY", { retryAfterSeconds }));
  });
}
