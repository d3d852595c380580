import type { Scholarship, ScholarshipResponse, YearMonth } from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { StudentScholarshipsTable } from "../../db/schema.ts";
import { idIn, listIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

// Scholarships and one-off discounts per student (issue 26 item 4): read by the ledger's
// loaders (the live ones, as `families.scholarships`) and by the student's page.

type Row = Selectable<StudentScholarshipsTable>;

/**
 * Some students as a prepared query asks for them (db/prepared-query.ts): the slot of their ids
 * (one parameter, sql-fragments.ts's listParameter) and whether it holds one id.
 */
export interface StudentsSlot {
  studentsSlot: unknown;
  one: boolean;
}

const kindOf = (kind: string): Scholarship["kind"] => (kind === "amount" ? "amount" : "percent");

export function toScholarshipResponse(r: Row): ScholarshipResponse {
  return {
    id: r.id,
    studentId: r.student_id,
    kind: kindOf(r.kind),
    value: r.value,
    fromMonth: r.from_month,
    toMonth: r.to_month,
    reason: r.reason,
    createdAt: r.created_at,
    createdBy: r.created_by,
    endedAt: r.ended_at,
    endedBy: r.ended_by,
    endReason: r.end_reason,
    endMonth: r.end_month,
  };
}

/**
 * The live (not ended) scholarships the ledger applies: of some students, or in force in a
 * month (every student). One query on a small table.
 */
export async function liveScholarships(
  db: Database,
  who: { studentIds: readonly number[] } | { month: YearMonth } | { months: readonly YearMonth[] },
): Promise<Scholarship[]> {
  const query = liveScholarshipsQuery(db, who);
  if (!query) return [];
  const rows = await query.orderBy("id").execute();
  return rows.map(toLiveScholarship);
}

/**
 * The query of `liveScholarships` (its columns: id, student_id, kind, value, from_month,
 * to_month, reason, end_month), for a caller that reads it with another (issue 37), or null
 * when no student is asked for.
 */
export function liveScholarshipsQuery(
  db: Database,
  who:
    | { studentIds: readonly number[] }
    | StudentsSlot
    | { month: YearMonth }
    | { months: readonly YearMonth[] },
) {
  // Live ones, and ended ones up to the month they were ended in (a voided one: none).
  let query = db
    .selectFrom("student_scholarships")
    .select(["id", "student_id", "kind", "value", "from_month", "to_month", "reason", "end_month"])
    .where((eb) => eb.or([eb("ended_at", "is", null), eb("end_month", "is not", null)]));
  if ("studentsSlot" in who) {
    return query.where(listIn(db, "student_id", who.studentsSlot, who.one, "integer"));
  }
  if ("studentIds" in who) {
    const ids = [...new Set(who.studentIds)].filter(isStorableId);
    if (ids.length === 0) return null;
    return query.where(idIn(db, "student_id", ids));
  }
  // Those reaching any of the months (issue 37: several months are read in one query, each
  // month then keeps its own with `scholarshipsOfMonth`).
  const months = "months" in who ? [...who.months].sort() : [who.month];
  const first = months[0];
  const last = months[months.length - 1];
  if (first === undefined || last === undefined) return null;
  query = query
    .where("from_month", "<=", last)
    .where((eb) => eb.or([eb("to_month", "is", null), eb("to_month", ">=", first)]))
    .where((eb) => eb.or([eb("end_month", "is", null), eb("end_month", ">=", first)]));
  return query;
}

/** A row of `liveScholarshipsQuery` as the ledger applies it. */
export function toLiveScholarship(
  r: Pick<
    Row,
    "student_id" | "kind" | "value" | "from_month" | "to_month" | "reason" | "end_month"
  >,
): Scholarship {
  return {
    studentId: r.student_id,
    kind: kindOf(r.kind),
    value: r.value,
    fromMonth: r.from_month,
    toMonth:
      r.end_month === null
        ? r.to_month
        : r.to_month === null || r.end_month < r.to_month
          ? r.end_month
          : r.to_month,
    reason: r.reason,
  };
}

/** Of scholarships read for several months (`liveScholarships`), those reaching `month`. */
export function scholarshipsOfMonth(
  scholarships: readonly Scholarship[],
  month: YearMonth,
): Scholarship[] {
  return scholarships.filter(
    (s) => s.fromMonth <= month && (s.toMonth === null || s.toMonth >= month),
  );
}

/** Every scholarship of a student, ended ones included, newest first. */
export async function scholarshipsOfStudent(db: Database, studentId: number) {
  const rows = await db
    .selectFrom("student_scholarships")
    .selectAll()
    .where("student_id", "=", studentId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toScholarshipResponse);
}

export async function findScholarship(db: Database, studentId: number, id: number) {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("student_scholarships")
    .selectAll()
    .where("id", "=", id)
    .where("student_id", "=", studentId)
    .executeTakeFirst();
  return row ? toScholarshipResponse(row) : undefined;
}
