import { ERROR_MESSAGES, ERROR_STATUS, type ErrorStatus, type ErrorType } from "./error-types";

/** Extra facts an error carries to the client (they go into the response's `details`). */
export type ErrorDetails = {
  field?: string;
  rejectedValue?: unknown;
  [key: string]: unknown;
};

/** A business-rule failure as a value: code, Spanish message and HTTP status. */
export type DomainFailure = {
  errorType: ErrorType;
  message: string;
  status: ErrorStatus;
  details?: ErrorDetails;
};

/** Builds a failure value with the catalogue's message and status unless a message is given. */
export function domainFailure(
  errorType: ErrorType,
  message?: string,
  details?: ErrorDetails,
): DomainFailure {
  const failure: DomainFailure = {
    errorType,
    message: message ?? ERROR_MESSAGES[errorType],
    status: ERROR_STATUS[errorType],
  };
  if (details !== undefined) failure.details = details;
  return failure;
}

/** The outcome of a check: success with a value, or a failure. */
export type CheckResult<T extends object = object> =
  | ({ ok: true } & T)
  | ({ ok: false } & DomainFailure);

/** Turns a failure value into the `{ok:false}` branch of a CheckResult. */
export function fail(
  errorType: ErrorType,
  message?: string,
  details?: ErrorDetails,
): { ok: false } & DomainFailure {
  return { ok: false, ...domainFailure(errorType, message, details) };
}
