import type { DomainFailure } from "@nova/domain";
import { AppError } from "../../errors.ts";

/** The HTTP error of a business-rule failure returned by a domain check. */
export function toAppError(failure: DomainFailure): AppError {
  return new AppError(failure.status, failure.errorType, failure.message, failure.details ?? {});
}
