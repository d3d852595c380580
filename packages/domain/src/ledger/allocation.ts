import { formatMonthEs, type YearMonth } from "../calendar/month";
import { type CheckResult, fail } from "../errors/domain-error";
import { formatCLP } from "../money/format";

/** An owed month a payment may pay: its key, and what remains of it. */
export type OwedLine = {
  studentId: number;
  classId: number;
  paymentMonth: YearMonth;
  remainingAmount: number;
};

/** A line a payment pays: which month of which class of which student, and how much. */
export type PaymentLine = {
  studentId: number;
  classId: number;
  paymentMonth: YearMonth;
  amount: number;
};

/**
 * Spreads a total without lines over owed months, oldest month first (in the given order
 * among months alike), each month taking at most what remains of it. Whatever the months
 * cannot take comes back as `unallocated`: the caller refuses a payment above what is owed.
 */
export function allocateOldestFirst(
  total: number,
  owed: readonly OwedLine[],
): { lines: PaymentLine[]; unallocated: number } {
  const ordered = owed
    .map((o, index) => ({ o, index }))
    .sort((a, b) =>
      a.o.paymentMonth < b.o.paymentMonth
        ? -1
        : a.o.paymentMonth > b.o.paymentMonth
          ? 1
          : a.index - b.index,
    );
  let left = Math.max(0, total);
  const lines: PaymentLine[] = [];
  for (const { o } of ordered) {
    if (left === 0) break;
    const amount = Math.min(left, Math.max(0, o.remainingAmount));
    if (amount === 0) continue;
    lines.push({
      studentId: o.studentId,
      classId: o.classId,
      paymentMonth: o.paymentMonth,
      amount,
    });
    left -= amount;
  }
  return { lines, unallocated: left };
}

/**
 * Whether a line may pay what it says, given what remains of its month: nothing remaining is a
 * DUPLICATE_PAYMENT (the month is paid); more than remains is PAYMENT_EXCEEDS_REMAINING, whose
 * message states the remaining amount in pesos.
 */
export function checkLineAgainstRemaining(
  line: { amount: number; paymentMonth: YearMonth; className?: string },
  remaining: number,
  existingPaymentId?: number,
): CheckResult {
  const what = line.className
    ? `${line.className} de ${formatMonthEs(line.paymentMonth)}`
    : formatMonthEs(line.paymentMonth);
  if (remaining <= 0) {
    return fail("DUPLICATE_PAYMENT", `${what} ya está pagado: no queda saldo por pagar`, {
      existingPaymentId,
      remainingAmount: 0,
    });
  }
  if (line.amount > remaining) {
    return fail(
      "PAYMENT_EXCEEDS_REMAINING",
      `El monto (${formatCLP(line.amount)}) supera lo que queda por pagar de ${what}: ${formatCLP(remaining)}`,
      { field: "amount", rejectedValue: line.amount, remainingAmount: remaining },
    );
  }
  return { ok: true };
}
