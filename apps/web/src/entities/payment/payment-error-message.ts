import { ERROR_MESSAGES, type ErrorType, formatDateEs, isValidDate } from "@nova/domain";
import { isApiError } from "@/lib/api-client";

// The payment-create error types of docs/product/contract-texts.md#payment-errors; each shows the server's (Spanish) message, or the
// domain's message for the type when the server sent none.
const PAYMENT_ERROR_TYPES: readonly ErrorType[] = [
  "DUPLICATE_PAYMENT",
  "STUDENT_NOT_FOUND",
  "CLASS_NOT_FOUND",
  "INVALID_PAYMENT_AMOUNT",
  "PAYMENT_MONTH_INVALID",
  "STUDENT_NOT_ENROLLED",
  "PAYMENT_ALREADY_PROCESSED",
  "INSUFFICIENT_PERMISSIONS",
  "VALIDATION_ERROR",
  "IDEMPOTENCY_KEY_REUSED",
  "PAYER_MISMATCH",
];

export const PAYMENT_NO_ANSWER_MESSAGE =
  "Error al procesar el pago. Por favor, intente nuevamente.";
export const PAYMENT_UNKNOWN_ERROR_MESSAGE = "Error desconocido al procesar el pago.";

/**
 * A payment dated on a closed day: the person at the desk learns which day and what to do
 * (the server's message speaks of "ese día" and of deleting too, which is not what she tried).
 */
export function closedDayMessage(day: unknown): string {
  const which =
    typeof day === "string" && isValidDate(day) ? `del ${formatDateEs(day)}` : "de ese día";
  return `La caja ${which} ya está cerrada. Para registrar un pago con esa fecha, un administrador debe reabrirla en 'Cierre de caja'.`;
}

/** The Spanish message for a failed 'Procesar Pago' (docs/product/contract-texts.md#payment-errors). */
export function paymentErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return PAYMENT_NO_ANSWER_MESSAGE;
  if (error.errorType === "DAY_CLOSED") return closedDayMessage(error.rejectedValue);
  const type = PAYMENT_ERROR_TYPES.find((t) => t === error.errorType);
  if (type) return error.serverMessage ?? ERROR_MESSAGES[type];
  return error.serverMessage ?? PAYMENT_UNKNOWN_ERROR_MESSAGE;
}
