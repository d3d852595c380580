import { createHash, randomBytes } from "node:crypto";
import { PORTAL_LINK_DAYS, PORTAL_SESSION_DAYS } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

// The family portal's access (issue 30): a one-time link a guardian receives by WhatsApp opens
// a session on her device. Only the SHA-256 of each token is stored, so neither a copy of the
// database nor a backup opens a portal; the tokens exist in the link and the cookie only.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh random token (256 bits, URL-safe) and the hash that is kept of it. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Whether the guardian's personal data were erased (issue 35): an erased payer record gets no
 * portal link and its sessions are not honoured. Read it under the guardian's erasure lock
 * (`guardian-privacy`) so an erasure cannot slip between the check and the new link.
 */
export async function isErasedGuardian(db: Database, guardianId: number): Promise<boolean> {
  if (!isStorableId(guardianId)) return false;
  const row = await db
    .selectFrom("guardians")
    .select("anonymized_at")
    .where("id", "=", guardianId)
    .executeTakeFirst();
  return (row?.anonymized_at ?? null) !== null;
}

/** Writes a new link for the guardian, valid PORTAL_LINK_DAYS; returns its token once. */
export async function createPortalLink(
  db: Database,
  guardianId: number,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + PORTAL_LINK_DAYS * DAY_MS).toISOString();
  await db
    .insertInto("portal_links")
    .values({
      guardian_id: guardianId,
      token_hash: hash,
      created_at: now.toISOString(),
      created_by: userId,
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Revokes the guardian's portal access: every unused link and every open session (a link sent
 * to the wrong number must stop working wherever it was opened). Returns how many of each.
 */
export async function revokePortalAccess(
  db: Database,
  guardianId: number,
  now: Date,
): Promise<{ links: number; sessions: number }> {
  const at = now.toISOString();
  const links = await db
    .updateTable("portal_links")
    .set({ revoked_at: at })
    .where("guardian_id", "=", guardianId)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  const sessions = await db
    .updateTable("portal_sessions")
    .set({ revoked_at: at })
    .where("guardian_id", "=", guardianId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return { links: Number(links.numUpdatedRows), sessions: Number(sessions.numUpdatedRows) };
}

/**
 * Spends a link and opens a session: the conditional update (unused, unrevoked, unexpired) is
 * what decides between two devices opening the same link at once, so only one gets a session.
 * Returns undefined when the link is unknown, used, revoked or expired.
 */
export async function openPortalSession(
  db: Database,
  linkToken: string,
  now: Date,
): Promise<{ token: string; guardianId: number; expiresAt: string } | undefined> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable("portal_links")
      .set({ used_at: at })
      .where("token_hash", "=", hashToken(linkToken))
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", at)
      .returning(["id", "guardian_id"])
      .executeTakeFirst();
    if (!link) return undefined;
    const guardian = await trx
      .selectFrom("guardians")
      .select("id")
      .where("id", "=", link.guardian_id)
      .where("deleted_at", "is", null)
      .where("anonymized_at", "is", null)
      .executeTakeFirst();
    if (!guardian) return undefined;
    const { token, hash } = newToken();
    const expiresAt = new Date(now.getTime() + PORTAL_SESSION_DAYS * DAY_MS).toISOString();
    await trx
      .insertInto("portal_sessions")
      .values({
        guardian_id: link.guardian_id,
        token_hash: hash,
        link_id: link.id,
        created_at: at,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return { token, guardianId: link.guardian_id, expiresAt };
  });
}

/** The live portal session of a cookie's token: its guardian, or undefined. */
export async function findPortalSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ sessionId: number; guardianId: number } | undefined> {
  const row = await db
    .selectFrom("portal_sessions as ps")
    .innerJoin("guardians as g", "g.id", "ps.guardian_id")
    .select(["ps.id", "ps.guardian_id"])
    .where("ps.token_hash", "=", hashToken(token))
    .where("ps.revoked_at", "is", null)
    .where("ps.expires_at", ">", now.toISOString())
    .where("g.deleted_at", "is", null)
    // An erasure revokes the sessions; this also refuses any it could have missed.
    .where("g.anonymized_at", "is", null)
    .executeTakeFirst();
  return row ? { sessionId: row.id, guardianId: row.guardian_id } : undefined;
}

/** Ends one portal session (the family's 'Salir'). */
export async function endPortalSession(db: Database, sessionId: number, now: Date) {
  if (!isStorableId(sessionId)) return;
  await db
    .updateTable("portal_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Where a link stands: waiting to be opened, opened, past its 7 days, or revoked. */
export type PortalLinkState = "pending" | "used" | "expired" | "revoked";

/**
 * What reception needs to know of a family's portal: the last link sent and where it stands,
 * and how many devices have it open now (and since when the last one).
 */
export async function portalAccessOf(db: Database, guardianId: number, now: Date) {
  const at = now.toISOString();
  const [link, sessions] = await Promise.all([
    db
      .selectFrom("portal_links")
      .select(["created_at", "expires_at", "used_at", "revoked_at"])
      .where("guardian_id", "=", guardianId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom("portal_sessions")
      .select((eb) => [
        eb.fn.countAll<number>().as("open"),
        eb.fn.max("created_at").as("last_opened_at"),
      ])
      .where("guardian_id", "=", guardianId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", at)
      .executeTakeFirstOrThrow(),
  ]);
  const state = (l: NonNullable<typeof link>): PortalLinkState =>
    l.revoked_at !== null
      ? "revoked"
      : l.used_at !== null
        ? "used"
        : l.expires_at <= at
          ? "expired"
          : "pending";
  return {
    lastLink: link
      ? { sentAt: link.created_at, expiresAt: link.expires_at, state: state(link) }
      : null,
    openSessions: Number(sessions.open),
    lastOpenedAt: sessions.last_opened_at ?? null,
  };
}

/**
 * The audit records (entity and id) of what a family did through the portal: its online orders,
 * transfer notices and correction requests; her erasure redacts them as her own rows.
 */
export async function portalAuditRecordsOf(db: Database, guardianId: number) {
  const [orders, notices, corrections] = await Promise.all([
    db.selectFrom("online_orders").select("id").where("guardian_id", "=", guardianId).execute(),
    db.selectFrom("transfer_notices").select("id").where("guardian_id", "=", guardianId).execute(),
    db
      .selectFrom("correction_requests")
      .select("id")
      .where("guardian_id", "=", guardianId)
      .execute(),
  ]);
  return [
    ...orders.map((r) => ({ entity: "online-order", entityId: String(r.id) })),
    ...notices.map((r) => ({ entity: "transfer-notice", entityId: String(r.id) })),
    ...corrections.map((r) => ({ entity: "correction-request", entityId: String(r.id) })),
  ];
}
