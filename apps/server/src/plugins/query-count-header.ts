import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The header that says how many SQL statements a request ran (BENCH_QUERY_COUNT=1 only). */
export const QUERY_COUNT_HEADER = "x-nova-queries";

/**
 * Counts the SQL statements of each request, for `npm run bench` (issue 37: a payment ≤ 15
 * queries, the dashboard ≤ 13, on the real server under load). The database's `onQuery` adds one
 * to the request whose asynchronous work ran the query; the answer carries the total in a header.
 * Never on in production (config.ts BENCH_QUERY_COUNT).
 */
export class RequestQueryCounter {
  private readonly current = new AsyncLocalStorage<{ queries: number }>();
  private readonly counts = new WeakMap<FastifyRequest, { queries: number }>();

  /** The database's `onQuery`. */
  readonly onQuery = () => {
    const count = this.current.getStore();
    if (count) count.queries += 1;
  };

  register(app: FastifyInstance) {
    app.addHook("onRequest", (request, _reply, done) => {
      const count = { queries: 0 };
      this.counts.set(request, count);
      // The rest of the request (hooks, handler, the queries they await) runs inside it.
      this.current.run(count, done);
    });
    app.addHook("onSend", async (request, reply, payload) => {
      const count = this.counts.get(request);
      if (count) reply.header(QUERY_COUNT_HEADER, count.queries);
      return payload;
    });
  }
}
