import {
  type BillingRules,
  type IsoDate,
  isMethodAccepted,
  isValidPaymentAmount,
  type LedgerItem,
  PAYMENT_METHOD_LABELS,
  type PaymentLine,
  type PaymentMethod,
  paymentDateProblem,
  paymentMonthProblem,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/permissions.ts";
import { classesByIds } from "../classes/classes.ts";
import { enrollmentsOfStudents } from "../classes/enrollments.ts";
import { liveStudentIds } from "../people/students.ts";
import { itemsFor, keyOf } from "./receipt-write.ts";

// The checks of a receipt staff write (issue 35): the desk's POST /api/receipts and a transfer
// notice confirmed from the inbox run the same ones, so a receipt is never dated on a day that
// does not exist, after today, or with a month more than 12 months ahead, whichever way in.

/** A method the studio does not accept is refused: 400 on paymentMethod. */
export function checkPaymentMethod(method: PaymentMethod, rules: BillingRules) {
  if (!isMethodAccepted(method, rules)) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "paymentMethod", rejectedValue: method },
      `El estudio no acepta pagos con ${PAYMENT_METHOD_LABELS[method]}`,
    );
  }
}

/** A payment dated on no real day, or after today (studio calendar), is refused: 400 on paymentDate. */
export function checkPaymentDate(paymentDate: IsoDate, today: IsoDate) {
  const problem = paymentDateProblem(paymentDate, today);
  if (problem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "paymentDate", rejectedValue: paymentDate },
      problem,
    );
  }
}

/**
 * A line dated on or before its month's due date is on time. When that due date has already
 * passed today, such a date hides a late payment (and its surcharge), so only an admin may
 * backdate it; staff record what they receive today.
 */
export function checkBackdating(
  user: AuthUser,
  line: { isLatePayment: boolean; lateToday: boolean },
) {
  if (line.isLatePayment || !line.lateToday) return;
  requireAdmin(
    user,
    "Solo un administrador puede registrar con una fecha anterior al vencimiento un pago que hoy ya está atrasado",
  );
}

/**
 * The checks of one line that do not depend on what remains (checked when written): a valid
 * month the student may pay (not before her enrollment, at most 12 months after the payment
 * date), a class she is billed for that month, and an amount in whole pesos.
 */
export async function checkReceiptLines(
  db: Database,
  lines: readonly PaymentLine[],
  paymentDate: IsoDate,
) {
  if (lines.length === 0) return;
  // The lines' students, classes and enrollments in three queries whatever the number of lines
  // (issue 37: three per line before), then checked line by line in the same order as before.
  const [students, classes, enrollments] = await Promise.all([
    liveStudentIds(
      db,
      lines.map((l) => l.studentId),
    ),
    classesByIds(
      db,
      lines.map((l) => l.classId),
    ),
    enrollmentsOfStudents(
      db,
      lines.map((l) => l.studentId),
    ),
  ]);
  const classIds = new Set(classes.map((c) => c.id));
  for (const line of lines) {
    if (!students.has(line.studentId)) {
      throw failure("STUDENT_NOT_FOUND", { rejectedValue: line.studentId });
    }
    if (!classIds.has(line.classId)) {
      throw failure("CLASS_NOT_FOUND", { rejectedValue: line.classId });
    }
    const problem = paymentMonthProblem(
      line.paymentMonth,
      paymentDate,
      enrollments.filter((e) => e.classId === line.classId && e.studentId === line.studentId),
    );
    if (problem) {
      throw failure(
        "PAYMENT_MONTH_INVALID",
        { field: "paymentMonth", rejectedValue: line.paymentMonth },
        problem,
      );
    }
    if (!isValidPaymentAmount(line.amount)) {
      throw failure("INVALID_PAYMENT_AMOUNT", { field: "amount", rejectedValue: line.amount });
    }
  }
}

/** Only an admin backdates a line whose month is late today to on or before its due date. */
export async function checkLinesBackdating(
  db: Database,
  user: AuthUser,
  lines: readonly PaymentLine[],
  studio: { rules: BillingRules; today: IsoDate },
  paymentDate: IsoDate,
) {
  const { items } = await itemsFor(db, lines, studio.rules, paymentDate);
  linesBackdating(user, lines, studio, paymentDate)(items);
}

/**
 * The backdating check of `checkLinesBackdating` on items already read: what a receipt write
 * runs on the items it reads under its locks (`writeReceipt`'s `checkItems`), so the student's
 * ledger is read once per payment (issue 37).
 */
export function linesBackdating(
  user: AuthUser,
  lines: readonly PaymentLine[],
  studio: { today: IsoDate },
  paymentDate: IsoDate,
) {
  return (items: ReadonlyMap<string, LedgerItem>) => {
    for (const line of lines) {
      const item = items.get(keyOf(line));
      if (!item) continue;
      checkBackdating(user, {
        isLatePayment: paymentDate > item.dueDate,
        lateToday: studio.today > item.dueDate,
      });
    }
  };
}
