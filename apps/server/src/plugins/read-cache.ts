import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import { writeAudit } from "../modules/audit/audit.repository.ts";

// Staff read the same lists and reports over and over while writes are rare, and the reports
// aggregate every payment of a studio. So GET responses under /api are cached in memory, keyed
// by the URL, the data version and the UTC quarter hour (figures such as "late" and "today"
// move with the clock; every time zone's midnight falls on a quarter hour).
// The data version is the newest audit_log id: every mutation writes its audit row in its own
// transaction, so a write committed by any instance changes it, at no extra write. A cached
// answer costs one index read.

const MAX_ENTRIES = 300;
const MAX_BODY_BYTES = 2_000_000;
const UNCACHED_PREFIXES = ["/api/auth/", "/api/health", "/api/docs"];
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// How long a request waits for an identical one already computing before computing itself.
const MAX_FOLLOW_MS = 5_000;

interface Entry {
  /** Encoded once: re-encoding a large JSON string on every send was a visible cost. */
  body: Buffer;
  headers: Record<string, string>;
}

declare module "fastify" {
  interface FastifyRequest {
    readCacheKey?: string;
    readCacheLeader?: boolean;
  }
}

function isApi(url: string) {
  return url.startsWith("/api/") && !UNCACHED_PREFIXES.some((p) => url.startsWith(p));
}

/** Caches GET /api responses until the next write; call after authentication is registered. */
export function registerReadCache(app: FastifyInstance, db: Database, now: () => Date) {
  // Map keeps insertion order: re-inserting on a hit makes it a small LRU.
  const entries = new Map<string, Entry>();
  // Requests computing a key right now. When 32 staff screens ask for the same cold report at
  // once, one computes it and the others wait for its answer instead of all computing it.
  const inflight = new Map<string, { done: Promise<void>; finish: () => void }>();

  function serve(reply: FastifyReply, key: string): boolean {
    const hit = entries.get(key);
    if (!hit) return false;
    entries.delete(key);
    entries.set(key, hit);
    reply.headers({ ...hit.headers, "x-cache": "hit" });
    reply.type("application/json; charset=utf-8").send(hit.body);
    return true;
  }

  async function currentVersion(): Promise<number> {
    const row = await db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("version"))
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" || !isApi(request.url)) return;
    const quarterHour = Math.floor(now().getTime() / 900_000);
    const key = `${await currentVersion()}|${quarterHour}|${request.url}`;
    if (serve(reply, key)) return reply;
    const leader = inflight.get(key);
    if (leader) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_FOLLOW_MS);
      });
      await Promise.race([leader.done, timeout]);
      clearTimeout(timer);
      if (serve(reply, key)) return reply;
    } else {
      let finish = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      inflight.set(key, { done, finish });
      request.readCacheLeader = true;
    }
    request.readCacheKey = key;
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
    if (request.readCacheKey && reply.statusCode === 200 && typeof payload === "string") {
      if (payload.length <= MAX_BODY_BYTES) {
        const total = reply.getHeader("x-total-count");
        entries.set(request.readCacheKey, {
          body: Buffer.from(payload),
          headers: total === undefined ? {} : { "x-total-count": String(total) },
        });
        if (entries.size > MAX_ENTRIES) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
      }
      return payload;
    }
    // The write's audit row already moved the version; clearing here also frees memory now.
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) entries.clear();
    return payload;
  });
}

/** Marks every cached read as stale, on every instance: what a write behind the API must do. */
export async function bumpDataVersion(db: Database): Promise<void> {
  await db.transaction().execute((trx) =>
    writeAudit(trx, {
      at: new Date().toISOString(),
      userId: null,
      action: "external-write",
      entity: "data",
      entityId: null,
    }),
  );
}
