import { type Kysely, Migrator } from "kysely";
import { expect } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrationProvider } from "../../src/db/migrate.ts";
import { type DatabaseKind, scratchDatabase } from "./test-app.ts";

/** A database shaped as it was before some migration: columns the typed schema no longer has. */
export type OldSchema = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Runs a migration test on a scratch database of the kind, migrated up to `migration` and no
 * further, so the test writes rows as the studio had them and then migrates the rest itself.
 * `old` is the same handle, untyped, for the columns of that older schema. The database goes
 * when the body ends, passed or failed.
 */
export async function atMigration(
  kind: DatabaseKind,
  migration: string,
  body: (handles: { db: Database; old: OldSchema }) => Promise<void>,
) {
  const { db, drop } = await scratchDatabase(kind);
  try {
    const before = await new Migrator({ db, provider: migrationProvider }).migrateTo(migration);
    expect(before.error).toBeUndefined();
    await body({ db, old: db as unknown as OldSchema });
  } finally {
    await db.destroy();
    await drop();
  }
}
