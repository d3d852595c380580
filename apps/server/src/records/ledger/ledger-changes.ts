import { sql } from "kysely";
import { LEDGER_EPOCH_ROW } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";

// Which students' owed months a run of writes changed (issue 37). Every API write appends an
// audit row in its own transaction, one writer at a time (the chain's lock), so the audit ids are
// the order in which writes became visible: a kept month computed when the trail ended at id A
// is brought up to date by recomputing only the students named by the rows after A. A write
// made behind the API leaves no row and moves the ledger's epoch instead (db/data-version.ts):
// then everything is computed again, as it is for a write whose reach is the whole studio (a
// setting, a class's price, a guardian's family) and when the writes are too many to follow.

/** Where the ledger's inputs stand: the epoch and the last audit row. */
export interface LedgerPosition {
  epoch: number;
  auditId: number;
}

/**
 * A write's reach in the owed months: none, some students' own items, or all. A payment or a
 * waiver changes what a student paid or owes in surcharges, never a charge: her siblings'
 * discounts, which rank charges, stay as they were.
 */
export type LedgerReach = "none" | "all" | readonly number[];

/** Audited records no owed month reads: their writes leave every kept month as it is. */
const OUTSIDE_THE_LEDGER = new Set([
  "attendance",
  "cash-close",
  // A family's request to correct her data; the correction itself is a guardian's or student's.
  "correction-request",
  // Enrollment fees are charged and paid apart from the monthly fees.
  "enrollment-fee-payment",
  "list-export",
  "portal-link",
  // A receipt's boleta number, written after the payment (the payment has its own row).
  "receipt",
  "site-photo",
  "tax-document",
  "teacher",
  "teacher-honorarios",
  // A visitor's request and the waitlist: a conversion writes its student and enrollment rows.
  "trial-request",
  "user",
  "waitlist",
]);

/** The most rows followed before it is cheaper to compute everything again. */
const MOST_ROWS = 200;

/** One audit row as the ledger reads it. */
export interface AuditedWrite {
  entity: string;
  action: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
}

/**
 * Which owed months one audited write can change. Only what is sure narrows: a payment (made or
 * voided) names its student, a new student owes nothing yet; every other write to something the
 * ledger reads reaches the whole studio.
 */
export function reachOf(write: AuditedWrite): LedgerReach {
  if (OUTSIDE_THE_LEDGER.has(write.entity)) return "none";
  // A new student has no enrollment yet; a waived late fee is hers alone (a discount ranks
  // charges, never surcharges).
  if (
    write.entity === "student" &&
    (write.action === "create" || write.action === "waive-late-fee")
  ) {
    const id = Number(write.entity_id);
    return Number.isSafeInteger(id) ? [id] : "all";
  }
  if (write.entity === "payment") {
    const studentId = studentIdIn(write.after ?? write.before);
    return studentId === null ? "all" : [studentId];
  }
  return "all";
}

function studentIdIn(json: string | null): number | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    const id = (value as { studentId?: unknown } | null)?.studentId;
    return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/** Where the ledger stands and, when asked, the writes after audit row `since` up to there. */
export type LedgerChanges = LedgerPosition & {
  /** The audited writes after `since`, in order, with their ids; null: too many to follow. */
  writes: (AuditedWrite & { id: number })[] | null;
};

/**
 * The epoch, the audit trail's end and (given `since`, the oldest position a caller keeps
 * something at) the audit rows after it, in one statement: one snapshot, so the rows are exactly
 * those up to the end it reads.
 */
export async function readLedgerChanges(
  db: Database,
  since: number | undefined,
): Promise<LedgerChanges> {
  const none = sql`cast(null as text)`;
  const writes =
    since === undefined
      ? sql``
      : sql` union all select * from (select 2 as kind, id as value, entity, action, entity_id,
          before, after from audit_log where id > ${since} order by id limit ${MOST_ROWS + 1})
          as changes`;
  const { rows } = await sql<AuditedWrite & { kind: number; value: number | string }>`
    select 0 as kind, version as value, ${none} as entity, ${none} as action,
      ${none} as entity_id, ${none} as before, ${none} as after
      from data_version where id = ${LEDGER_EPOCH_ROW}
    union all select 1, last_id, ${none}, ${none}, ${none}, ${none}, ${none}
      from audit_chain_head${writes}`.execute(db);
  let epoch = 0;
  let auditId = 0;
  const changes: (AuditedWrite & { id: number })[] = [];
  for (const row of rows) {
    const kind = Number(row.kind);
    if (kind === 0) epoch = Number(row.value);
    else if (kind === 1) auditId = Number(row.value);
    else changes.push({ ...row, id: Number(row.value) });
  }
  // Rows past the end read (none in one snapshot) are left for the next reader.
  const followed = changes.filter((w) => w.id <= auditId);
  return { epoch, auditId, writes: followed.length > MOST_ROWS ? null : followed };
}

/**
 * The students whose owed months the writes after audit row `from` may have changed, or "all"
 * when some write reaches further (or there were too many to follow).
 */
export function studentsChangedAfter(
  writes: LedgerChanges["writes"],
  from: number,
): "all" | Set<number> {
  if (writes === null) return "all";
  const students = new Set<number>();
  for (const write of writes) {
    if (write.id <= from) continue;
    const reach = reachOf(write);
    if (reach === "all") return "all";
    if (reach !== "none") for (const id of reach) students.add(id);
  }
  return students;
}
