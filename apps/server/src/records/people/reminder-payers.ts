import {
  groupBy,
  type IsoDate,
  type ReminderGuardianFacts,
  type ReminderStudentFacts,
  reminderPayerOf,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { guardiansOfStudents } from "./guardians.ts";

// Who pays for each owing student (issue 36), for the reminders and for the debt reports' rows:
// her birth date (a minor is never written to) and her guardians, in two queries.

/** A student as the reports list her: her phone is already null when her data are blocked. */
type ListedStudent = { id: number; fullName: string; phone: string | null };

/** A student's birth date and her guardians (payer first), as the reminders weigh them. */
type StudentPayerFacts = { birthDate: string | null; guardians: ReminderGuardianFacts[] };

/**
 * Each database's students' payer facts as last read, with the records version they were read
 * at: none of them is money, so a payment leaves them as they were and the debts and reminders
 * recomputed after it read only the students not read before (issue 37: under payments these
 * two reads were a tenth of the reports' statements).
 */
const keptFacts = new WeakMap<
  Database,
  { records: number; byStudent: Map<number, StudentPayerFacts> }
>();

/**
 * The students with their birth dates, and their guardians (payer first, students by id).
 * `versions`: the request's (records-memo.ts), to reuse what was read at the same records
 * version; without them everything is read.
 */
export async function loadPayerFacts(
  db: Database,
  students: readonly ListedStudent[],
  versions?: Promise<DataVersions>,
): Promise<{ students: ReminderStudentFacts[]; guardians: ReminderGuardianFacts[] }> {
  const ids = [...new Set(students.map((s) => s.id))].filter(isStorableId).sort((a, b) => a - b);
  if (ids.length === 0) return { students: [], guardians: [] };
  const records = versions ? (await versions).records : undefined;
  let kept = records === undefined ? undefined : keptFacts.get(db);
  if (records !== undefined && kept?.records !== records) {
    kept = { records, byStudent: new Map() };
    keptFacts.set(db, kept);
  }
  const byStudent = kept?.byStudent ?? new Map<number, StudentPayerFacts>();
  const missing = ids.filter((id) => !byStudent.has(id));
  if (missing.length > 0) {
    const [rows, links] = await Promise.all([
      db
        .selectFrom("students")
        .select(["id", "birth_date"])
        .where(idIn(db, "id", missing))
        .execute(),
      guardiansOfStudents(db, missing),
    ]);
    for (const id of missing) byStudent.set(id, { birthDate: null, guardians: [] });
    for (const r of rows) (byStudent.get(r.id) as StudentPayerFacts).birthDate = r.birth_date;
    for (const g of links) {
      byStudent.get(g.studentId)?.guardians.push({
        studentId: g.studentId,
        guardianId: g.guardianId,
        fullName: g.fullName,
        phone: g.phone,
        relationship: g.relationship,
        isPayer: g.isPayer,
      });
    }
  }
  return {
    students: students.map((s) => ({ ...s, birthDate: byStudent.get(s.id)?.birthDate ?? null })),
    guardians: ids.flatMap((id) => byStudent.get(id)?.guardians ?? []),
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
  versions?: Promise<DataVersions>,
): Promise<Map<number, { payerName: string; payerPhone: string | null }>> {
  const facts = await loadPayerFacts(db, students, versions);
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
