import { sql } from "kysely";
import { LEDGER_EPOCH_ROW } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";

// Which students' owed months a run of writes changed (issue 37). Every API write appends an
// audit row in its own transaction, one writer at a time (the chain's lock), so the audit ids are
// the order in which writes became visible: a kept month computed when the trail ended at id A
// is brought up to date by recomputing only the students named by the rows after A. A write
// made behind the API leaves no row and moves the ledger's epoch instead (db/data-version.ts):
// then everything is computed again, as it is for a write whose reach is the whole studio (a
// setting, a class's price, a guardian's family).

/** Where the ledger's inputs stand: the epoch and the last audit row. */
export interface LedgerPosition {
  epoch: number;
  auditId: number;
}

/** A write's reach in the owed months: none, some students (and their families), or all. */
export type LedgerReach = "none" | "all" | readonly number[];

/** Audited records no owed month reads: their writes leave every kept month as it is. */
const OUTSIDE_THE_LEDGER = new Set([
  "attendance",
  "cash-close",
  // Enrollment fees are charged and paid apart from the monthly fees.
  "enrollment-fee-payment",
  "list-export",
  "portal-link",
  "site-photo",
  "tax-document",
  "teacher",
  "teacher-honorarios",
  "user",
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
  if (write.entity === "student" && write.action === "create") {
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

/** The epoch and the audit trail's end, in one read. */
export async function readLedgerPosition(db: Database): Promise<LedgerPosition> {
  const rows = await db
    .selectFrom("data_version")
    .select([sql<number>`0`.as("kind"), "version as value"])
    .where("id", "=", LEDGER_EPOCH_ROW)
    .unionAll(
      db.selectFrom("audit_chain_head").select([sql<number>`1`.as("kind"), "last_id as value"]),
    )
    .execute();
  const read = (kind: number) => Number(rows.find((r) => Number(r.kind) === kind)?.value ?? 0);
  return { epoch: read(0), auditId: read(1) };
}

/**
 * The students whose owed months the writes after audit row `from` up to `to` may have changed,
 * or "all" when some write reaches further (or there are too many to follow).
 */
export async function studentsChangedBetween(
  db: Database,
  from: number,
  to: number,
): Promise<"all" | Set<number>> {
  if (to <= from) return new Set();
  if (to - from > MOST_ROWS) return "all";
  const rows = await db
    .selectFrom("audit_log")
    .select(["entity", "action", "entity_id", "before", "after"])
    .where("id", ">", from)
    .where("id", "<=", to)
    .execute();
  const students = new Set<number>();
  for (const row of rows) {
    const reach = reachOf(row);
    if (reach === "all") return "all";
    if (reach !== "none") for (const id of reach) students.add(id);
  }
  return students;
}

/**
 * `students` and every student sharing a paying guardian with one of them: a family's discounts
 * rank its children's charges together, so a change to one may change her siblings' owed.
 */
export async function withTheirFamilies(
  db: Database,
  students: ReadonlySet<number>,
): Promise<Set<number>> {
  const all = new Set(students);
  if (students.size === 0) return all;
  const siblings = await db
    .selectFrom("student_guardians as own")
    .innerJoin("student_guardians as sibling", "sibling.guardian_id", "own.guardian_id")
    .select("sibling.student_id")
    .where("own.is_payer", "=", 1)
    .where("sibling.is_payer", "=", 1)
    .where("own.student_id", "in", [...students])
    .execute();
  for (const s of siblings) all.add(s.student_id);
  return all;
}
