import { enrollmentEndDate, groupBy } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { endEnrollments, openEnrollmentsOf } from "./enrollments.repository.ts";

/**
 * Closes every open enrollment of a student or a class (when either is deleted) as of
 * `today`, keeping them as history, and returns the ids closed for the audit row. Each ends on
 * the domain's end date; enrollments sharing an end date are closed with one statement.
 */
export async function closeOpenEnrollments(
  db: Database,
  by: { studentId: number } | { classId: number },
  today: string,
): Promise<number[]> {
  const open = await openEnrollmentsOf(db, by);
  const byEndDate = groupBy(open, (e) => enrollmentEndDate(e.enrollmentDate, today));
  for (const [endedOn, enrollments] of byEndDate) {
    await endEnrollments(
      db,
      enrollments.map((e) => e.id),
      endedOn,
    );
  }
  return open.map((e) => e.id);
}
