import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { migrationProvider } from "../../db/migrate.ts";
import { openSqlite } from "../../db/sqlite-native.ts";
import { OperatorError } from "../../process/startup-errors.ts";

const run = promisify(execFile);

/**
 * Tables a backup must not carry: what signs a session token (server_secrets, the PostgreSQL
 * signing secret) and what opens one (sessions). With both, anyone holding a copy of a backup
 * could build an administrator's token for the live server. Their definitions stay, so a
 * restored database has them, empty.
 */
export const SECRET_TABLES = ["sessions", "server_secrets"] as const;

/**
 * Empties the secret tables of a SQLite file (a backup's copy). secure_delete overwrites the
 * deleted rows' bytes, so they cannot be read back from the file's free pages.
 */
export function blankSecretTables(file: string): void {
  const db = openSqlite(file, { fileMustExist: true });
  try {
    db.pragma("secure_delete = ON");
    for (const table of SECRET_TABLES) {
      const exists = db
        .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
        .get(table);
      if (exists) db.exec(`delete from ${table}`);
    }
  } finally {
    db.close();
  }
}

/** The migrations a SQLite file says it ran, or null when it has no migrations table. */
function sqliteMigrationNames(file: string): string[] | null {
  const db = openSqlite(file, { fileMustExist: true });
  try {
    const exists = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!exists) return null;
    return db.prepare("select name from kysely_migration").pluck().all() as string[];
  } finally {
    db.close();
  }
}

/** The migrations a pg_dump custom archive holds in its kysely_migration data, or null. */
async function dumpMigrationNames(file: string, label: string): Promise<string[] | null> {
  let list: string;
  try {
    list = (await run("pg_restore", ["--list", file], { maxBuffer: 16_000_000 })).stdout;
  } catch {
    throw new OperatorError(
      `El archivo ${label} no es un respaldo de PostgreSQL (pg_restore no lo reconoce). No se restauró nada; la base actual no se modificó.`,
    );
  }
  if (!/TABLE DATA \S+ kysely_migration /.test(list)) return null;
  const { stdout } = await run(
    "pg_restore",
    ["--data-only", "--table=kysely_migration", "--file=-", file],
    { maxBuffer: 16_000_000 },
  );
  const lines = stdout.split("\n");
  const start = lines.findIndex((l) => /^COPY \S*kysely_migration /.test(l));
  if (start < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    names.push(line.split("\t")[0] ?? "");
  }
  return names;
}

/**
 * Refuses a file that is not a NOVA backup this version can run: it must have NOVA's migrations
 * table, starting with its first migration, and no migration this version does not know (a
 * newer version's backup, or another application's database). Runs before anything is touched.
 * The message names the refused file.
 */
export async function assertNovaBackup(
  file: string,
  engine: "sqlite" | "postgres",
  label: string,
): Promise<void> {
  let names: string[] | null;
  if (engine === "sqlite") {
    try {
      names = sqliteMigrationNames(file);
    } catch (error) {
      throw new OperatorError(
        `El archivo ${label} no es una base SQLite legible (${(error as Error).message}). No se restauró nada; la base actual no se modificó.`,
      );
    }
  } else {
    names = await dumpMigrationNames(file, label);
  }
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  if (names === null || names.length === 0) {
    throw new OperatorError(
      `El archivo ${label} no es un respaldo de NOVA: no tiene su tabla de migraciones. No se restauró nada; la base actual no se modificó.`,
    );
  }
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new OperatorError(
      `El archivo ${label} no se puede restaurar con esta versión de NOVA: tiene la migración ${unknown[0]}, que esta versión no conoce (un respaldo de una versión más nueva o de otra aplicación). No se restauró nada; la base actual no se modificó.`,
    );
  }
  if (!names.includes(known[0] as string)) {
    throw new OperatorError(
      `El archivo ${label} no es un respaldo de NOVA: le falta su primera migración (${known[0]}). No se restauró nada; la base actual no se modificó.`,
    );
  }
}
