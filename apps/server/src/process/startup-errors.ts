import fs from "node:fs";
import { errorCode, isDatabaseUnavailable } from "../db/connection-errors.ts";

/** A failure already worded for the operator (start-up, backup, restore): one Spanish line naming the value at fault. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

export interface StartupFacts {
  port?: number | undefined;
  host?: string | undefined;
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  sqliteFile?: string | undefined;
}

/** `host:port/database` of a PostgreSQL URL, without the user's password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(URL ilegible)";
  }
}

function postgresUser(url: string): string {
  try {
    return decodeURIComponent(new URL(url).username) || "(sin usuario)";
  } catch {
    return "(sin usuario)";
  }
}

/**
 * Turns whatever stopped the start into the one line the operator reads. Unknown errors keep
 * their own message: still one line, and LOG_LEVEL=debug prints the stack.
 */
export function describeOperatorError(error: unknown, facts: StartupFacts): string {
  if (error instanceof OperatorError) return error.message;
  // Migrations wrap the error of the statement that failed.
  const cause =
    error instanceof Error && error.cause instanceof Error && !errorCode(error)
      ? error.cause
      : error;
  const code = errorCode(cause);
  const message = cause instanceof Error ? cause.message : String(cause);
  const port = facts.port ?? "?";
  const host = facts.host ?? "?";

  if (code === "EADDRINUSE") {
    return `El puerto ${port} ya está en uso (PORT=${port}): otro programa lo ocupa; deténlo o elige otro puerto.`;
  }
  if (code === "EACCES" && message.includes("listen")) {
    return `No hay permiso para escuchar en el puerto ${port} (PORT=${port}): usa un puerto mayor que 1023 y un proxy delante.`;
  }
  if (code === "EADDRNOTAVAIL" || (code === "ENOTFOUND" && message.includes(host))) {
    return `La dirección ${host} (HOST=${host}) no pertenece a esta máquina.`;
  }

  if (facts.databaseUrl) {
    const where = describePostgresUrl(facts.databaseUrl);
    if (code === "28P01" || code === "28000") {
      return `PostgreSQL rechazó al usuario "${postgresUser(facts.databaseUrl)}" en ${where} (DATABASE_URL): revisa el usuario y la contraseña.`;
    }
    if (code === "3D000") {
      return `La base de datos de DATABASE_URL no existe en PostgreSQL (${where}): créala con createdb o corrige el nombre.`;
    }
    if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
      return `No se encuentra el servidor PostgreSQL de DATABASE_URL (${where}): revisa el nombre del host.`;
    }
    if (isDatabaseUnavailable(cause)) {
      return `No se puede conectar a PostgreSQL en ${where} (DATABASE_URL): ${code === "ECONNREFUSED" ? "conexión rechazada; ¿está encendido y escuchando ahí?" : "no responde."}`;
    }
  } else if (code?.startsWith("SQLITE_")) {
    const file = facts.sqliteFile ?? "?";
    if (code === "SQLITE_CANTOPEN" || code === "SQLITE_READONLY" || code === "SQLITE_IOERR") {
      return `No se puede abrir ni escribir la base de datos ${file} (DATA_DIR=${facts.dataDir}): revisa los permisos de la carpeta y del archivo.`;
    }
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
      return `El archivo ${file} no es una base de datos SQLite válida (DATA_DIR=${facts.dataDir}): restaura un respaldo con npm run restore.`;
    }
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return `No se puede escribir en la carpeta de datos ${facts.dataDir} (DATA_DIR): permiso denegado.`;
  }
  if (code === "ENOTDIR" || code === "EEXIST") {
    return `La carpeta de datos ${facts.dataDir} (DATA_DIR) no es una carpeta: una parte de la ruta es un archivo.`;
  }
  return `No se pudo iniciar NOVA: ${message.split("\n")[0]}`;
}

/** Creates the data folder if needed (the owner's only) and checks that this process may write in it. */
export function ensureWritableDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.accessSync(dataDir, fs.constants.W_OK);
}

/**
 * Runs a start-up or an operator command: a failure prints its one line (and the stack only
 * with LOG_LEVEL=debug) and exits with 1; a returned number becomes the exit code.
 */
export async function runOrExit(
  task: () => Promise<unknown>,
  facts: StartupFacts = {},
): Promise<void> {
  try {
    const code = await task();
    if (typeof code === "number") process.exitCode = code;
  } catch (error) {
    console.error(describeOperatorError(error, facts));
    if (process.env.LOG_LEVEL === "debug" || process.env.LOG_LEVEL === "trace")
      console.error(error);
    process.exit(1);
  }
}
