import { sql } from "kysely";
import type { Database } from "../../db/database.ts";

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
