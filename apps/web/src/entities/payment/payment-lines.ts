import {
  addMonths,
  checkLineAgainstRemaining,
  type EnrollmentFeeLineInput,
  type EnrollmentFeeOwedResponse,
  formatCLP,
  type OutstandingItemResponse,
  type ReceiptLineInput,
} from "@nova/domain";

/**
 * One month of one class a payment may pay: an owed month (PENDING or PARTIAL, with what was
 * already paid) or a month in advance. `studentName` is set when a payment covers several
 * students (a family), so each line says whose it is.
 */
export interface PaymentLineOption {
  studentId: number;
  studentName?: string;
  classId: number;
  className: string;
  paymentMonth: string;
  dueDate: string;
  price: number;
  surcharge: number;
  /** An admin waived the month's late fee. */
  surchargeWaived?: boolean;
  expectedAmount: number;
  paidAmount: number;
  remainingAmount: number;
  status: "PENDING" | "PARTIAL";
  /** A month after the current one, paid before it is due. */
  advance: boolean;
}

/** What the receptionist chose for one line: whether it is paid now, and how much (as typed). */
export interface PaymentLineChoice {
  included: boolean;
  amount: string;
}

export type PaymentLineChoices = Record<string, PaymentLineChoice>;

/** The one key of a line: student, class and month (a receipt never pays one twice). */
export function paymentLineKey(
  line: Pick<PaymentLineOption, "studentId" | "classId" | "paymentMonth">,
) {
  return `${line.studentId}|${line.classId}|${line.paymentMonth}`;
}

/** The lines of a student's month as the outstanding calls answer them. */
export function linesOfMonth(
  studentId: number,
  month: string,
  items: readonly OutstandingItemResponse[],
  currentMonth: string,
  studentName?: string,
): PaymentLineOption[] {
  return items.map((item) => ({
    studentId,
    ...(studentName === undefined ? {} : { studentName }),
    classId: item.classId,
    className: item.className,
    paymentMonth: month,
    dueDate: item.dueDate,
    price: item.charge,
    surcharge: item.surcharge,
    surchargeWaived: item.surchargeWaived,
    expectedAmount: item.expectedAmount,
    paidAmount: item.paidAmount,
    remainingAmount: item.remainingAmount,
    status: item.status,
    advance: month > currentMonth,
  }));
}

/** Oldest month first, then by student and class name, so the picker reads like the ledger. */
export function sortLines(lines: readonly PaymentLineOption[]): PaymentLineOption[] {
  return [...lines].sort(
    (a, b) =>
      a.paymentMonth.localeCompare(b.paymentMonth) ||
      (a.studentName ?? "").localeCompare(b.studentName ?? "", "es") ||
      a.className.localeCompare(b.className, "es"),
  );
}

/** The months in advance the picker may offer after `currentMonth`: at most 12. */
export const MAX_ADVANCE_MONTHS = 12;

/** The next `count` months after `currentMonth` (count clamped to 0–12). */
export function advanceMonths(currentMonth: string, count: number): string[] {
  const n = Math.max(0, Math.min(MAX_ADVANCE_MONTHS, count));
  return Array.from({ length: n }, (_, i) => addMonths(currentMonth, i + 1));
}

/**
 * The choices for a new set of lines, keeping what the receptionist already chose for a line
 * still offered. A new owed line starts checked at its remaining amount; a month in advance
 * starts unchecked (she pays ahead only when asked), also at its amount. The enrollment fees'
 * choices ("fee|id") are not months: they are kept as they are.
 */
export function mergeChoices(
  lines: readonly PaymentLineOption[],
  previous: PaymentLineChoices,
): PaymentLineChoices {
  const next: PaymentLineChoices = Object.fromEntries(
    Object.entries(previous).filter(([key]) => key.startsWith("fee|")),
  );
  for (const line of lines) {
    const key = paymentLineKey(line);
    next[key] = previous[key] ?? {
      included: !line.advance,
      amount: String(line.remainingAmount),
    };
  }
  return next;
}

/** The amount a choice holds: a whole number of pesos, 0 when empty, NaN when not a number. */
function amountOf(choice: PaymentLineChoice | undefined): number {
  if (!choice?.included) return 0;
  const text = choice.amount.trim();
  if (text === "") return 0;
  const n = Number(text);
  return Number.isInteger(n) ? n : Number.NaN;
}

/** The lines of one kind chosen for the receipt, their total and what was refused as typed. */
interface Chosen<TLine> {
  /** The receipt's lines: the checked ones with an amount above 0. */
  lines: TLine[];
  total: number;
  /** A message per line key that cannot be paid as typed (refused in place). */
  problems: Record<string, string>;
}

export type ChosenLines = Chosen<ReceiptLineInput>;

/**
 * What months and enrollment fees share: an unchecked line, or one at 0 or empty, is left out
 * (never an error); an amount that is not whole pesos is refused, and so is one the line's
 * own `refusal` names (above what remains of it).
 */
function chooseLines<TOption, TLine>(
  options: readonly TOption[],
  choices: PaymentLineChoices,
  line: {
    key: (option: TOption) => string;
    refusal: (option: TOption, amount: number) => string | null;
    toLine: (option: TOption, amount: number) => TLine;
  },
): Chosen<TLine> {
  const lines: TLine[] = [];
  const problems: Record<string, string> = {};
  let total = 0;
  for (const option of options) {
    const key = line.key(option);
    const amount = amountOf(choices[key]);
    if (Number.isNaN(amount) || amount < 0) {
      problems[key] = "Indique un monto en pesos enteros, o 0 para no pagar esta línea";
      continue;
    }
    if (amount === 0) continue;
    const refusal = line.refusal(option, amount);
    if (refusal !== null) {
      problems[key] = refusal;
      continue;
    }
    lines.push(line.toLine(option, amount));
    total += amount;
  }
  return { lines, total, problems };
}

/**
 * The receipt's month lines from the choices; a line above what remains of its month is
 * refused with the server's own message (the domain's `checkLineAgainstRemaining`).
 */
export function chosenLines(
  options: readonly PaymentLineOption[],
  choices: PaymentLineChoices,
): ChosenLines {
  return chooseLines(options, choices, {
    key: paymentLineKey,
    refusal: (option, amount) => {
      const check = checkLineAgainstRemaining(
        { amount, paymentMonth: option.paymentMonth, className: option.className },
        option.remainingAmount,
      );
      return check.ok ? null : check.message;
    },
    toLine: (option, amount) => ({
      studentId: option.studentId,
      classId: option.classId,
      paymentMonth: option.paymentMonth,
      amount,
    }),
  });
}

/** The key of an enrollment fee (matrícula) line in the same choices as the months. */
export const feeLineKey = (fee: { id: number }) => `fee|${fee.id}`;

/**
 * The student's payment form ticks every pending matrícula with the months (issue 36: she owes
 * it first), for what remains of it; a fee already chosen or unticked keeps that choice.
 */
export function withFeesTicked(
  fees: readonly EnrollmentFeeOwedResponse[],
  previous: PaymentLineChoices,
): PaymentLineChoices {
  const missing = fees.filter((fee) => fee.remainingAmount > 0 && !(feeLineKey(fee) in previous));
  if (missing.length === 0) return previous;
  const next = { ...previous };
  for (const fee of missing) {
    next[feeLineKey(fee)] = { included: true, amount: String(fee.remainingAmount) };
  }
  return next;
}

/**
 * The enrollment fees chosen, as receipt lines (issue 26), with their total and a message per
 * fee refused as typed: an amount in whole pesos, at most what remains of the fee.
 */
export function chosenFeeLines(
  fees: readonly EnrollmentFeeOwedResponse[],
  choices: PaymentLineChoices,
): Chosen<EnrollmentFeeLineInput> {
  return chooseLines(fees, choices, {
    key: feeLineKey,
    refusal: (fee, amount) =>
      amount > fee.remainingAmount
        ? `El monto supera lo que queda de la matrícula: ${formatCLP(fee.remainingAmount)}`
        : null,
    toLine: (fee, amount) => ({ enrollmentFeeId: fee.id, amount }),
  });
}
