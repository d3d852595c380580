import { isLatePayment } from "../billing/due-date";
import { isEligibleForMonth } from "../billing/eligibility";
import { type BillingRules, effectiveClassPrice } from "../billing/rules";
import { formatMonthEs, type YearMonth } from "../calendar/month";
import { MAX_PAYMENT_AMOUNT } from "../enums/constants";
import { type CheckResult, fail } from "../errors/domain-error";
import { type BillableClass, type ClassEnrollment, expectedAmount } from "../ledger/outstanding";
import { formatCLP } from "../money/format";
import { splitProportional } from "../money/split";
import type { MultiClassPaymentData } from "../schemas/payment";
import { isValidPaymentAmount, paymentMonthProblem, refusedMethod } from "./single-payment";

/** One payment row a multi-class payment creates. */
export type Allocation = { classId: number; amount: number; expectedAmount: number };

/** A multi-class payment ready to be written, all rows in one transaction. */
export type MultiClassPlan = {
  paymentMonth: YearMonth;
  isLatePayment: boolean;
  totalAmount: number;
  allocations: Allocation[];
};

/**
 * Splits a total over classes in proportion to their expected amounts, whole pesos, parts
 * summing exactly to the total (largest remainder; see money/split).
 */
export function allocateByExpected(
  totalAmount: number,
  targets: readonly { classId: number; expectedAmount: number }[],
): Allocation[] {
  const parts = splitProportional(
    totalAmount,
    targets.map((t) => t.expectedAmount),
  );
  return targets.map((t, i) => ({
    classId: t.classId,
    amount: parts[i] ?? 0,
    expectedAmount: t.expectedAmount,
  }));
}

/**
 * Plans POST /api/payments/multi-class from loaded facts. Targets are the classes of `items`,
 * else `classIds`, else every class the student is eligible for in the month. Checks, first
 * failure wins: VALIDATION_ERROR (method not accepted), STUDENT_NOT_FOUND, CLASS_NOT_FOUND,
 * PAYMENT_MONTH_INVALID, STUDENT_NOT_ENROLLED, PAYMENT_ALREADY_PROCESSED (every target paid),
 * DUPLICATE_PAYMENT (an item names a paid class), INVALID_PAYMENT_AMOUNT.
 * Named classes (classIds) that are already paid are skipped; items are exact, so a paid item
 * is a conflict rather than being silently dropped. Without items the total is split in
 * proportion to the expected amounts as of the payment date.
 * `classes` must hold every class named in the body and every class the student is enrolled in
 * (not deleted); `enrollments` the student's; `paidClassIds` the classes paid for the month.
 */
export function planMultiClassPayment(facts: {
  input: MultiClassPaymentData;
  student: { id: number } | null;
  classes: readonly BillableClass[];
  enrollments: readonly ClassEnrollment[];
  paidClassIds: Iterable<number>;
  rules: BillingRules;
  /**
   * The ledger (issue 25): what remains of each class's month as of the payment date. Given,
   * an item of 0 leaves its class out (finding 6), and a total without items is split in
   * proportion to what remains; whether a line exceeds what remains is checked when written.
   */
  remainingByClass?: ReadonlyMap<number, number>;
}): CheckResult<MultiClassPlan> {
  const { rules } = facts;
  const remaining = facts.remainingByClass;
  const input =
    remaining && facts.input.items
      ? { ...facts.input, items: dropZeroItems(facts.input.items) }
      : facts.input;
  const month = input.paymentMonth;
  const refused = refusedMethod(input.paymentMethod, rules);
  if (refused) return refused;
  if (facts.student === null) return fail("STUDENT_NOT_FOUND");

  const classById = new Map(facts.classes.map((c) => [c.id, c]));
  const named = input.items?.map((i) => i.classId) ?? input.classIds;
  const missing = named?.find((id) => !classById.has(id));
  if (missing !== undefined) {
    return fail("CLASS_NOT_FOUND", undefined, { field: "classIds", rejectedValue: missing });
  }

  const enrollmentsOf = (classId: number) => facts.enrollments.filter((e) => e.classId === classId);
  // Each named class is checked against its own enrollment month; with no names only the
  // month's format and distance from the payment date can be wrong.
  const monthProblem =
    (named ?? [undefined])
      .map((id) =>
        paymentMonthProblem(month, input.paymentDate, id === undefined ? [] : enrollmentsOf(id)),
      )
      .find((problem) => problem !== null) ?? null;
  if (monthProblem !== null) {
    return fail("PAYMENT_MONTH_INVALID", monthProblem, {
      field: "paymentMonth",
      rejectedValue: month,
    });
  }

  let targets: number[];
  if (named) {
    const notEnrolled = named.find((id) => !isEligibleForMonth(enrollmentsOf(id), month));
    if (notEnrolled !== undefined) {
      const name = classById.get(notEnrolled)?.name ?? String(notEnrolled);
      return fail(
        "STUDENT_NOT_ENROLLED",
        `El estudiante no está inscrito en ${name} en ${formatMonthEs(month)}`,
        { rejectedValue: notEnrolled },
      );
    }
    targets = named;
  } else {
    targets = facts.classes
      .filter((c) => isEligibleForMonth(enrollmentsOf(c.id), month))
      .map((c) => c.id);
    if (targets.length === 0) {
      return fail(
        "STUDENT_NOT_ENROLLED",
        `El estudiante no tiene clases que pagar en ${formatMonthEs(month)}`,
      );
    }
  }

  const paid = new Set(facts.paidClassIds);
  const unpaid = targets.filter((id) => !paid.has(id));
  if (unpaid.length === 0) return fail("PAYMENT_ALREADY_PROCESSED");
  if (input.items && unpaid.length !== targets.length) {
    const paidId = targets.find((id) => paid.has(id));
    return fail(
      "DUPLICATE_PAYMENT",
      `Ya existe un pago de ${classById.get(paidId ?? 0)?.name ?? "esta clase"} para ${formatMonthEs(month)}`,
      { classId: paidId },
    );
  }

  const late = isLatePayment(input.paymentDate, month, rules);
  const expectedOf = (id: number) =>
    remaining?.get(id) ??
    expectedAmount(
      effectiveClassPrice(classById.get(id)?.price, rules),
      late,
      rules.lateFeePercentage,
    );

  let allocations: Allocation[];
  if (input.items) {
    allocations = input.items.map((i) => ({
      classId: i.classId,
      amount: i.amount,
      expectedAmount: expectedOf(i.classId),
    }));
    if (allocations.some((a) => !isValidPaymentAmount(a.amount))) {
      return fail(
        "INVALID_PAYMENT_AMOUNT",
        `Todos los montos deben ser mayores a 0, en pesos enteros y de hasta ${formatCLP(MAX_PAYMENT_AMOUNT)}`,
        { field: "items" },
      );
    }
    const sum = allocations.reduce((acc, a) => acc + a.amount, 0);
    if (input.totalAmount !== null && input.totalAmount !== sum) {
      return fail(
        "INVALID_PAYMENT_AMOUNT",
        `El monto total (${formatCLP(input.totalAmount)}) no coincide con la suma de los montos (${formatCLP(sum)})`,
        { field: "totalAmount", rejectedValue: input.totalAmount },
      );
    }
  } else {
    const total = input.totalAmount ?? 0;
    if (!Number.isSafeInteger(total) || total <= 0) {
      return fail("INVALID_PAYMENT_AMOUNT", undefined, {
        field: "totalAmount",
        rejectedValue: total,
      });
    }
    allocations = allocateByExpected(
      total,
      unpaid.map((id) => ({ classId: id, expectedAmount: expectedOf(id) })),
    );
    if (allocations.some((a) => !isValidPaymentAmount(a.amount))) {
      return fail(
        "INVALID_PAYMENT_AMOUNT",
        `El monto total debe alcanzar al menos $1 por clase y no superar ${formatCLP(MAX_PAYMENT_AMOUNT)} por clase`,
        { field: "totalAmount", rejectedValue: total },
      );
    }
  }
  return {
    ok: true,
    paymentMonth: month,
    isLatePayment: late,
    totalAmount: allocations.reduce((acc, a) => acc + a.amount, 0),
    allocations,
  };
}

/** The items that pay something; all of 0 keeps them all, so the amount check refuses them. */
function dropZeroItems<T extends { amount: number }>(items: readonly T[]): T[] | null {
  const paying = items.filter((i) => i.amount !== 0);
  return paying.length > 0 ? paying : [...items];
}
