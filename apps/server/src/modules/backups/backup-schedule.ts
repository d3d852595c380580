import type { BackupFrequency } from "@nova/domain";
import type { FastifyBaseLogger } from "fastify";
import { type Database, isPostgres } from "../../db/database.ts";
import { withSessionLock } from "../../db/write-locks.ts";
import { describeOperatorError } from "../../process/startup-errors.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { latestBackupRun } from "./backups.repository.ts";
import { type BackupResult, type BackupTarget, createBackup } from "./backups.service.ts";

const DAY_MS = 24 * 3_600_000;
const PERIOD_MS: Record<BackupFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};
// How often the server asks whether a backup is due: the frequency is a setting that can
// change at any time, and a server that was down at the due time catches up within this.
const CHECK_EVERY_MS = 15 * 60_000;
// Any fixed number: instances on one PostgreSQL take this lock so only one of them backs up.
const BACKUP_LOCK_KEY = 4_213_013;

/** True when the newest backup is older than the period of `settings.system.backupFrequency`. */
export async function isBackupDue(db: Database, now: Date): Promise<boolean> {
  const [settings, last] = await Promise.all([
    loadStudio(db, now).then((studio) => studio.settings),
    latestBackupRun(db),
  ]);
  if (!last) return true;
  return now.getTime() - Date.parse(last.at) >= PERIOD_MS[settings.system.backupFrequency];
}

/**
 * Takes a backup when one is due. On PostgreSQL the check and the backup run under an advisory
 * lock, so of several instances only one backs up, and the others then find it done.
 */
export async function backupIfDue(
  db: Database,
  target: BackupTarget,
  now: Date,
): Promise<BackupResult | null> {
  if (!isPostgres(db)) return (await isBackupDue(db, now)) ? createBackup(db, target, now) : null;
  // The lock belongs to this connection's session; the backup itself uses other connections.
  return db.connection().execute(async (conn) => {
    const done = await withSessionLock(conn, BACKUP_LOCK_KEY, async () =>
      (await isBackupDue(db, now)) ? await createBackup(db, target, now) : null,
    );
    return done ?? null;
  });
}

/** Checks every quarter hour whether a backup is due and takes it; logs its counts. */
export function startBackupSchedule(
  options: BackupTarget & { db: Database; log: FastifyBaseLogger },
) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await backupIfDue(options.db, options, new Date());
      if (done) {
        options.log.info(
          { file: done.file, sizeBytes: done.sizeBytes, counts: done.counts },
          "respaldo creado y verificado (integrity_check ok)",
        );
      }
    } catch (error) {
      options.log.error(
        { err: error },
        `el respaldo programado falló: ${describeOperatorError(error, options)}`,
      );
    } finally {
      running = false;
    }
  };
  return {
    start() {
      void tick();
      timer = setInterval(() => void tick(), CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
