import { isLatePayment } from "../billing/due-date";
import {
  type EnrollmentPeriod,
  firstEnrollmentMonth,
  isEligibleForMonth,
} from "../billing/eligibility";
import { type BillingRules, isMethodAccepted } from "../billing/rules";
import {
  formatMonthEs,
  isMonthInRange,
  isValidMonth,
  monthOf,
  monthsBetween,
  type YearMonth,
} from "../calendar/month";
import { MAX_MONTHS_IN_ADVANCE, MAX_PAYMENT_AMOUNT } from "../enums/constants";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../enums/payment";
import { type CheckResult, type DomainFailure, fail } from "../errors/domain-error";
import { MONTH_RANGE_MESSAGE } from "../schemas/fields";
import type { PaymentData } from "../schemas/payment";

/** What a valid single payment becomes: the month it pays and whether it is late. */
export type AcceptedPayment = { paymentMonth: YearMonth; isLatePayment: boolean; amount: number };

/** Whether an amount is a whole number of pesos, above 0 and at most MAX_PAYMENT_AMOUNT. */
export function isValidPaymentAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_PAYMENT_AMOUNT;
}

/**
 * Checks of the month a payment pays, in the order of docs/product/money.md#single-payment-checks: it is a `YYYY-MM` month; it is not
 * before the student's first enrollment month in the class (when there is one); it is at most
 * 12 months after the payment date's month. Returns the Spanish message of the first failure.
 */
export function paymentMonthProblem(
  paymentMonth: string,
  paymentDate: string,
  enrollments: readonly EnrollmentPeriod[],
): string | null {
  if (!isValidMonth(paymentMonth)) return "Formato de mes inválido (AAAA-MM)";
  if (!isMonthInRange(paymentMonth)) return MONTH_RANGE_MESSAGE;
  const first = firstEnrollmentMonth(enrollments);
  if (first !== null && paymentMonth < first) {
    return `El mes de pago (${formatMonthEs(paymentMonth)}) es anterior a la inscripción del estudiante en la clase (${formatMonthEs(first)})`;
  }
  if (monthsBetween(monthOf(paymentDate), paymentMonth) > MAX_MONTHS_IN_ADVANCE) {
    return `El mes de pago no puede ser más de ${MAX_MONTHS_IN_ADVANCE} meses posterior a la fecha de pago`;
  }
  return null;
}

/** The refusal of a payment method the studio does not take; null when it takes it. */
export function refusedMethod(
  method: PaymentMethod,
  rules: BillingRules,
): ({ ok: false } & DomainFailure) | null {
  if (isMethodAccepted(method, rules)) return null;
  return fail(
    "VALIDATION_ERROR",
    `El estudio no acepta pagos con ${PAYMENT_METHOD_LABELS[method]}`,
    {
      field: "paymentMethod",
      rejectedValue: method,
    },
  );
}

/**
 * The checks of POST /api/payments on facts the caller has already loaded, in the order of
 * docs/product/money.md#single-payment-checks (the first failing check wins): VALIDATION_ERROR (method not accepted),
 * STUDENT_NOT_FOUND, CLASS_NOT_FOUND, PAYMENT_MONTH_INVALID, STUDENT_NOT_ENROLLED,
 * INVALID_PAYMENT_AMOUNT, DUPLICATE_PAYMENT. `enrollments` are the student's enrollments in the
 * class (ended ones included); `existingPayment` the non-deleted payment for (student, class,
 * month) if any. The shape of the body is checked before, by `paymentInputSchema`.
 */
export function checkSinglePayment(facts: {
  input: PaymentData;
  student: { id: number } | null;
  cls: { id: number } | null;
  enrollments: readonly EnrollmentPeriod[];
  existingPayment: { id: number } | null;
  rules: BillingRules;
}): CheckResult<AcceptedPayment> {
  const { input, rules } = facts;
  const refused = refusedMethod(input.paymentMethod, rules);
  if (refused) return refused;
  if (facts.student === null) return fail("STUDENT_NOT_FOUND");
  if (facts.cls === null) return fail("CLASS_NOT_FOUND");
  const monthProblem = paymentMonthProblem(
    input.paymentMonth,
    input.paymentDate,
    facts.enrollments,
  );
  if (monthProblem !== null) {
    return fail("PAYMENT_MONTH_INVALID", monthProblem, {
      field: "paymentMonth",
      rejectedValue: input.paymentMonth,
    });
  }
  if (!isEligibleForMonth(facts.enrollments, input.paymentMonth)) {
    return fail(
      "STUDENT_NOT_ENROLLED",
      `El estudiante no está inscrito en esta clase en ${formatMonthEs(input.paymentMonth)}`,
    );
  }
  if (!isValidPaymentAmount(input.amount)) {
    return fail("INVALID_PAYMENT_AMOUNT", undefined, {
      field: "amount",
      rejectedValue: input.amount,
    });
  }
  if (facts.existingPayment !== null) {
    return fail("DUPLICATE_PAYMENT", undefined, { existingPaymentId: facts.existingPayment.id });
  }
  return {
    ok: true,
    paymentMonth: input.paymentMonth,
    isLatePayment: isLatePayment(input.paymentDate, input.paymentMonth, rules),
    amount: input.amount,
  };
}
