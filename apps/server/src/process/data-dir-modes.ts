import fs from "node:fs";
import path from "node:path";

// The data folder holds password hashes, personal data, the signing secret and backups of all
// of it: only the account that runs NOVA may read it. Every entry point sets the umask first,
// so whatever it creates (the folder, the database and the WAL SQLite opens, backups, pg_dump's
// output, pid and lock files) is the owner's only; what an older version, a copy or a restore
// left looser is tightened at start, with a warning. SQLite gives the -wal and -shm files the
// mode of the database file, so tightening nova.sqlite also covers them from then on.

/** From here on this process (and what it starts) creates folders 0700 and files 0600. */
export function createOwnerOnlyFiles(): void {
  process.umask(0o077);
}

// The folder, what it holds and one level below (backups/, before-restore/).
const DEPTH = 2;
const LISTED = 6;

/**
 * Takes read and write away from group and others on the data folder and its contents, and
 * returns one Spanish line naming what was looser (null when all was already the owner's).
 */
export function tightenDataDir(folder: string): string | null {
  const dataDir = path.resolve(folder);
  if (!fs.existsSync(dataDir)) return null;
  const loosened: string[] = [];
  const refused: string[] = [];
  const visit = (entry: string, depth: number) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    const name = path.relative(dataDir, entry) || ".";
    if ((mode & 0o077) !== 0) {
      try {
        fs.chmodSync(entry, mode & 0o700);
        loosened.push(`${name} ${mode.toString(8).padStart(4, "0")}`);
      } catch {
        refused.push(name);
      }
    }
    if (stat.isDirectory() && depth < DEPTH) {
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child), depth + 1);
    }
  };
  visit(dataDir, 0);
  if (loosened.length === 0 && refused.length === 0) return null;
  const list = (names: string[]) =>
    names.length > LISTED
      ? `${names.slice(0, LISTED).join(", ")} y ${names.length - LISTED} más`
      : names.join(", ");
  return [
    `Permisos demasiado abiertos en la carpeta de datos ${dataDir}`,
    loosened.length > 0
      ? `: se dejaron solo para el usuario que ejecuta NOVA (carpetas 0700, archivos 0600): ${list(loosened)}`
      : "",
    refused.length > 0
      ? `; no se pudieron cambiar (pertenecen a otro usuario): ${list(refused)}`
      : "",
    ".",
  ].join("");
}

/** For an operator command: owner-only files from now on, and one warning line if some were not. */
export function secureDataDirForCommand(dataDir: string): void {
  createOwnerOnlyFiles();
  const warning = tightenDataDir(dataDir);
  if (warning) console.warn(warning);
}
