import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** JWT_SECRET when given; otherwise a secret generated once and kept in the data directory. */
export function loadJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
