import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type CacheTopic,
  type DataVersions,
  readDataVersions,
  type VersionsWanted,
} from "../db/data-version.ts";
import type { Database } from "../db/database.ts";
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  type ContentEncoding,
  compressed,
} from "../lib/content-encoding.ts";
import { RouteLruStore } from "./read-cache-store.ts";

// Staff read the same lists and reports over and over, and the reports aggregate every payment
// of a studio. So a GET route may opt in (its `cache` config, which names what it depends on):
// its answers are cached in memory, keyed by the URL, the caller's role (and the caller, for an
// answer that depends on who asks), the UTC quarter hour (figures such as "late" and "today"
// move with the clock; every time zone's midnight falls on a quarter hour) and the versions of
// the data it depends on. A route that says nothing is never cached, so a new per-user answer
// cannot leak to another user through the cache. Every API write moves the version of
// what it changed inside its own transaction (db/data-version.ts), on every instance's shared
// database: a read that starts after a write was acknowledged reads a version under which no
// answer missing that write was ever cached, and a payment does not evict the students list.
// A report of one month (`cache: { monthMoney: true }`) depends on the records and on its month's money
// version, which triggers move with every payment of that month: a payment for November leaves
// October's compensation cached. A cached answer costs one small read.

/**
 * A quarter of the cache at most. The whole-studio answers pass 2 MB at 20,000 students (the
 * month's outstanding report 3.9 MB, the whole reminders 9.8 MB): under the old 2 MB bound they
 * were never kept, and every view, and every request waiting on an identical one, computed them
 * again (issue 37).
 */
const MAX_BODY_BYTES = 16_000_000;
/**
 * Entries of old versions are not removed at once: the cache is bounded by its bytes, shared by
 * the routes as read-cache-store.ts says (no bound on the count: 500 entries were gone in a
 * third of a second of varied reads).
 */
const MAX_TOTAL_BYTES = 64_000_000;
/** The headers a list answer carries besides its body (count, payments' sum, teachers' students). */
const CACHED_HEADERS = ["x-total-count", "x-total-amount", "x-total-students"];
// How long a request waits for an identical one already computing before computing itself.
const MAX_FOLLOW_MS = 5_000;

/** What a cached answer depends on, and whether it depends on who asks. */
export type ReadCachePolicy = (
  | {
      /** The data the answer reads (db/data-version.ts). */
      topics: readonly CacheTopic[];
    }
  | {
      /**
       * The answer reads the money of its `:month` only: it depends on the records and on that
       * month's money version, so a payment of another month leaves it cached.
       */
      monthMoney: true;
    }
) & {
  /** The answer depends on the caller, not only on her role: keyed by the user too. */
  perUser?: true;
};

interface Entry {
  /** Encoded once: re-encoding a large JSON string on every send was a visible cost. */
  body: Buffer;
  headers: Record<string, string>;
  /**
   * The body compressed for each encoding a browser asked for, made at its first hit: a report
   * of a megabyte cost the API's compression 10–30 ms at every view (issue 37).
   */
  copies: Partial<Record<ContentEncoding, Promise<Buffer>>>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Opts a GET route into the read cache, naming what its answer depends on. */
    cache?: ReadCachePolicy;
  }
  interface FastifyRequest {
    readCacheKey?: string;
    /** The matched route's path pattern: each route keeps its answers in a list of its own. */
    readCacheRoute?: string;
    readCacheLeader?: boolean;
    /** The data versions, read with the session as the request arrives (dataVersionsWanted). */
    dataVersions?: Promise<DataVersions>;
  }
}

/** The payment month whose money version keys the answer (the matched route's `:month`). */
function monthOf(request: FastifyRequest): string | undefined {
  const policy = request.routeOptions.config.cache;
  if (!policy || !("monthMoney" in policy)) return undefined;
  return (request.params as { month?: string }).month;
}

// Decided by the route that matched (its config), never by the spelling of the path.
function isCachedRoute(request: FastifyRequest) {
  return !request.is404 && request.url.startsWith("/api/") && !!request.routeOptions.config.cache;
}

/**
 * The data versions authentication reads with the session, in one statement
 * (plugins/authenticate.ts): those a GET of a cached route is keyed by, and the records version
 * of a write, whose settings then come kept per records version (records/system/settings.ts)
 * instead of one more statement, a round trip on PostgreSQL (issue 37).
 */
export function dataVersionsWanted(request: FastifyRequest): VersionsWanted | undefined {
  if (request.method !== "GET") return {};
  return isCachedRoute(request) ? { month: monthOf(request) } : undefined;
}

/**
 * Caches GET /api responses until a write changes what they read. The versions come with the
 * session (dataVersionsWanted), or are read here for a request that has none (a public route);
 * the key, which needs the user's role, is made once the caller is known.
 */
export function registerReadCache(app: FastifyInstance, db: Database, now: () => Date) {
  const store = new RouteLruStore<Entry>(MAX_TOTAL_BYTES);
  // Requests computing a key right now. When 32 staff screens ask for the same cold report at
  // once, one computes it and the others wait for its answer instead of all computing it.
  const inflight = new Map<string, { done: Promise<void>; finish: () => void }>();

  /** The body as the request accepts it: compressed once per encoding, then kept. */
  async function bodyFor(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    key: string,
    hit: Entry,
  ) {
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    if (!encoding || hit.body.length < COMPRESS_FROM_BYTES) return hit.body;
    let copy = hit.copies[encoding];
    if (!copy) {
      copy = compressed(hit.body, encoding);
      hit.copies[encoding] = copy;
      copy.then(
        // Counted while the entry is kept (an entry evicted meanwhile was discounted whole).
        (bytes) => store.grow(route, key, hit, bytes.length),
        () => delete hit.copies[encoding],
      );
    }
    const bytes = await copy;
    // Sent as it is: the API's compression leaves an answer that already says its encoding.
    reply.header("content-encoding", encoding);
    reply.header("vary", "accept-encoding");
    reply.header("content-length", bytes.length);
    return bytes;
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, route: string, key: string) {
    const hit = store.get(route, key);
    if (!hit) return false;
    const body = await bodyFor(request, reply, route, key, hit);
    reply.headers({ ...hit.headers, "x-cache": "hit" });
    reply.type("application/json; charset=utf-8").send(body);
    return true;
  }

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" || !isCachedRoute(request)) return;
    const quarterHour = Math.floor(now().getTime() / 900_000);
    // The role is part of the key: what a staff member may see must never come from an
    // admin's cached answer (and the reverse).
    const versions = await (request.dataVersions ?? readDataVersions(db, monthOf(request)));
    const policy = request.routeOptions.config.cache as ReadCachePolicy;
    const version =
      "monthMoney" in policy
        ? `records${versions.records},month${versions.month}`
        : policy.topics.map((t) => `${t}${versions[t]}`).join(",");
    const who = policy.perUser
      ? `${request.user?.role ?? "-"}#${request.user?.id ?? "-"}`
      : (request.user?.role ?? "-");
    const key = `${version}|${quarterHour}|${who}|${request.url}`;
    const route = request.routeOptions.url ?? "";
    if (await serve(request, reply, route, key)) return reply;
    const leader = inflight.get(key);
    if (leader) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_FOLLOW_MS);
      });
      await Promise.race([leader.done, timeout]);
      clearTimeout(timer);
      if (await serve(request, reply, route, key)) return reply;
    } else {
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      inflight.set(key, { done, finish });
      request.readCacheLeader = true;
    }
    request.readCacheKey = key;
    request.readCacheRoute = route;
  });

  // Followers are released whatever the leader's outcome (an error is not cached: they
  // compute their own answer).
  const release = async (request: FastifyRequest) => {
    if (!request.readCacheLeader || !request.readCacheKey) return;
    inflight.get(request.readCacheKey)?.finish();
    inflight.delete(request.readCacheKey);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);

  app.addHook("onSend", async (request, reply, payload) => {
    const { readCacheKey: key, readCacheRoute: route } = request;
    if (key && route !== undefined && reply.statusCode === 200 && typeof payload === "string") {
      if (payload.length <= MAX_BODY_BYTES && !store.get(route, key)) {
        const headers: Record<string, string> = {};
        for (const name of CACHED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const body = Buffer.from(payload);
        const entry: Entry = { body, headers, copies: {} };
        store.set(route, key, entry, body.length);
        // Sent as the bytes just encoded, compressed here once and kept for the next hits: the
        // API's compression would compress it again, through a stream, at every first view.
        return bodyFor(request, reply, route, key, entry);
      }
    }
    return payload;
  });
}
