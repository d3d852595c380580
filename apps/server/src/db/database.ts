import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Dialect, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseSchema } from "./schema.ts";

export type Database = Kysely<DatabaseSchema>;

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** Called after every query; tests count queries with it. */
  onQuery?: (sql: string) => void;
  /** Told when PostgreSQL drops an idle connection (restart, pg_terminate_backend). */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL `application_name`; operator commands use another than the server's. */
  applicationName?: string;
}

/** `application_name` of the server's connections: restore refuses while any is open. */
export const SERVER_APPLICATION_NAME = "nova-server";

// PostgreSQL returns bigint (count, sum) and numeric as strings; every figure here fits in a
// double, so parse them once here and the query code stays identical on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

// Kysely prepares every query anew; preparing was ~8 % of a cached read's CPU. The app runs a
// small, fixed set of SQL texts, so prepared statements are kept and reused (bounded LRU).
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

function sqliteDialect(file: string): Dialect {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

function postgresPool(url: string, options: DatabaseOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: options.applicationName ?? SERVER_APPLICATION_NAME,
    // During an outage a request fails after this long with a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
  });
  // A connection that PostgreSQL closes (a restart, pg_terminate_backend) emits 'error' on its
  // client and, when it was idle, on the pool too; an 'error' event without a listener ends
  // the process. The pool drops the dead connection and opens a new one at the next query;
  // a query that was using it fails and becomes a 503. Reported once, from the client.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", (error) => options.onConnectionLost?.(error));
  });
  return pool;
}

/** Opens the configured database (SQLite by default, PostgreSQL for postgres:// URLs). */
export function createDatabase(options: DatabaseOptions): Database {
  const dialect = options.databaseUrl
    ? new PostgresDialect({ pool: postgresPool(options.databaseUrl, options) })
    : sqliteDialect(options.sqliteFile ?? ":memory:");
  const onQuery = options.onQuery;
  return new Kysely<DatabaseSchema>({
    dialect,
    log: onQuery
      ? (event: LogEvent) => {
          if (event.level === "query") onQuery(event.query.sql);
        }
      : undefined,
  });
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}
