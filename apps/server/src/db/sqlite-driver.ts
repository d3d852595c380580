import type SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
} from "kysely";
import { nextTurn } from "./next-turn.ts";
import { openSqlite, SQLITE_OBJECTS_MUST_LIVE } from "./sqlite-native.ts";

// Why not Kysely's own SQLite driver: it has one connection behind a mutex, so while any request
// holds a transaction open (a payment awaits a dozen statements) every other request of the
// process queues behind it, reads included. And with several server processes on one file
// (cluster.ts), a transaction that finds another process's write lock waits in SQLite's busy
// handler, which sleeps the whole event loop. Here:
// - reads outside a transaction run on a reader connection at once (WAL: they see the last
//   commit and never wait for a writer);
// - transactions and lone writes run on a writer connection, one at a time per process (an
//   async mutex), and take SQLite's write lock with `begin immediate` retried on a timer while
//   another process holds it, so the event loop keeps serving reads meanwhile.
// - transactions that queue behind each other commit together (group commit, issue 37): each
//   runs inside a savepoint of one SQLite transaction, and the last of the queue commits it. A
//   commit with `synchronous = FULL` waits for the disk (3–5 ms here, the event loop stopped),
//   and a queue of payments paid that once per payment. Nobody is told "committed" before the
//   disk has it: each transaction's commit resolves only when the shared commit is done, and
//   fails with it (decision 0086).
// A `:memory:` database cannot be opened twice: it gets one connection, and its reads wait for
// the open transaction like Kysely's driver (tests use it; production uses a file). Its
// transactions commit one by one: a read waiting for its turn must not see a group's
// uncommitted writes.

const WRITE_LOCK_TIMEOUT_MS = 5_000;
// How long an autocommit statement on the reader waits for a lock: only schema reads and
// statements from other tools (backup, restore) can hold one against it.
const BUSY_TIMEOUT_MS = 5_000;
const STATEMENT_CACHE_SIZE = 500;
// The most transactions one commit may carry: the other processes wait for SQLite's write lock
// while a group is open, and a failed commit fails all of them.
const MAX_GROUP = 16;

/** A small FIFO mutex: `lock()` resolves with the function that releases it. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Holders and waiters: more than one means someone is waiting for the holder. */
  private queued = 0;

  lock(): Promise<() => void> {
    let release = () => {};
    const next = new Promise<void>((resolve) => {
      release = () => {
        this.queued--;
        resolve();
      };
    });
    this.queued++;
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }

  /** Whether another caller waits for the lock now held. */
  get contended() {
    return this.queued > 1;
  }
}

/** Transactions whose work waits in the open SQLite transaction for its commit. */
interface Group {
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** A kept statement; a reader's rows come as arrays, named by `columns` (see below). */
interface Prepared {
  statement: SQLite.Statement;
  columns: string[];
}

/**
 * A better-sqlite3 connection whose prepared statements are kept: Kysely prepares every query
 * anew, and preparing was ~8 % of a cached read's CPU. The app runs a small, fixed set of SQL
 * texts (bounded LRU).
 */
class Connection {
  private readonly statements = new Map<string, Prepared>();

  constructor(readonly sqlite: SQLite.Database) {}

  prepare(sqlText: string): Prepared {
    let prepared = this.statements.get(sqlText);
    if (prepared) {
      this.statements.delete(sqlText);
    } else {
      const statement = this.sqlite.prepare(sqlText);
      // better-sqlite3 builds each row object through V8's slow path: for the hundreds of rows
      // of a report, reading arrays and naming their values here takes half the time.
      if (statement.reader) statement.raw(true);
      const columns = statement.reader ? statement.columns().map((c) => c.name) : [];
      prepared = { statement, columns };
      // On Node 24 a statement let go of would be kept anyway (sqlite-native.ts): keep it here.
      if (this.statements.size >= STATEMENT_CACHE_SIZE && !SQLITE_OBJECTS_MUST_LIVE) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sqlText, prepared);
    return prepared;
  }

  run<R>(query: CompiledQuery): QueryResult<R> {
    const { statement, columns } = this.prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) {
      const rows = (statement.all(parameters) as unknown[][]).map((values) => {
        const row: Record<string, unknown> = {};
        // A name given twice keeps its last value, as better-sqlite3's own objects do.
        for (let i = 0; i < columns.length; i++) row[columns[i] as string] = values[i];
        return row as R;
      });
      return { rows };
    }
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

function isBusy(error: unknown) {
  const code = (error as { code?: unknown })?.code;
  return code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT";
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * Write requests this process is answering now (the API counts them: app.ts). A transaction
 * leaves a turn for others to join its commit only when at least two more are on their way:
 * under a queue of payments the turn is short and carries several, but with reads around it a
 * turn runs many of them, and holding SQLite's write lock that long cost more than the disk's
 * wait (the bench's mixed scenario: 25 payments/s).
 */
export const writesUnderWay = { count: 0 };

function open(file: string, busyTimeoutMs: number) {
  const sqlite = openSqlite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // What a write removes or replaces is overwritten with zeros, not left in the page's slack or
  // on the free list: an erased person's old values (Ley 21.719) must not stay readable in the
  // file once the WAL is checkpointed (issue 35).
  sqlite.pragma("secure_delete = ON");
  // The WAL is reused from its start after a checkpoint, so frames older than the erasure would
  // stay readable past the new ones: cut it back at each restart instead (issue 35).
  sqlite.pragma("journal_size_limit = 0");
  sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return new Connection(sqlite);
}

class TwoConnectionDriver implements Driver {
  private readonly writes = new Mutex();
  readonly reader: Connection;
  readonly writer: Connection;
  /** Set while a transaction is open on the writer (one connection: reads must wait too). */
  readonly shared: boolean;
  /** The SQLite transaction left open for the next transaction in the queue, with its members. */
  private group: Group | undefined;

  constructor(file: string) {
    this.shared = file === ":memory:";
    // The writer never sleeps in SQLite's busy handler: a lock held by another process is
    // retried on a timer instead (acquireWriteLock).
    this.writer = open(file, this.shared ? BUSY_TIMEOUT_MS : 0);
    this.reader = this.shared ? this.writer : open(file, BUSY_TIMEOUT_MS);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  /**
   * This process's turn to write, then SQLite's write lock (or the open group's transaction),
   * without blocking the event loop; the caller's work runs inside a savepoint.
   */
  async lockForWriting(): Promise<() => void> {
    const release = await this.writes.lock();
    if (this.group && this.writer.sqlite.inTransaction) {
      try {
        this.writer.sqlite.exec("savepoint logical");
        return release;
      } catch (error) {
        // The group's members wait for its commit: made here, then this caller fails.
        const group = this.group;
        this.group = undefined;
        this.commitGroup(group);
        release();
        throw error;
      }
    }
    try {
      await this.beginImmediate();
      this.writer.sqlite.exec("savepoint logical");
    } catch (error) {
      if (this.writer.sqlite.inTransaction) this.writer.sqlite.exec("rollback");
      release();
      throw error;
    }
    return release;
  }

  /**
   * Ends the caller's savepoint and, unless the next transaction in the queue can carry it,
   * the SQLite transaction: resolves once the disk has the caller's work (or it was undone).
   */
  async finish(command: "commit" | "rollback", release: () => void): Promise<void> {
    const sqlite = this.writer.sqlite;
    const group = this.group ?? { settle: [] };
    this.group = undefined;
    let done: Promise<void> = Promise.resolve();
    try {
      if (!sqlite.inTransaction) {
        // A failed statement rolled SQLite's whole transaction back: the work of the group's
        // earlier members went with it, and they were not told otherwise yet.
        const lost = new Error("la transacción compartida se deshizo; reintente la operación");
        for (const member of group.settle) member.reject(lost);
        return done;
      }
      if (command === "commit") {
        sqlite.exec("release logical");
        done = new Promise((resolve, reject) => group.settle.push({ resolve, reject }));
        // A request's handling runs in one go once its body is read, so another request of
        // this process reaches its own transaction only between I/O turns: one turn is left
        // to it before the disk is asked to keep this one.
        if (!this.shared && !this.writes.contended && writesUnderWay.count > 2) await nextTurn();
      } else {
        sqlite.exec("rollback to logical");
        sqlite.exec("release logical");
      }
      if (!this.shared && this.writes.contended && group.settle.length < MAX_GROUP) {
        // The next in the queue continues this transaction; its commit is ours too.
        this.group = group;
        return done;
      }
      this.commitGroup(group);
      return done;
    } catch (error) {
      // Ending the savepoint failed: nothing of the open transaction can be trusted.
      if (sqlite.inTransaction) sqlite.exec("rollback");
      for (const member of group.settle) member.reject(error);
      // The caller hears of it by this throw, not by its own member's promise.
      done.catch(() => {});
      throw error;
    } finally {
      release();
    }
  }

  /** Commits the open SQLite transaction and tells each member of the group how it went. */
  private commitGroup(group: Group) {
    const sqlite = this.writer.sqlite;
    try {
      sqlite.exec("commit");
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec("rollback");
      for (const member of group.settle) member.reject(error);
      return;
    }
    for (const member of group.settle) member.resolve();
  }

  /** SQLite's write lock, retried on a timer while another process holds it. */
  private async beginImmediate() {
    const deadline = Date.now() + WRITE_LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        this.writer.sqlite.exec("begin immediate");
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) throw error;
        await tick();
      }
    }
  }

  /** Waits for the open transaction when reads share its connection (`:memory:`). */
  async readTurn(): Promise<(() => void) | undefined> {
    return this.shared ? this.writes.lock() : undefined;
  }

  async beginTransaction(connection: RoutedConnection) {
    await connection.begin();
  }

  async commitTransaction(connection: RoutedConnection) {
    await connection.end("commit");
  }

  async rollbackTransaction(connection: RoutedConnection) {
    await connection.end("rollback");
  }

  async releaseConnection(connection: RoutedConnection) {
    // A connection released with its transaction open (Kysely ends it first): roll it back.
    if (connection.inTransaction) await connection.end("rollback");
  }

  async destroy() {
    this.reader.sqlite.close();
    if (!this.shared) this.writer.sqlite.close();
  }
}

/** One acquisition: reads go to the reader, a transaction and its statements to the writer. */
class RoutedConnection implements DatabaseConnection {
  private release: (() => void) | undefined;

  constructor(private readonly driver: TwoConnectionDriver) {}

  get inTransaction() {
    return this.release !== undefined;
  }

  async begin() {
    this.release = await this.driver.lockForWriting();
  }

  end(command: "commit" | "rollback"): Promise<void> {
    const release = this.release;
    this.release = undefined;
    if (!release) return Promise.resolve();
    return this.driver.finish(command, release);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.driver.writer.run<R>(query);
    if (this.driver.reader.prepare(query.sql).statement.readonly) {
      const release = await this.driver.readTurn();
      try {
        return this.driver.reader.run<R>(query);
      } finally {
        release?.();
      }
    }
    // A write outside a transaction (a session, a login failure, a migration) is a
    // transaction of its own on the writer, so it never waits for this process's own lock.
    const release = await this.driver.lockForWriting();
    let result: QueryResult<R>;
    try {
      result = this.driver.writer.run<R>(query);
    } catch (error) {
      await this.driver.finish("rollback", release);
      throw error;
    }
    await this.driver.finish("commit", release);
    return result;
  }

  // biome-ignore lint/correctness/useYield: the app never streams; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streamQuery no está disponible con SQLite en este servidor");
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) over the driver above. */
export class SqliteFileDialect extends SqliteDialect {
  constructor(private readonly file: string) {
    // The parent's own driver is never created; it only needs a config to hold.
    super({ database: {} as never });
  }

  override createDriver(): Driver {
    return new TwoConnectionDriver(this.file);
  }
}
