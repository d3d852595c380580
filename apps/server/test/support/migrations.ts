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

/** Inserts a row into a table of the older schema and answers its id. */
export async function insertOld(
  old: OldSchema,
  table: string,
  row: Record<string, unknown>,
): Promise<number> {
  return Number(
    (await old.insertInto(table).values(row).returning("id").executeTakeFirstOrThrow()).id,
  );
}

/** A class as the older schemas held it: $20.000, one hour, 20 places, active; answers its id. */
export function insertOldClass(old: OldSchema, name: string, createdAt: string) {
  return insertOld(old, "classes", {
    name,
    description: null,
    type: null,
    status: "active",
    price: 20000,
    duration_hours: 1,
    max_students: 20,
    search_text: name.toLowerCase(),
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
  });
}

/**
 * A teacher as the older schemas held her, `sortKey` as the code of that time wrote it; answers
 * her id.
 */
export function insertOldTeacher(
  old: OldSchema,
  t: {
    first: string;
    last: string;
    owner: 0 | 1;
    createdAt: string;
    sortKey: string;
  },
) {
  return insertOld(old, "teachers", {
    first_name: t.first,
    last_name: t.last,
    email: `${t.first}@nova.cl`,
    phone: "1",
    address: null,
    is_studio_owner: t.owner,
    search_text: `${t.first} ${t.last.toLowerCase()}`,
    sort_key: t.sortKey,
    created_at: t.createdAt,
    updated_at: t.createdAt,
    deleted_at: null,
  });
}
