/** A failure meant for the client: HTTP status, machine code and a Spanish message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorType: string,
    message: string,
    readonly extra: { field?: string; rejectedValue?: unknown; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (errorType: string, message: string) =>
  new AppError(404, errorType, message);

export const unauthorized = (message: string) => new AppError(401, "UNAUTHORIZED", message);

/** The one 404 for a path that is not exactly a known route (also the not-found handler's). */
export const routeNotFound = (method: string, path: string) =>
  new AppError(404, "NOT_FOUND", `No existe la ruta ${method} ${path.slice(0, 200)}`);

/** A request that met a database outage: the client may retry, nothing was written. */
export const databaseUnavailable = () =>
  new AppError(
    503,
    "DATABASE_UNAVAILABLE",
    "La base de datos no responde. Intenta nuevamente en unos momentos.",
  );
