import { ERROR_MESSAGES, ERROR_STATUS, type ErrorDetails, type ErrorType } from "@nova/domain";
import { AppError } from "../errors.ts";

/** The HTTP error of a catalogued error type, with its Spanish message unless one is given. */
export function failure(errorType: ErrorType, details: ErrorDetails = {}, message?: string) {
  return new AppError(
    ERROR_STATUS[errorType],
    errorType,
    message ?? ERROR_MESSAGES[errorType],
    details,
  );
}
