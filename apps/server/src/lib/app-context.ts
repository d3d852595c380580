import type { webcrypto } from "node:crypto";
import type { AccountRole } from "@nova/domain";
import type { Database } from "../db/database.ts";
import type { VerifiedTokens } from "./verified-tokens.ts";

/** What every module needs, built once by the app factory and passed to each plugin. */
export interface AppContext {
  db: Database;
  /** HS256 key imported once: jose would otherwise import the raw secret on every request. */
  jwtKey: webcrypto.CryptoKey;
  /** The clock; tests move it to check expiry and late payments. */
  now: () => Date;
  /** Seals the audit chain's anchors (records/audit/audit-key.ts); never stored in the database. */
  auditKey: Uint8Array;
  /** DATA_DIR, where the audit anchor file and backup manifests live; unset in API-only tests. */
  dataDir?: string | undefined;
  verifiedTokens: VerifiedTokens;
  /** PUBLIC_URL: the address families and payment gateways reach (portal links, callbacks). */
  publicUrl?: string | undefined;
}

export interface AuthUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: AccountRole;
  /** The teacher record of a teacher account (her classes are the ones she may see). */
  teacherId: number | null;
  sessionId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}
