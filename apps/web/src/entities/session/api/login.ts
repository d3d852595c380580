import { api } from "@/lib/api-client";
import { type SessionUser, toSessionUser } from "../session-user";

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

/** A login answer without a token or user: the catch-all "unexpected" login error. */
export class UnexpectedLoginResponseError extends Error {
  constructor() {
    super("Respuesta de inicio de sesión inesperada");
    this.name = "UnexpectedLoginResponseError";
  }
}

/** POST /api/auth/login -> {token, user}. */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  // The caller shows the failure on the form: no global 401 handling for a wrong password.
  const data = await api.post("/api/auth/login", credentials, { skipAuthRedirect: true });
  const token =
    typeof data === "object" && data !== null && "token" in data && typeof data.token === "string"
      ? data.token
      : null;
  const user = toSessionUser(data);
  if (!token || !user) throw new UnexpectedLoginResponseError();
  return { token, user };
}
