import fs from "node:fs";
import path from "node:path";
import { type Dialect, Kysely, type LogEvent, PostgresDialect } from "kysely";
import pg from "pg";
import { markingConnectFailures } from "./connection-errors.ts";
import { PoolWaits, rememberPoolWaits } from "./pool-waits.ts";
import type { DatabaseSchema } from "./schema.ts";
import { SqliteFileDialect } from "./sqlite-driver.ts";

export type Database = Kysely<DatabaseSchema>;

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  /** Called after every query with its own duration; tests count queries with it. */
  onQuery?: (sql: string, durationMs: number, parameters: readonly unknown[]) => void;
  /** Told when PostgreSQL drops an idle connection (restart, pg_terminate_backend). */
  onConnectionLost?: (error: Error) => void;
  /** PostgreSQL `application_name`; operator commands use another than the server's. */
  applicationName?: string;
  /** PostgreSQL connections this process may open at once (default 10). */
  poolSize?: number;
}

/** `application_name` of the server's connections: restore refuses while any is open. */
export const SERVER_APPLICATION_NAME = "nova-server";

// PostgreSQL returns bigint (count, sum) and numeric as strings; every figure here fits in a
// double, so parse them once here and the query code stays identical on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

function sqliteDialect(file: string): Dialect {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  return new SqliteFileDialect(file);
}

function postgresPool(url: string, options: DatabaseOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? SERVER_APPLICATION_NAME,
    // During an outage a request fails after this long with a 503 instead of hanging.
    connectionTimeoutMillis: 5_000,
    // No JIT compilation of queries: the reports' ledger reads cost enough for PostgreSQL to
    // compile them (jit_above_cost), and compiling took 30–55 ms of a 260 ms cold dashboard,
    // more than it saves on queries that run in milliseconds (issue 37, EXPLAIN ANALYZE).
    options: "-c jit=off",
  });
  // A connection that PostgreSQL closes (a restart, pg_terminate_backend) emits 'error' on its
  // client and, when it was idle, on the pool too; an 'error' event without a listener ends
  // the process. The pool drops the dead connection and opens a new one at the next query;
  // a query that was using it fails and becomes a 503. Reported once, from the client.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", (error) => options.onConnectionLost?.(error));
    prepareStatements(client);
  });
  return pool;
}

/** Statements PostgreSQL can keep prepared: queries, not schema changes. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Prepared statements per connection; IN lists of every length make the set of texts open. */
const MAX_PREPARED = 500;

/**
 * Sends each query text as a named prepared statement of its connection: PostgreSQL then
 * parses it once and, after a few runs, plans it once, instead of doing both for every query
 * (0.1–0.4 ms each, a dozen times per screen). Kysely sends every query as (text, values);
 * anything else (DDL, a text beyond the bound) goes as before.
 */
function prepareStatements(client: pg.PoolClient) {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = (text: unknown, values: unknown, ...rest: unknown[]) => {
    if (typeof text === "string" && Array.isArray(values) && rest.length === 0) {
      let name = names.get(text);
      if (!name && names.size < MAX_PREPARED && PREPARABLE.test(text)) {
        name = `nova_${names.size + 1}`;
        names.set(text, name);
      }
      if (name) return query({ name, text, values });
    }
    return query(text, values, ...rest);
  };
  client.query = prepared as typeof client.query;
}

/** Opens the configured database (SQLite by default, PostgreSQL for postgres:// URLs). */
export function createDatabase(options: DatabaseOptions): Database {
  // PostgreSQL: each connect is timed, so the server can refuse work at once while the pool's
  // line does not move (plugins/load-shedding.ts) instead of making every request wait.
  const waits = options.databaseUrl ? new PoolWaits() : undefined;
  const dialect = options.databaseUrl
    ? new PostgresDialect({
        pool: (waits as PoolWaits).tracking(
          markingConnectFailures(postgresPool(options.databaseUrl, options)),
        ),
      })
    : sqliteDialect(options.sqliteFile ?? ":memory:");
  const onQuery = options.onQuery;
  const db = new Kysely<DatabaseSchema>({
    dialect,
    log: onQuery
      ? (event: LogEvent) => {
          if (event.level === "query")
            onQuery(event.query.sql, event.queryDurationMillis, event.query.parameters);
        }
      : undefined,
  });
  if (waits) rememberPoolWaits(db, waits);
  return db;
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}
