import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/database.ts";
import { KEPT_COLUMNS, PERSONAL_TABLES } from "../../records/privacy/personal-data.ts";

// Issue 35 finding 3: a new table or column holding a person's values cannot land without
// appearing in the erasure's list (records/privacy/personal-data.ts) or among the columns kept on
// purpose, with why. The columns are read from the database itself, on both engines, after
// every migration: the list cannot drift from the schema that is actually there.

/** Words of a column name that say it holds a person's value (split on "_"). */
const PERSONAL_WORDS = new Set([
  "name",
  "username",
  "email",
  "mail",
  "phone",
  "rut",
  "dni",
  "address",
  "birth",
  "contact",
  "health",
  "note",
  "notes",
  "message",
  "description",
  "details",
  "reason",
  "label",
  "lines",
  "answer",
  "text",
  "alt",
  "response",
  "key",
]);

const looksPersonal = (column: string) =>
  column
    .toLowerCase()
    .split("_")
    .some((word) => PERSONAL_WORDS.has(word));

/** Every table's columns as the database lists them ("table.column"). */
async function schemaColumns(db: Database, kind: "sqlite" | "postgres"): Promise<string[]> {
  if (kind === "postgres") {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
    return rows.rows.map((r) => `${r.table_name}.${r.column_name}`);
  }
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' order by name`.execute(db);
  const out: string[] = [];
  for (const t of tables.rows) {
    const cols = await sql<{ name: string }>`select name from pragma_table_info(${t.name})`.execute(
      db,
    );
    for (const c of cols.rows) out.push(`${t.name}.${c.name}`);
  }
  return out;
}

/** The personal-looking columns neither erased by the list nor kept with a reason. */
function unlisted(columns: readonly string[]): string[] {
  const erased = new Set<string>();
  const wholeTables = new Set<string>();
  for (const entry of PERSONAL_TABLES) {
    if (entry.deleteRows) wholeTables.add(entry.table);
    for (const column of Object.keys(entry.columns)) erased.add(`${entry.table}.${column}`);
  }
  return columns.filter((c) => {
    const [table = "", column = ""] = c.split(".");
    if (!looksPersonal(column)) return false;
    return !erased.has(c) && !wholeTables.has(table) && !(c in KEPT_COLUMNS);
  });
}

describeEachDatabase("the list of personal columns the erasure reads", (t) => {
  it("covers every column of the schema that looks personal", async () => {
    const columns = await schemaColumns(t.db, t.kind);
    // The schema was read (a wrong query would make the check vacuous).
    expect(columns).toContain("students.first_name");
    expect(columns).toContain("correction_requests.message");
    expect(unlisted(columns)).toEqual([]);
  });

  it("names only tables and columns that exist, each erased row found by a real column", async () => {
    const columns = new Set(await schemaColumns(t.db, t.kind));
    const named: string[] = [];
    for (const entry of PERSONAL_TABLES) {
      for (const column of Object.keys(entry.columns)) named.push(`${entry.table}.${column}`);
      for (const rows of Object.values(entry.rows)) {
        if ("column" in rows) named.push(`${entry.table}.${rows.column}`);
        if ("through" in rows) named.push(`${rows.through.table}.${rows.through.column}`);
        if ("jsonLines" in rows) named.push(`${entry.table}.${rows.jsonLines}`);
        if ("textHolds" in rows) named.push(`${entry.table}.${rows.textHolds}`);
      }
    }
    for (const kept of Object.keys(KEPT_COLUMNS)) {
      // SQLite's own bookkeeping exists on one engine only.
      if (!kept.startsWith("sqlite_") || t.kind === "sqlite") named.push(kept);
    }
    expect(named.filter((c) => !columns.has(c))).toEqual([]);
  });

  it("fails for a new table with a personal column that is on neither list", async () => {
    await sql`create table tmp_new_feature (id integer, contact_phone text, amount integer)`.execute(
      t.db,
    );
    try {
      expect(unlisted(await schemaColumns(t.db, t.kind))).toEqual([
        "tmp_new_feature.contact_phone",
      ]);
    } finally {
      await sql`drop table tmp_new_feature`.execute(t.db);
    }
  });
});
