import type { PostgresPool } from "kysely";

// Errors that mean "the database cannot be reached right now", as opposed to a bad query:
// they become a 503 for the request and a one-line message at start-up.

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (the server is shutting
// down, crashed or starting up), 53300 (too many connections), class 28 (authentication: the
// password or pg_hba changed under a running server), 3D000 (no database by that name: renamed
// or dropped during maintenance, a failover to a server without it).
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
const POSTGRES_CLASSES = ["08", "28"];

// Whatever PostgreSQL answers to a new connection (also 55000 "not currently accepting
// connections" of ALLOW_CONNECTIONS false, which outside a connect means a query's own failed
// prerequisite), the request could not reach its database.
const WHILE_CONNECTING = Symbol("nova: raised while opening a connection");

// node-postgres reports a dropped socket or a connect timeout with a plain Error.
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

/** The `code` of a Node.js, node-postgres or better-sqlite3 error, when it has one. */
export function errorCode(error: unknown): string | undefined {
  if (error === null || typeof error !== "object") return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** True when the error says the database is unreachable or went away, not that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = errorCode(error);
  if ((error as { [WHILE_CONNECTING]?: true })[WHILE_CONNECTING]) return true;
  if (
    code &&
    (NETWORK_CODES.has(code) ||
      POSTGRES_CODES.has(code) ||
      POSTGRES_CLASSES.some((c) => code.startsWith(c)))
  ) {
    return true;
  }
  // A connect that failed on every address (localhost: ::1 and 127.0.0.1).
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return PG_MESSAGES.some((m) => error.message.startsWith(m));
}

/** The pool Kysely uses, with every failure to open a connection marked as "unreachable". */
export function markingConnectFailures(pool: PostgresPool): PostgresPool {
  return {
    connect: async () => {
      try {
        return await pool.connect();
      } catch (error) {
        if (error !== null && typeof error === "object") {
          Object.defineProperty(error, WHILE_CONNECTING, { value: true });
        }
        throw error;
      }
    },
    end: () => pool.end(),
  };
}
