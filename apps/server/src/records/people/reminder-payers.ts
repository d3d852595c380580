import {
  groupBy,
  type IsoDate,
  type ReminderGuardianFacts,
  type ReminderStudentFacts,
  reminderPayerOf,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { guardiansOfStudents } from "./guardians.ts";

// Who pays for each owing student (issue 36), for the reminders and for the debt reports' rows:
// her birth date (a minor is never written to) and her guardians, in two queries.

/** A student as the reports list her: her phone is already null when her data are blocked. */
type ListedStudent = { id: number; fullName: string; phone: string | null };

/** The students with their birth dates, and their guardians (payer first). */
export async function loadPayerFacts(
  db: Database,
  students: readonly ListedStudent[],
): Promise<{ students: ReminderStudentFacts[]; guardians: ReminderGuardianFacts[] }> {
  const ids = [...new Set(students.map((s) => s.id))].filter(isStorableId);
  if (ids.length === 0) return { students: [], guardians: [] };
  const [rows, links] = await Promise.all([
    db
      .selectFrom("students")
      .select(["id", "birth_date"])
      .where(idIn(db, "id", ids))
      .execute(),
    guardiansOfStudents(db, ids),
  ]);
  const births = new Map(rows.map((r) => [r.id, r.birth_date]));
  return {
    students: students.map((s) => ({ ...s, birthDate: births.get(s.id) ?? null })),
    guardians: links.map((g) => ({
      studentId: g.studentId,
      guardianId: g.guardianId,
      fullName: g.fullName,
      phone: g.phone,
      relationship: g.relationship,
      isPayer: g.isPayer,
    })),
  };
}

/**
 * These students and every student who shares a guardian with one of them: whoever may be in
 * the same payer's reminder. A page of reminders reads the payers of these, not of the studio.
 */
export async function withGuardianSiblings(
  db: Database,
  studentIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(studentIds)].filter(isStorableId);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("student_guardians as own")
    .innerJoin("student_guardians as other", "other.guardian_id", "own.guardian_id")
    .select("other.student_id")
    .where(idIn(db, "own.student_id", ids))
    .execute();
  return new Set([...ids, ...rows.map((r) => r.student_id)]);
}

/** Each student's payer's name and phone (the debt reports' rows). */
export async function payerContacts(
  db: Database,
  students: readonly ListedStudent[],
  today: IsoDate,
): Promise<Map<number, { payerName: string; payerPhone: string | null }>> {
  const facts = await loadPayerFacts(db, students);
  // Each student's own guardians, found once: filtering the whole list per student was
  // quadratic (20,000 owing students took 150 ms here alone, issue 37).
  const guardiansOf = groupBy(facts.guardians, (g) => g.studentId);
  return new Map(
    facts.students.map((s) => {
      const payer = reminderPayerOf(s, guardiansOf.get(s.id) ?? [], today);
      return [s.id, { payerName: payer.name, payerPhone: payer.phone }];
    }),
  );
}
