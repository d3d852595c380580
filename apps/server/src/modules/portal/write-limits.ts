import {
  PORTAL_GUARDIAN_WINDOW_MS,
  PORTAL_SESSION_WINDOW_MS,
  type PortalWriteKind,
  portalWriteLimitMessage,
  portalWriteWait,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import { failure } from "../../lib/errors.ts";
import { recentPortalWrites } from "./portal.repository.ts";

/**
 * Refuses one more post of the kind when the session (in the last hour) or the family (in the
 * last day) reached its limit: a 429 that says when to try again (issue 35, finding 7). Run
 * first in the writing transaction, under the family's lock, so a burst cannot pass the count.
 */
export async function checkPortalWriteLimit(
  trx: Database,
  kind: PortalWriteKind,
  who: { guardianId: number; sessionId: number },
  now: Date,
) {
  await lockForWrite(trx, "portal-writes", String(who.guardianId));
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const wait = portalWriteWait(
    await recentPortalWrites(trx, kind, who, {
      session: since(PORTAL_SESSION_WINDOW_MS),
      guardian: since(PORTAL_GUARDIAN_WINDOW_MS),
    }),
    now,
  );
  if (wait > 0) {
    throw failure("RATE_LIMITED", { retryAfterSeconds: wait }, portalWriteLimitMessage(kind, wait));
  }
}
