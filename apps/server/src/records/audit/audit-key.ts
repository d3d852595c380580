import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the audit key lives when AUDIT_KEY is not set. */
export function auditKeyFile(dataDir: string): string {
  return path.join(dataDir, "audit-key");
}

/**
 * The key that seals the audit chain's anchors (audit-anchor.ts). Kept outside the database it
 * protects, like the token signing secret: AUDIT_KEY when given (several instances on one
 * PostgreSQL must all be given the same one), otherwise a key generated once into
 * DATA_DIR/audit-key (0600). Someone who can change the database but cannot read this key
 * cannot forge an anchor.
 */
export function loadAuditKey(dataDir: string, configured?: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = auditKeyFile(dataDir);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process of the same server created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
