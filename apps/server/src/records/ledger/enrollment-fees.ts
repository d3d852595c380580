import {
  type EnrollmentFeeItem,
  enrollmentFeeChargeId,
  enrollmentFeeItems,
  enrollmentFeeOf,
  enrollmentFeesDue,
  type FamilySettings,
  formatCLP,
  type IsoDate,
} from "@nova/domain";
import type { Selectable } from "kysely";
import type { Database } from "../../db/database.ts";
import type { EnrollmentFeeChargesTable } from "../../db/schema.ts";
import { fullNameSql, idIn, reachablePhoneSql } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../audit/audit-log.ts";
import { payersOfStudents } from "../people/guardians.ts";

// The enrollment fee (matrícula, issue 26 item 5; decision 0062): stored when an enrollment is
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

/** The stored columns of a fee charge its paid and remaining amounts are computed from. */
type FeeChargeRow = Pick<
  Selectable<EnrollmentFeeChargesTable>,
  "id" | "charge_id" | "student_id" | "season" | "amount" | "due_date"
>;

/**
 * Some charges with what their live lines paid: the lines read in one query, the sums by the
 * domain rule. Every reader of fees goes through it, so "paid" (voided lines left out) is
 * written once.
 */
async function itemsOfCharges(
  db: Database,
  charges: readonly FeeChargeRow[],
): Promise<EnrollmentFeeItem[]> {
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
    .where(idIn(db, "student_id", ids))
    .where("voided_at", "is", null)
    .orderBy("due_date")
    .orderBy("id")
    .execute();
  if (charges.length === 0) return [];
  return itemsOfCharges(db, charges);
}

/** A fee line to write: the charge, its student (read from the charge) and the amount. */
export interface FeeLine {
  enrollmentFeeId: number;
  studentId: number;
  amount: number;
}

/**
 * The students of live fee charges (ENROLLMENT_FEE_NOT_FOUND for an unknown or voided one):
 * what a receipt locks and checks the payer of before writing the lines.
 */
export async function resolveFeeLines(
  db: Database,
  lines: readonly { enrollmentFeeId: number; amount: number }[],
): Promise<FeeLine[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((l) => l.enrollmentFeeId).filter(isStorableId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("enrollment_fee_charges")
          .select(["id", "student_id"])
          .where(idIn(db, "id", ids))
          .where("voided_at", "is", null)
          .execute();
  const studentOf = new Map(rows.map((r) => [r.id, r.student_id]));
  return lines.map((l) => {
    const studentId = studentOf.get(l.enrollmentFeeId);
    if (studentId === undefined) {
      throw failure("ENROLLMENT_FEE_NOT_FOUND", { rejectedValue: l.enrollmentFeeId });
    }
    return { ...l, studentId };
  });
}

/**
 * Writes a receipt's fee lines in its transaction, after the caller locked the students'
 * ledgers: re-reads what remains of each fee under those locks and refuses a line above it
 * (PAYMENT_EXCEEDS_REMAINING, with the amount), so two payments racing for one fee cannot
 * both take it.
 */
export async function writeFeeLines(
  trx: Database,
  receipt: {
    id: number;
    paymentDate: IsoDate;
    paymentMethod: string;
    /** Each line's own method, in order (a receipt paid several ways, issue 36). */
    lineMethods?: readonly string[];
  },
  lines: readonly FeeLine[],
  audit: { userId: number | null; at: string },
): Promise<void> {
  if (lines.length === 0) return;
  const items = new Map(
    (
      await loadEnrollmentFeeItems(
        trx,
        lines.map((l) => l.studentId),
      )
    ).map((i) => [i.id, i]),
  );
  for (const [index, line] of lines.entries()) {
    const item = items.get(line.enrollmentFeeId);
    if (!item) throw failure("ENROLLMENT_FEE_NOT_FOUND", { rejectedValue: line.enrollmentFeeId });
    if (line.amount > item.remainingAmount) {
      throw failure(
        "PAYMENT_EXCEEDS_REMAINING",
        {
          field: "enrollmentFeeLines",
          rejectedValue: line.amount,
          remainingAmount: item.remainingAmount,
          studentId: line.studentId,
        },
        item.remainingAmount === 0
          ? `La ${item.label.toLowerCase()} ya está pagada`
          : `El monto (${formatCLP(line.amount)}) supera lo que queda de la ${item.label.toLowerCase()}: ${formatCLP(item.remainingAmount)}`,
      );
    }
    item.remainingAmount -= line.amount;
    const row = await trx
      .insertInto("enrollment_fee_payments")
      .values({
        fee_charge_id: line.enrollmentFeeId,
        student_id: line.studentId,
        receipt_id: receipt.id,
        amount: line.amount,
        payment_date: receipt.paymentDate,
        payment_method: receipt.lineMethods?.[index] ?? receipt.paymentMethod,
        created_by: audit.userId,
        created_at: audit.at,
        deleted_at: null,
        deleted_by: null,
        void_reason: null,
        // What the receipt says remains of the fee (issue 36): a fact of this moment.
        remaining_after: item.remainingAmount,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      userId: audit.userId,
      action: "create",
      entity: "enrollment-fee-payment",
      entityId: row.id,
      after: { ...line, receiptId: receipt.id, label: item.label },
      at: audit.at,
    });
  }
}

/** A live fee line (its student and receipt), or undefined. */
export async function findLiveFeeLine(db: Database, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom("enrollment_fee_payments")
    .select(["id", "student_id", "receipt_id", "amount", "payment_date", "fee_charge_id"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Voids a live fee line with a reason; false when it was voided meanwhile. */
export async function voidFeeLine(
  db: Database,
  id: number,
  by: { userId: number; at: string; reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable("enrollment_fee_payments")
    .set({ deleted_at: by.at, deleted_by: by.userId, void_reason: by.reason })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Every live enrollment fee of a live student that still owes something, with the student's
 * name and phone (none for a blocked person, as the month ledger), for the debts report: two
 * queries whatever the studio's size.
 */
export async function loadOwedEnrollmentFees(db: Database) {
  const charges = await db
    .selectFrom("enrollment_fee_charges as fc")
    .innerJoin("students", "students.id", "fc.student_id")
    .leftJoin("student_privacy", "student_privacy.student_id", "students.id")
    .select((eb) => [
      "fc.id",
      "fc.charge_id",
      "fc.student_id",
      "fc.season",
      "fc.amount",
      "fc.due_date",
      fullNameSql(eb).as("full_name"),
      reachablePhoneSql(eb).as("phone"),
    ])
    .where("fc.voided_at", "is", null)
    .where("students.deleted_at", "is", null)
    .execute();
  if (charges.length === 0) return { students: [], items: [] };
  const items = (await itemsOfCharges(db, charges)).filter((i) => i.remainingAmount > 0);
  const owing = new Set(items.map((i) => i.studentId));
  const students = new Map<number, { id: number; fullName: string; phone: string | null }>();
  for (const c of charges) {
    if (owing.has(c.student_id)) {
      students.set(c.student_id, { id: c.student_id, fullName: c.full_name, phone: c.phone });
    }
  }
  return { students: [...students.values()], items };
}

/**
 * The matrícula an enrollment of this student (or of a new student: null) on `date` would
 * charge, by the same rule as chargeEnrollmentFee, without writing it (the enroll dialogs'
 * preview, issue 36): null when the fee is 0 or that key and season were already charged.
 */
export async function enrollmentFeeWouldCharge(
  db: Database,
  families: FamilySettings,
  studentId: number | null,
  date: IsoDate,
): Promise<{ amount: number; season: number } | null> {
  const fee = enrollmentFeeOf(families);
  if (fee.amount <= 0) return null;
  const payer =
    studentId === null ? undefined : (await payersOfStudents(db, [studentId])).get(studentId);
  const [due] = enrollmentFeesDue({
    fee,
    enrollments: [{ studentId: studentId ?? 0, payerGuardianId: payer ?? null, date }],
    alreadyCharged: new Set(),
  });
  if (!due) return null;
  if (studentId !== null) {
    const charged = await db
      .selectFrom("enrollment_fee_charges")
      .select("id")
      .where("charge_id", "=", enrollmentFeeChargeId(due.key, due.season))
      .executeTakeFirst();
    if (charged) return null;
  }
  return { amount: due.amount, season: due.season };
}
