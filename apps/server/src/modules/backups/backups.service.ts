import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { analyzeDatabase } from "../../db/analyze.ts";
import {
  createDatabase,
  type Database,
  isPostgres,
  SERVER_APPLICATION_NAME,
} from "../../db/database.ts";
import { sqliteFileOf } from "../../db/open-database.ts";
import { openSqlite } from "../../db/sqlite-native.ts";
import { whileHoldingDataDir } from "../../process/server-pid.ts";
import { OperatorError } from "../../process/startup-errors.ts";
import { advanceAnchorFile } from "../../records/audit/audit-anchor.ts";
import { loadAuditKey } from "../../records/audit/audit-key.ts";
import { readChainHead } from "../../records/audit/audit-log.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { pruneManifests, reanchorAfterRestore, writeBackupManifest } from "./backup-manifest.ts";
import { assertNovaBackup, blankSecretTables, SECRET_TABLES } from "./backup-safety.ts";
import {
  connectionsNamed,
  countRows,
  emptyTables,
  inExportedSnapshot,
  insertBackupRun,
  integrityVerdict,
  type TableCounts,
} from "./backups.repository.ts";
import { pgClientConnection } from "./pg-credentials.ts";

const run = promisify(execFile);

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** AUDIT_KEY, when configured: seals the audit anchor in each backup's manifest. */
  auditKey?: string | undefined;
}

type ChainHead = Awaited<ReturnType<typeof readChainHead>>;

export interface BackupResult {
  /** Absolute path of the verified backup. */
  file: string;
  at: string;
  sizeBytes: number;
  counts: TableCounts;
}

export interface RestoreResult {
  /** When the restored backup was taken (from its name), or null for a file named otherwise. */
  takenAt: string | null;
  counts: TableCounts;
  /** Where the database that was replaced now lives. */
  keptAside: string | null;
}

const BACKUP_NAME = /^nova-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(sqlite|dump)$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, "backups");
}

function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, "-");
}

/** The instant a backup was taken, read back from its file name. */
export function backupTakenAt(file: string): string | null {
  const match = BACKUP_NAME.exec(path.basename(file));
  if (!match) return null;
  const [, date, h, m, sec, ms] = match;
  return `${date}T${h}:${m}:${sec}.${ms}Z`;
}

/** Deletes all but the newest `keep` backups of the folder (their names sort by time). */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((n) => BACKUP_NAME.test(n))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/**
 * Integrity check, row counts and audit chain end of a SQLite file, opened on its own. `label`
 * is the file a person knows (the backup), which messages name, not the working copy.
 */
async function verifySqlite(
  file: string,
  label: string,
): Promise<{ counts: TableCounts; head: ChainHead }> {
  const copy = createDatabase({ sqliteFile: file });
  try {
    let verdict: string;
    try {
      verdict = await integrityVerdict(copy);
    } catch (error) {
      verdict = (error as Error).message;
    }
    if (verdict !== "ok") throw new OperatorError(`El respaldo ${label} está dañado: ${verdict}`);
    return { counts: await countRows(copy), head: await readChainHead(copy) };
  } finally {
    await copy.destroy();
  }
}

// VACUUM INTO from a connection of its own: one read transaction, so the copy is one consistent
// snapshot even while the server writes (a file copy would miss what is still in the WAL), and
// a busy server cannot restart it. Unlike a page-by-page copy (the online backup API), it writes
// only the live rows into fresh pages: the free pages and the slack inside pages, where an
// erased person's old values can linger, are not carried into the backup (issue 35). The copy
// then loses its sessions before it is verified (backup-safety.ts).
async function backupSqlite(dataDir: string, partial: string) {
  const source = openSqlite(sqliteFileOf(dataDir), { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    source.prepare("vacuum into ?").run(partial);
  } finally {
    source.close();
  }
  blankSecretTables(partial);
  return verifySqlite(partial, partial);
}

function requireTool(tool: "pg_dump" | "pg_restore") {
  const probe = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (probe.error) {
    throw new OperatorError(
      `${tool} no está instalado: instala el cliente de PostgreSQL (en Debian/Ubuntu: apt-get install postgresql-client) o usa los respaldos de tu proveedor de PostgreSQL.`,
    );
  }
}

// pg_dump of the snapshot that the counts were read in: the counts logged are those of the dump.
// The rows of the secret tables stay out of it (backup-safety.ts); the password stays out of
// pg_dump's command line (pg-credentials.ts).
async function backupPostgres(db: Database, url: string, partial: string) {
  requireTool("pg_dump");
  const { dbname, env } = pgClientConnection(url);
  const taken = await db.connection().execute((conn) =>
    inExportedSnapshot(conn, async (snapshotId) => {
      const counts = await countRows(conn);
      const head = await readChainHead(conn);
      await run(
        "pg_dump",
        [
          "--format=custom",
          `--snapshot=${snapshotId}`,
          ...SECRET_TABLES.map((t) => `--exclude-table-data=${t}`),
          `--file=${partial}`,
          `--dbname=${dbname}`,
        ],
        { env },
      );
      return { counts, head };
    }),
  );
  const { stdout } = await run("pg_restore", ["--list", partial], { maxBuffer: 16_000_000 });
  if (!/TABLE DATA public payments /.test(stdout)) {
    throw new OperatorError(`El respaldo ${partial} no contiene la tabla de pagos`);
  }
  return taken;
}

/**
 * Takes a verified backup into DATA_DIR/backups, records it (the settings screen shows the
 * newest) and keeps only the newest `backupsToKeep`.
 */
export async function createBackup(
  db: Database,
  target: BackupTarget,
  now: Date,
): Promise<BackupResult> {
  const dir = backupsDir(target.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // The open database says which engine it is (the one engine check); pg_dump needs its URL.
  const url = isPostgres(db) ? target.databaseUrl : undefined;
  if (isPostgres(db) && !url) throw new Error("a PostgreSQL backup needs the database URL");
  const name = `nova-${fileStamp(now)}.${url ? "dump" : "sqlite"}`;
  const file = path.join(dir, name);
  const partial = `${file}.partial`;
  try {
    const { counts, head } = url
      ? await backupPostgres(db, url, partial)
      : await backupSqlite(target.dataDir, partial);
    fs.renameSync(partial, file);
    const sizeBytes = fs.statSync(file).size;
    const at = now.toISOString();
    const key = loadAuditKey(target.dataDir, target.auditKey);
    const engine = url ? "postgres" : "sqlite";
    writeBackupManifest(target.dataDir, { file, at, engine, counts, head }, key);
    await insertBackupRun(db, { at, file: name, sizeBytes, counts });
    pruneBackups(dir, (await loadStudio(db, now)).settings.system.backupsToKeep);
    pruneManifests(target.dataDir, dir);
    await advanceAnchorFile(db, target.dataDir, key, now);
    return { file, at, sizeBytes, counts };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

function resolveBackupFile(dataDir: string, file: string): string {
  const candidates = [path.resolve(file), path.join(backupsDir(dataDir), file)];
  const found = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  if (!found) throw new OperatorError(`No existe el respaldo ${file}`);
  return found;
}

function asideDir(dataDir: string): string {
  const dir = path.join(dataDir, "before-restore");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// Runs holding the data folder (see server-pid.ts): no server runs on it, and none starts meanwhile.
async function restoreSqlite(dataDir: string, backup: string, now: Date, key: Uint8Array) {
  const live = sqliteFileOf(dataDir);
  const incoming = `${live}.restoring`;
  fs.copyFileSync(backup, incoming);
  // A copy keeps the mode of its source; the live database is the owner's only.
  fs.chmodSync(incoming, 0o600);
  let counts: TableCounts;
  try {
    await assertNovaBackup(incoming, "sqlite", backup);
    ({ counts } = await verifySqlite(incoming, backup));
    // A backup taken before backups left them out still carries sessions: none may reopen.
    blankSecretTables(incoming);
  } catch (error) {
    fs.rmSync(incoming, { force: true });
    throw error;
  }
  let keptAside: string | null = null;
  if (fs.existsSync(live)) {
    // Folds the WAL into the file, so the one file set aside holds every committed write.
    const current = openSqlite(live);
    current.pragma("wal_checkpoint(TRUNCATE)");
    current.close();
    keptAside = path.join(asideDir(dataDir), `nova-${fileStamp(now)}.sqlite`);
    fs.renameSync(live, keptAside);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${live}${suffix}`, { force: true });
    blankSecretTables(keptAside);
  }
  fs.renameSync(incoming, live);
  const restored = createDatabase({ sqliteFile: live });
  try {
    await reanchorAfterRestore(restored, dataDir, key, asideDir(dataDir), now);
  } finally {
    await restored.destroy();
  }
  return { counts, keptAside };
}

async function restorePostgres(
  db: Database,
  url: string,
  backup: string,
  dataDir: string,
  now: Date,
  key: Uint8Array,
) {
  requireTool("pg_restore");
  requireTool("pg_dump");
  await assertNovaBackup(backup, "postgres", backup);
  const { dbname, env } = pgClientConnection(url);
  const others = await connectionsNamed(db, SERVER_APPLICATION_NAME);
  if (others > 0) {
    throw new OperatorError(
      `Hay ${others} conexiones del servidor NOVA abiertas en esta base de datos: detén todas las instancias antes de restaurar.`,
    );
  }
  const keptAside = path.join(asideDir(dataDir), `nova-${fileStamp(now)}.dump`);
  // Like every backup, the copy kept aside leaves out sessions and the signing secret: undoing a
  // wrong restore costs everyone a new login, never a token.
  await run(
    "pg_dump",
    [
      "--format=custom",
      ...SECRET_TABLES.map((t) => `--exclude-table-data=${t}`),
      `--file=${keptAside}`,
      `--dbname=${dbname}`,
    ],
    { env },
  );
  try {
    await run(
      "pg_restore",
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        `--dbname=${dbname}`,
        backup,
      ],
      { env },
    );
  } catch (error) {
    throw new OperatorError(
      `pg_restore falló y la base quedó como estaba: ${(error as { stderr?: string }).stderr?.trim().split("\n")[0] ?? error}`,
    );
  }
  // pg_restore leaves the planner without statistics until autovacuum comes round; the first
  // reports would run on a bulk load's plans (seconds instead of milliseconds on a large studio).
  await analyzeDatabase(db);
  // No session of before the restore may open again, and a backup taken before backups left it
  // out carries a signing secret: both go, a new secret is made at the next start.
  await emptyTables(db, SECRET_TABLES);
  await reanchorAfterRestore(db, dataDir, key, asideDir(dataDir), now);
  return { counts: await countRows(db), keptAside };
}

/**
 * Replaces the database with a backup, refusing while a server uses it. The current database
 * is kept aside first (DATA_DIR/before-restore), so a wrong restore can be undone.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  now: Date,
  /** PostgreSQL only: a connection that is not the server's. */
  db?: Database,
): Promise<RestoreResult> {
  const backup = resolveBackupFile(target.dataDir, file);
  const takenAt = backupTakenAt(backup);
  const key = loadAuditKey(target.dataDir, target.auditKey);
  const restored =
    target.databaseUrl && db
      ? await restorePostgres(db, target.databaseUrl, backup, target.dataDir, now, key)
      : await whileHoldingDataDir(
          target.dataDir,
          (holder) =>
            new OperatorError(
              `El servidor está en marcha sobre ${target.dataDir} ${holder}: deténlo antes de restaurar.`,
            ),
          () => restoreSqlite(target.dataDir, backup, now, key),
        );
  return { takenAt, ...restored };
}
