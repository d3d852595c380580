import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Database, isPostgres } from "../../db/database.ts";
import { sharedSecret } from "./auth.repository.ts";

const SECRET_NAME = "jwt-signing-secret";

function generate() {
  return randomBytes(48).toString("base64url");
}

/**
 * The token signing secret: JWT_SECRET when given. Otherwise, on PostgreSQL, one created once in
 * the database, so every instance on it signs and accepts the same tokens; on SQLite (one
 * instance by nature), one generated once into the data directory.
 */
export async function loadJwtSecret(
  db: Database,
  options: { dataDir: string; configured?: string | undefined },
): Promise<Uint8Array> {
  if (options.configured) return new TextEncoder().encode(options.configured);
  if (isPostgres(db)) {
    // Two instances starting together both try: the first one's is the one kept.
    return new TextEncoder().encode(await sharedSecret(db, SECRET_NAME, generate()));
  }
  const file = path.join(options.dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, generate(), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
