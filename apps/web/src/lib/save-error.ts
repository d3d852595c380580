import { isApiError } from "./api-client";

/** What to tell a person when a save fails: the server's message, else the screen's fallback. */
export function saveErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * The form field a rejected save points at (the server names it in `details.field`, e.g. a
 * duplicate DNI), so the message can be shown beside that input; null for other failures.
 */
export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!isApiError(error) || !error.field || !error.serverMessage) return null;
  const field = fields.find((name) => name === error.field);
  return field ? { field, message: error.serverMessage } : null;
}
