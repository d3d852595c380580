import type SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
} from "kysely";
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
// A `:memory:` database cannot be opened twice: it gets one connection, and its reads wait for
// the open transaction like Kysely's driver (tests use it; production uses a file).

const WRITE_LOCK_TIMEOUT_MS = 5_000;
// How long an autocommit statement on the reader waits for a lock: only schema reads and
// statements from other tools (backup, restore) can hold one against it.
const BUSY_TIMEOUT_MS = 5_000;
const STATEMENT_CACHE_SIZE = 500;

/** A small FIFO mutex: `lock()` resolves with the function that releases it. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release = () => {};
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
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

  /** This process's turn to write, then SQLite's write lock, without blocking the event loop. */
  async lockForWriting(): Promise<() => void> {
    const release = await this.writes.lock();
    const deadline = Date.now() + WRITE_LOCK_TIMEOUT_MS;
    for (;;) {
      try {
        this.writer.sqlite.exec("begin immediate");
        return release;
      } catch (error) {
        if (!isBusy(error) || Date.now() > deadline) {
          release();
          throw error;
        }
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
    connection.end("commit");
  }

  async rollbackTransaction(connection: RoutedConnection) {
    connection.end("rollback");
  }

  async releaseConnection(connection: RoutedConnection) {
    // A connection released with its transaction open (Kysely ends it first): roll it back.
    if (connection.inTransaction) connection.end("rollback");
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

  end(command: "commit" | "rollback") {
    const release = this.release;
    this.release = undefined;
    try {
      // A failed statement may already have rolled SQLite's transaction back.
      if (this.driver.writer.sqlite.inTransaction) this.driver.writer.sqlite.exec(command);
    } finally {
      release?.();
    }
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
    try {
      const result = this.driver.writer.run<R>(query);
      this.driver.writer.sqlite.exec("commit");
      return result;
    } catch (error) {
      if (this.driver.writer.sqlite.inTransaction) this.driver.writer.sqlite.exec("rollback");
      throw error;
    } finally {
      release();
    }
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
