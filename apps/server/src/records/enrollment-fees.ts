import {
  type EnrollmentFeeItem,
  enrollmentFeeChargeId,
  enrollmentFeeItems,
  enrollmentFeeOf,
  enrollmentFeesDue,
  type FamilySettings,
  type IsoDate,
} from "@nova/domain";
import type { Database } from "../db/database.ts";
import { isStorableId } from "../lib/db-helpers.ts";
import { writeAudit } from "./audit-log.ts";
import { payersOfStudents } from "./guardians.ts";

// The enrollment fee (matrícula, issue 26 item 5; decision 0061): stored when an enrollment is
// created (the amount of that day), read beside the class months by the student's page, the
// family statement and the debts report, paid by receipt lines of its own table.

/**
 * Charges the enrollment fee the new enrollment causes, if any (inside the enrollment's
 * transaction): none when the studio's fee is 0 or the student (or her family, when the fee is
 * per family) was already charged for that season. The unique `charge_id` makes two
 * enrollments racing charge one fee: the second insert does nothing.
 */
export async function chargeEnrollmentFee(
  trx: Database,
  families: FamilySettings,
  enrollment: { id: number; studentId: number; enrollmentDate: IsoDate },
  audit: { userId: number | null; at: string },
): Promise<void> {
  const fee = enrollmentFeeOf(families);
  if (fee.amount <= 0) return;
  const payer = (await payersOfStudents(trx, [enrollment.studentId])).get(enrollment.studentId);
  const [due] = enrollmentFeesDue({
    fee,
    enrollments: [
      {
        studentId: enrollment.studentId,
        payerGuardianId: payer ?? null,
        date: enrollment.enrollmentDate,
      },
    ],
    alreadyCharged: new Set(),
  });
  if (!due) return;
  const chargeId = enrollmentFeeChargeId(due.key, due.season);
  const row = await trx
    .insertInto("enrollment_fee_charges")
    .values({
      charge_id: chargeId,
      student_id: due.studentId,
      guardian_id: due.key.startsWith("guardian:") ? (payer ?? null) : null,
      season: due.season,
      amount: due.amount,
      due_date: due.dueDate,
      enrollment_id: enrollment.id,
      created_at: audit.at,
      voided_at: null,
      voided_by: null,
      void_reason: null,
    })
    .onConflict((oc) => oc.column("charge_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return;
  await writeAudit(trx, {
    userId: audit.userId,
    action: "create",
    entity: "enrollment_fee",
    entityId: row.id,
    after: { chargeId, studentId: due.studentId, season: due.season, amount: due.amount },
    at: audit.at,
  });
}

/**
 * The live enrollment fees charged to some students with what their live lines paid (two
 * queries), oldest first; paid ones included (callers keep what they show).
 */
export async function loadEnrollmentFeeItems(
  db: Database,
  studentIds: readonly number[],
): Promise<EnrollmentFeeItem[]> {
  const ids = [...new Set(studentIds)].filter(isStorableId);
  if (ids.length === 0) return [];
  const charges = await db
    .selectFrom("enrollment_fee_charges")
    .select(["id", "charge_id", "student_id", "season", "amount", "due_date"])
    .where("student_id", "in", ids)
    .where("voided_at", "is", null)
    .orderBy("due_date")
    .orderBy("id")
    .execute();
  if (charges.length === 0) return [];
  const lines = await db
    .selectFrom("enrollment_fee_payments")
    .select(["fee_charge_id", "amount"])
    .where(
      "fee_charge_id",
      "in",
      charges.map((c) => c.id),
    )
    .where("deleted_at", "is", null)
    .execute();
  return enrollmentFeeItems({
    charges: charges.map((c) => ({
      id: c.id,
      chargeId: c.charge_id,
      studentId: c.student_id,
      season: c.season,
      amount: c.amount,
      dueDate: c.due_date,
    })),
    lines: lines.map((l) => ({ chargeId: l.fee_charge_id, amount: l.amount })),
  });
}
