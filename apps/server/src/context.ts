import type { KeyObject } from "node:crypto";
import type { Database } from "./db/database.ts";
import type { LoginThrottle } from "./modules/auth/login-throttle.ts";

/** What every module needs, built once by the app factory and passed to each plugin. */
export interface AppContext {
  db: Database;
  /** Imported once: jose would otherwise import a raw secret on every verification. */
  jwtKey: KeyObject;
  /** The clock; tests move it to check expiry and late payments. */
  now: () => Date;
  throttle: LoginThrottle;
}

export interface AuthUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: "admin" | "staff";
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}
