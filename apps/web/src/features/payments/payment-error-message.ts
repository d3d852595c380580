import { ERROR_MESSAGES, type ErrorType } from "@nova/domain";
import { isApiError } from "@/lib/api-client";

// The payment-create error types of SPEC §8; each shows the server's (Spanish) message, or the
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
];

export const PAYMENT_NO_ANSWER_MESSAGE =
  "Error al procesar el pago. Por favor, intente nuevamente.";
export const PAYMENT_UNKNOWN_ERROR_MESSAGE = "Error desconocido al procesar el pago.";

/** The Spanish message for a failed 'Procesar Pago' (SPEC §8). */
export function paymentErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return PAYMENT_NO_ANSWER_MESSAGE;
  const type = PAYMENT_ERROR_TYPES.find((t) => t === error.errorType);
  if (type) return error.serverMessage ?? ERROR_MESSAGES[type];
  return error.serverMessage ?? PAYMENT_UNKNOWN_ERROR_MESSAGE;
}
