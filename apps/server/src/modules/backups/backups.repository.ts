import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";

/** The tables whose row counts a backup logs and a restore reports, parents first. */
export const COUNTED_TABLES = [
  "users",
  "students",
  "teachers",
  "classes",
  "class_schedules",
  "teacher_assignments",
  "enrollments",
  "payments",
  "audit_log",
] as const;

export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number>;

/** Rows per counted table, in one statement (one snapshot on either engine). */
export async function countRows(db: Database): Promise<TableCounts> {
  const parts = COUNTED_TABLES.map(
    (table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`,
  );
  const result = await sql<TableCounts>`select ${sql.join(parts)}`.execute(db);
  const row = result.rows[0] as Record<string, unknown>;
  return Object.fromEntries(COUNTED_TABLES.map((t) => [t, Number(row[t])])) as TableCounts;
}

export interface BackupRun {
  at: string;
  file: string;
  sizeBytes: number;
}

export async function insertBackupRun(
  db: Database,
  run: BackupRun & { counts: TableCounts },
): Promise<void> {
  await db
    .insertInto("backup_runs")
    .values({
      at: run.at,
      file: run.file,
      size_bytes: run.sizeBytes,
      counts: JSON.stringify(run.counts),
    })
    .execute();
}

export async function latestBackupRun(db: Database): Promise<BackupRun | null> {
  const row = await db
    .selectFrom("backup_runs")
    .select(["at", "file", "size_bytes"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { at: row.at, file: row.file, sizeBytes: Number(row.size_bytes) } : null;
}

const COUNT_LABELS: Record<keyof TableCounts, string> = {
  users: "usuarios",
  students: "estudiantes",
  teachers: "profesoras",
  classes: "clases",
  class_schedules: "horarios",
  teacher_assignments: "asignaciones",
  enrollments: "inscripciones",
  payments: "pagos",
  audit_log: "auditoría",
};

/** "usuarios 1 · estudiantes 50 · …" for the operator's console and the log. */
export function describeCounts(counts: TableCounts): string {
  return COUNTED_TABLES.map((t) => `${COUNT_LABELS[t]} ${counts[t]}`).join(" · ");
}

// ── The statements a backup and a restore run around the tools ──────────────────────────────

/** SQLite's own integrity check of a database: "ok", or what it found, joined. */
export async function integrityVerdict(db: Database): Promise<string> {
  const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return check.rows.map((r) => r.integrity_check).join("; ");
}

/**
 * Runs `work` inside a read-only repeatable-read transaction on one PostgreSQL connection,
 * handing it the snapshot's id (for pg_dump --snapshot): what it reads and what the dump holds
 * are one state of the database.
 */
export async function inExportedSnapshot<T>(
  conn: Database,
  work: (snapshotId: string | undefined) => Promise<T>,
): Promise<T> {
  await sql`begin isolation level repeatable read read only`.execute(conn);
  try {
    const snapshot = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(conn);
    return await work(snapshot.rows[0]?.id);
  } finally {
    await sql`commit`.execute(conn);
  }
}

/** How many connections named `applicationName` are open on this PostgreSQL database. */
export async function connectionsNamed(db: Database, applicationName: string): Promise<number> {
  const others = await sql<{ n: number }>`
    select count(*) as n from pg_stat_activity
    where datname = current_database() and application_name = ${applicationName}`.execute(db);
  return Number(others.rows[0]?.n);
}

/** Empties the given tables. */
export async function emptyTables(
  db: Database,
  tables: readonly (keyof DatabaseSchema)[],
): Promise<void> {
  for (const table of tables) await db.deleteFrom(table).execute();
}
