import { sql } from "kysely";
import { type Database, isPostgres } from "./database.ts";

/**
 * What a "check, then write" can lock (docs/product/engineering.md#concurrency). Each subject is a number
 * that never changes once released: it is the first half of a PostgreSQL advisory lock key.
 * Add new subjects at the end with a new number.
 */
const SUBJECTS = {
  /** Every account: the user limit and the last-admin rule count them. */
  "user-accounts": 1,
  /** One cash day (key: the ISO date): its close and the payments dated on it. */
  "cash-day": 2,
  /**
   * One student's ledger (key: the student id): her payments and voids, so a payment checks
   * what remains of a month against every line committed before it (issue 25).
   */
  "student-ledger": 3,
  /** One student's privacy state (key: her id): erasure, blocking, legal hold. */
  "student-privacy": 4,
  /** The public trial form's requests from one address (key: its hash): the hourly limit. */
  "trial-requests-source": 28,
  /**
   * One student's guardian list (key: the student id): its rewrite and the payer rule. Numbered
   * after its issue (26) so that subjects added on parallel branches do not collide.
   */
  "student-guardians": 26,
  /** One guardian's privacy state (key: her id): her erasure (issue 29; 65–69 are its range). */
  "guardian-privacy": 65,
  /** The retention run (no key): two runs at once would erase the same people twice. */
  "privacy-retention": 66,
  /** One online payment order (key: its id): its confirmation, so it is recorded once (issue 30). */
  "online-order": 55,
  /** One receipt (key: its id): the boleta number added after the fact (issue 25). */
  "receipt-tax-document": 71,
  /**
   * One student's make-up credits (key: her id): the marks that earn and spend them, so a
   * teacher's visitor is checked against every mark committed before it (issue 35, finding 1).
   */
  "make-up-credits": 351,
  /**
   * One family's portal posts (key: the guardian id): its notices and correction requests are
   * counted against the limits before one more is written (issue 35, finding 7).
   */
  "portal-writes": 354,
  /**
   * A guardian found or made from contact data (key: her phone, or "rut:" + her RUT): two trial
   * requests of siblings enrolled at once link one mother, not two copies (issue 36).
   */
  "guardian-match": 36,
  /** One teacher's honorarios of one month (key: "teacherId:month"): its boleta recorded once (issue 39). */
  "teacher-honorarios": 391,
} as const;

export type LockSubject = keyof typeof SUBJECTS;

/** A 32-bit signed hash of the key (FNV-1a): two keys sharing one only wait for each other. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Serialises the transaction `trx` with every other transaction that locks the same subject
 * and key, until it commits or rolls back. Call it first in the transaction, before reading
 * what the write depends on: the reads after it then see what the previous holder committed.
 *
 * PostgreSQL (read committed) takes a transaction-scoped advisory lock on (subject, key hash);
 * the two-number form never meets the one-number locks used elsewhere (audit chain, backups).
 * SQLite needs nothing more: every transaction begins `immediate` on the one writer connection
 * (sqlite-driver.ts), so writing transactions already run one at a time, across processes too.
 *
 * Lock in one order to stay clear of deadlocks: these subject locks first, then whatever the
 * write takes on its way (receipt counter, audit chain).
 */
export async function lockForWrite(trx: Database, subject: LockSubject, key = ""): Promise<void> {
  await lockAllForWrite(trx, [{ subject, key }]);
}

/** One lock of `lockAllForWrite`: `shared` ones (a payment's day) never wait for each other. */
export interface WriteLock {
  subject: LockSubject;
  key?: string;
  /** Held with other shared holders; an exclusive lock of the same subject and key waits. */
  shared?: boolean;
}

/**
 * `lockForWrite` for several locks, taken in the order given in one statement (one round trip
 * on PostgreSQL, issue 37). A shared lock serialises with the exclusive ones only: a day's
 * payments lock it shared and go on side by side, its close locks it exclusively and waits for
 * them (and they for it).
 */
export async function lockAllForWrite(trx: Database, locks: readonly WriteLock[]): Promise<void> {
  if (!trx.isTransaction) {
    const names = locks.map((l) => l.subject).join(", ");
    throw new Error(`lockForWrite(${names}) outside a transaction would hold nothing`);
  }
  if (!isPostgres(trx) || locks.length === 0) return;
  const calls = locks.map(
    (l) =>
      sql`${sql.raw(l.shared ? "pg_advisory_xact_lock_shared" : "pg_advisory_xact_lock")}(${SUBJECTS[l.subject]}::int4, ${keyHash(l.key ?? "")}::int4)`,
  );
  await sql`select ${sql.join(calls)}`.execute(trx);
}

/**
 * Runs `work` holding a PostgreSQL session advisory lock on this connection; null, without
 * running it, when another session holds the lock (one-number keys: the backups, the boletas
 * queue). Shared by the modules whose background work must run on one instance at a time.
 */
export async function withSessionLock<T>(
  conn: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  const lock = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(conn);
  if (!lock.rows[0]?.ok) return null;
  try {
    return await work();
  } finally {
    await sql`select pg_advisory_unlock(${key})`.execute(conn);
  }
}
