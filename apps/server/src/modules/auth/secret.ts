import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Database, isPostgres } from "../../db/database.ts";

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
    // Two instances starting together both try; the primary key keeps the first one's.
    await db
      .insertInto("server_secrets")
      .values({ name: SECRET_NAME, value: generate() })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const row = await db
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", SECRET_NAME)
      .executeTakeFirstOrThrow();
    return new TextEncoder().encode(row.value);
  }
  const file = path.join(options.dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.writeFileSync(file, generate(), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
