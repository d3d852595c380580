import {
  addMonths,
  type BillingRules,
  type IsoDate,
  monthOf,
  OUTSTANDING_REPORT_MONTHS,
  unpaidMonthsForStudent,
} from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { StudentsTable } from "../../db/schema.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { studentClassesAndEnrollments } from "../classes/enrollments.ts";

// A student's privacy state (issue 29) lives in student_privacy, apart from the students
// table: the health notes can never reach a list through a `selectAll` of students, and the
// blocking flag is read here by the lists and reports that must leave a blocked person out.

export interface StudentPrivacyState {
  healthNotes: string | null;
  blocked: boolean;
  opposed: boolean;
  legalHoldReason: string | null;
  anonymizedAt: string | null;
}

const EMPTY: StudentPrivacyState = {
  healthNotes: null,
  blocked: false,
  opposed: false,
  legalHoldReason: null,
  anonymizedAt: null,
};

/** The privacy state of a student (the empty one when nothing was ever recorded). */
export async function privacyStateOf(
  db: Database,
  studentId: number,
): Promise<StudentPrivacyState> {
  if (!isStorableId(studentId)) return EMPTY;
  const row = await db
    .selectFrom("student_privacy")
    .selectAll()
    .where("student_id", "=", studentId)
    .executeTakeFirst();
  if (!row) return EMPTY;
  return {
    healthNotes: row.health_notes,
    blocked: row.blocked === 1,
    opposed: row.opposed === 1,
    legalHoldReason: row.legal_hold_reason,
    anonymizedAt: row.anonymized_at,
  };
}

/** Which of the given students are blocked (Ley 21.719): no list nor message reaches them. */
export async function blockedStudentIds(
  db: Database,
  studentIds: readonly number[],
): Promise<Set<number>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("student_privacy")
    .select("student_id")
    .where(idIn(db, "student_id", [...studentIds]))
    .where("blocked", "=", 1)
    .execute();
  return new Set(rows.map((r) => r.student_id));
}

/** Writes the privacy state of a student (inside the transaction of its audit row). */
export async function savePrivacyState(
  db: Database,
  studentId: number,
  state: StudentPrivacyState,
  now: string,
): Promise<void> {
  const values = {
    health_notes: state.healthNotes,
    blocked: state.blocked ? (1 as const) : (0 as const),
    opposed: state.opposed ? (1 as const) : (0 as const),
    legal_hold_reason: state.legalHoldReason,
    anonymized_at: state.anonymizedAt,
    updated_at: now,
  };
  await db
    .insertInto("student_privacy")
    .values({ student_id: studentId, ...values })
    .onConflict((oc) => oc.column("student_id").doUpdateSet(values))
    .execute();
}

/** A student row whether or not it was deleted (erasure and exports reach former students). */
export async function anyStudentRow(
  db: Database,
  id: number,
): Promise<Selectable<StudentsTable> | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom("students").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * What a student owes today over the outstanding report's reach (the same rule as her unpaid
 * months): enrollments in live classes, her live payments and waived months.
 */
export async function amountOwedBy(
  db: Database,
  studentId: number,
  today: IsoDate,
  rules: BillingRules,
): Promise<number> {
  const from = addMonths(monthOf(today), 1 - OUTSTANDING_REPORT_MONTHS);
  const [{ classes, enrollments }, payments, waivers] = await Promise.all([
    studentClassesAndEnrollments(db, studentId),
    db
      .selectFrom("payments")
      .select(["class_id", "payment_month"])
      .where("student_id", "=", studentId)
      .where("payment_month", ">=", from)
      .where("deleted_at", "is", null)
      .execute(),
    db
      .selectFrom("fee_waivers")
      .select("payment_month")
      .where("student_id", "=", studentId)
      .execute(),
  ]);
  const months = unpaidMonthsForStudent({
    today,
    count: OUTSTANDING_REPORT_MONTHS,
    rules,
    classes,
    enrollments,
    payments: payments.map((p) => ({ classId: p.class_id, paymentMonth: p.payment_month })),
    waivedMonths: waivers.map((w) => w.payment_month),
  });
  return months.reduce((sum, m) => sum + m.totalOutstandingAmount, 0);
}

/** Everything held about a student's enrollments, payments and waivers, for her export. */
export async function booksOfStudent(db: Database, studentId: number) {
  const [enrollments, payments, waivers] = await Promise.all([
    db
      .selectFrom("enrollments")
      .innerJoin("classes", "classes.id", "enrollments.class_id")
      .select([
        "enrollments.id",
        "enrollments.class_id",
        "classes.name as class_name",
        "enrollments.enrollment_date",
        "enrollments.ended_on",
        "enrollments.notes",
      ])
      .where("enrollments.student_id", "=", studentId)
      .orderBy("enrollments.enrollment_date")
      .orderBy("enrollments.id")
      .execute(),
    db
      .selectFrom("payments")
      .innerJoin("classes", "classes.id", "payments.class_id")
      .select([
        "payments.id",
        "payments.receipt_number",
        "payments.class_id",
        "classes.name as class_name",
        "payments.amount",
        "payments.payment_month",
        "payments.payment_date",
        "payments.payment_method",
        "payments.is_late_payment",
        "payments.notes",
        "payments.deleted_at",
      ])
      .where("payments.student_id", "=", studentId)
      .orderBy("payments.payment_month")
      .orderBy("payments.id")
      .execute(),
    db
      .selectFrom("fee_waivers")
      .select(["payment_month", "reason", "created_at"])
      .where("student_id", "=", studentId)
      .orderBy("payment_month")
      .execute(),
  ]);
  return { enrollments, payments, waivers };
}

/** The audit entries about a student: her record, her privacy, her enrollments and payments. */
export async function auditEntriesAbout(
  db: Database,
  studentId: number,
  enrollmentIds: readonly number[],
  paymentIds: readonly number[],
) {
  const id = String(studentId);
  return db
    .selectFrom("audit_log")
    .select(["id", "at", "action", "entity", "entity_id", "before", "after"])
    .where((eb) =>
      eb.or([
        eb.and([eb("entity", "in", ["student", "student-privacy"]), eb("entity_id", "=", id)]),
        ...(enrollmentIds.length > 0
          ? [
              eb.and([
                eb("entity", "=", "enrollment"),
                eb("entity_id", "in", enrollmentIds.map(String)),
              ]),
            ]
          : []),
        ...(paymentIds.length > 0
          ? [eb.and([eb("entity", "=", "payment"), eb("entity_id", "in", paymentIds.map(String))])]
          : []),
      ]),
    )
    .orderBy("id")
    .execute();
}

/** Facts retention needs of every student not yet anonymised (one query per table). */
export async function retentionFacts(db: Database) {
  const [students, enrollments, privacy] = await Promise.all([
    db.selectFrom("students").select(["id", "first_name", "last_name", "created_at"]).execute(),
    db.selectFrom("enrollments").select(["student_id", "enrollment_date", "ended_on"]).execute(),
    db
      .selectFrom("student_privacy")
      .select(["student_id", "legal_hold_reason", "anonymized_at"])
      .execute(),
  ]);
  return { students, enrollments, privacy };
}
