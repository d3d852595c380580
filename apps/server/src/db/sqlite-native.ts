import SQLite from "better-sqlite3";

// Why every better-sqlite3 file is opened here (decision 0081): from Node 24.19 on, the
// `node::ObjectWrap` that better-sqlite3 12's Database, Statement and Backup objects are built
// on registers an environment clean-up hook, and its destructor removes it again through
// `RemoveEnvironmentCleanupHook`, which aborts the whole process ("Assertion failed: (env) !=
// nullptr") when the destructor runs from the garbage collector. So on Node 24 the first full
// collection that finds one of these objects unreachable kills the process: a statement the
// statement cache let go of, a statement `pragma()` made and dropped, a closed backup handle.
// On a first start the worker process collected the pragma statements of its two connections
// while it built the app, and died before it listened.
//
// The objects that are left for the process's exit are deleted by Node's own clean-up, which
// is safe. So on Node 24 and later nothing of better-sqlite3 is ever let go of while the
// process runs: every database and statement opened through `openSqlite` is kept in KEPT
// (closing a database still finalises its statements and frees SQLite's memory; only the small
// wrappers stay), and `pragma()` runs through a kept statement. Node 20 and 22 do not have the
// hook and collect as before. better-sqlite3 13 (Node-API, no ObjectWrap) ends this, but needs
// Node 22, and the machines this runs on still have Node 20.

const major = Number(process.versions.node.split(".")[0]);
/** Whether this runtime aborts when a better-sqlite3 object is garbage-collected. */
export const SQLITE_OBJECTS_MUST_LIVE = major >= 24;

const KEPT: object[] = [];

/** How many better-sqlite3 objects this process holds on to (tests read it). */
export function keptSqliteObjects(): number {
  return KEPT.length;
}

/**
 * Opens a better-sqlite3 database whose objects the collector never frees on Node 24: the
 * database itself and every statement it prepares (its `pragma()` included) are kept for the
 * process's life. Use it instead of `new SQLite(…)` everywhere in the server.
 */
export function openSqlite(
  file: string,
  options?: SQLite.Options,
  // Tests force it on Node 20 and 22, where it is not needed.
  mustLive = SQLITE_OBJECTS_MUST_LIVE,
): SQLite.Database {
  const keep = <T extends object>(value: T): T => {
    if (mustLive) KEPT.push(value);
    return value;
  };
  const db = keep(new SQLite(file, options));
  if (!mustLive) return db;
  const prepare = db.prepare.bind(db);
  // Statements that `exec`, `pragma` and the app prepare: each one kept.
  db.prepare = ((source: string) => keep(prepare(source))) as typeof db.prepare;
  // better-sqlite3's own `pragma()` prepares a statement nobody keeps: the same through one kept.
  db.pragma = ((source: string, options?: SQLite.PragmaOptions) => {
    const statement = db.prepare(`PRAGMA ${source}`);
    if (!statement.reader) {
      statement.run();
      return options?.simple ? undefined : [];
    }
    return options?.simple ? statement.pluck().get() : statement.all();
  }) as typeof db.pragma;
  return db;
}
