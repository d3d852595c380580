import type { Database } from "../../db/database.ts";
import { isStorableId } from "../../lib/db-helpers.ts";

/** Students whose late fee of `month` was waived (all of them, or the given one). */
export async function waivedStudentIds(db: Database, month: string, studentId?: number) {
  // An id beyond the column's range names nobody (and PostgreSQL would reject the query).
  if (studentId !== undefined && !isStorableId(studentId)) return [];
  let query = db.selectFrom("fee_waivers").select("student_id").where("payment_month", "=", month);
  if (studentId !== undefined) query = query.where("student_id", "=", studentId);
  return (await query.execute()).map((r) => r.student_id);
}

/** A student's waivers, newest month first. */
export async function studentWaivers(db: Database, studentId: number) {
  if (!isStorableId(studentId)) return [];
  return db
    .selectFrom("fee_waivers")
    .select(["id", "student_id", "payment_month", "reason", "created_at"])
    .where("student_id", "=", studentId)
    .orderBy("payment_month", "desc")
    .execute();
}

export async function findWaiver(db: Database, studentId: number, month: string) {
  return db
    .selectFrom("fee_waivers")
    .selectAll()
    .where("student_id", "=", studentId)
    .where("payment_month", "=", month)
    .executeTakeFirst();
}

export async function insertWaiver(
  db: Database,
  waiver: { studentId: number; month: string; reason: string; createdBy: number; at: string },
) {
  const row = await db
    .insertInto("fee_waivers")
    .values({
      student_id: waiver.studentId,
      payment_month: waiver.month,
      reason: waiver.reason,
      created_by: waiver.createdBy,
      created_at: waiver.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
