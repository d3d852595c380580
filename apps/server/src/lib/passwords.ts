import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (memory-hard, 19 MiB, 2 passes).
const ARGON2ID = 2;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Checks a password against a stored argon2id hash; false for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the username does not exist makes both failures cost the same.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy-password-for-unknown-users");
  return decoyHash;
}

/** A random 16-character password (96 bits) for a new or reset account, shown once. */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}
