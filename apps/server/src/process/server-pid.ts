import fs from "node:fs";
import path from "node:path";
import type SQLite from "better-sqlite3";
import { openSqlite } from "../db/sqlite-native.ts";

// One data folder, one server. The running server holds an exclusive lock on
// DATA_DIR/server.lock (an OS file lock, taken through SQLite's locking so every platform has
// it): the operating system drops it when the process ends, however it ends (a kill -9 leaves
// no stale lock). A second server, or `npm run restore`, finds it taken and refuses. In cluster
// mode the primary holds it for its workers. The process id in DATA_DIR/server.pid only names
// the holder in the messages (and still makes restore refuse beside a server of an older
// version, which took no lock).
//
// Never open server.lock with fs in a process that holds it: closing any descriptor of a file
// drops that process's POSIX locks on it.

function pidFile(dataDir: string) {
  return path.join(dataDir, "server.pid");
}

function lockFile(dataDir: string) {
  return path.join(dataDir, "server.lock");
}

// Held here so the connection (and with it the lock) is not collected while the process runs.
const held = new Map<string, SQLite.Database>();

/**
 * Takes the data folder for this process until it ends or calls the returned release, or
 * returns null when another process (or another part of this one) holds it.
 */
export function tryHoldDataDir(dataDir: string): (() => void) | null {
  const file = lockFile(dataDir);
  const key = path.resolve(file);
  if (held.has(key)) return null;
  const lock = openSqlite(file, { timeout: 0 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    // No journal file beside it (SQLite refuses OFF on an empty file; MEMORY does the same).
    lock.pragma("journal_mode = MEMORY");
    lock.exec("begin exclusive");
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code === "SQLITE_BUSY") return null;
    throw error;
  }
  held.set(key, lock);
  return () => {
    held.delete(key);
    lock.close();
  };
}

export function writeServerPidFile(dataDir: string): void {
  fs.writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function removeServerPidFile(dataDir: string): void {
  fs.rmSync(pidFile(dataDir), { force: true });
}

/** The id of a server process still running on this data folder, if any. */
export function runningServerPid(dataDir: string): number | null {
  const text = fs.existsSync(pidFile(dataDir)) ? fs.readFileSync(pidFile(dataDir), "utf8") : "";
  const pid = Number.parseInt(text, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still a running server.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

/** "(proceso N)" of the server named in the pid file, or what else may hold the folder. */
export function describeHolder(dataDir: string): string {
  const pid = runningServerPid(dataDir);
  return pid === null
    ? "(otro proceso de NOVA: un servidor o npm run restore)"
    : `(proceso ${pid})`;
}

/**
 * Holds the data folder while `task` runs, for a command that must not run beside a server
 * (restore, copy-to-postgres); `refuse` words the refusal, given the holder.
 */
export async function whileHoldingDataDir<T>(
  dataDir: string,
  refuse: (holder: string) => Error,
  task: () => Promise<T>,
): Promise<T> {
  const release = tryHoldDataDir(dataDir);
  // A live pid file without the lock: a server of a version that took no lock.
  if (release === null || runningServerPid(dataDir) !== null) {
    release?.();
    throw refuse(describeHolder(dataDir));
  }
  try {
    return await task();
  } finally {
    release();
  }
}
