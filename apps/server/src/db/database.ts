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
}

// PostgreSQL returns bigint (count, sum) and numeric as strings; every figure here fits in a
// double, so parse them once here and the query code stays identical on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

function sqliteDialect(file: string): Dialect {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database: sqlite });
}

/** Opens the configured database (SQLite by default, PostgreSQL for postgres:// URLs). */
export function createDatabase(options: DatabaseOptions): Database {
  const dialect = options.databaseUrl
    ? new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      })
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
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter";
}
