import {
  type DomainFailure,
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorDetails,
  type ErrorType,
} from "@nova/domain";

/**
 * A failure meant for the client: a catalogued code (the domain's ERROR_STATUS), its HTTP
 * status and a Spanish message. Thrown by services and plugins; the error handler answers it.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly errorType: ErrorType,
    message: string,
    readonly extra: ErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[errorType];
  }
}

/**
 * The one way to fail a request: a catalogued error type with its Spanish message unless a more
 * precise one is given, or a failure value returned by a domain check.
 */
export function failure(
  error: ErrorType | DomainFailure,
  details: ErrorDetails = {},
  message?: string,
): AppError {
  if (typeof error === "string")
    return new AppError(error, message ?? ERROR_MESSAGES[error], details);
  return new AppError(error.errorType, message ?? error.message, { ...error.details, ...details });
}

/** The one 404 for a path that is not exactly a known route (also the not-found handler's). */
export const routeNotFound = (method: string, path: string) =>
  failure("NOT_FOUND", {}, `No existe la ruta ${method} ${path.slice(0, 200)}`);
