import { isApiError } from "@/lib/api-client";

export const LOGIN_FAILED_MESSAGE = "Error de autenticación";
export const LOGIN_UNEXPECTED_MESSAGE = "Error inesperado al iniciar sesión";

/**
 * What the login form shows for a failed attempt (docs/product/contract-texts.md#session-errors): the server's message, else
 * 'Error de autenticación'; anything that is not an API failure is 'unexpected'.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    // No response at all (network down, timeout): say so rather than blame the credentials.
    if (error.status === 0) return error.message;
    return error.serverMessage ?? LOGIN_FAILED_MESSAGE;
  }
  return LOGIN_UNEXPECTED_MESSAGE;
}
