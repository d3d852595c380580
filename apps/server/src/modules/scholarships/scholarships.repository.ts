import type { ScholarshipData } from "@nova/domain";
import type { Database } from "../../db/database.ts";

// The scholarships module's writes; the reads other modules share are in records/ledger/scholarships.ts.

/** A new live scholarship of a student; returns its row. */
export async function insertScholarship(
  db: Database,
  studentId: number,
  data: ScholarshipData,
  by: { userId: number; at: string },
) {
  return db
    .insertInto("student_scholarships")
    .values({
      student_id: studentId,
      kind: data.kind,
      value: data.value,
      from_month: data.fromMonth,
      to_month: data.toMonth,
      reason: data.reason,
      created_at: by.at,
      created_by: by.userId,
      ended_at: null,
      ended_by: null,
      end_reason: null,
      end_month: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends a scholarship that is still live; false when it had already ended. */
export async function endLiveScholarship(
  db: Database,
  id: number,
  end: { userId: number; at: string; reason: string; endMonth: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("student_scholarships")
    .set({
      ended_at: end.at,
      ended_by: end.userId,
      end_reason: end.reason,
      end_month: end.endMonth,
    })
    .where("id", "=", id)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
