import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../db/database.ts";
import { chainPosition, newestAuditRowOf } from "./audit-chain.ts";
import { readChainHead } from "./audit-log.ts";

/**
 * A point of the audit chain recorded outside the database: its row `lastId`, that row's hash,
 * how many rows the chain had up to it, when it was taken, and a seal (HMAC-SHA256 with the
 * audit key, audit-key.ts) over all of that. The chain in the database can only be trusted as
 * far as such a point: someone who deletes the newest rows and moves audit_chain_head back
 * leaves a chain that links up, but no longer reaches an anchor taken before.
 */
export interface AuditAnchor {
  lastId: number;
  lastHash: string;
  rowCount: number;
  at: string;
  seal: string;
}

/** An anchor and where it was found, for the check's message. */
export interface SourcedAnchor extends AuditAnchor {
  source: string;
}

function sealOf(key: Uint8Array, a: Omit<AuditAnchor, "seal">): string {
  return createHmac("sha256", key)
    .update(JSON.stringify(["nova-audit-anchor-1", a.lastId, a.lastHash, a.rowCount, a.at]))
    .digest("hex");
}

export function makeAnchor(
  key: Uint8Array,
  head: { lastId: number; lastHash: string; rowCount: number },
  at: Date,
): AuditAnchor {
  const content = {
    lastId: head.lastId,
    lastHash: head.lastHash,
    rowCount: head.rowCount,
    at: at.toISOString(),
  };
  return { ...content, seal: sealOf(key, content) };
}

/** True when the anchor's seal was made with this key over exactly these values. */
export function isSealed(key: Uint8Array, anchor: AuditAnchor): boolean {
  const expected = Buffer.from(sealOf(key, anchor), "hex");
  const given = Buffer.from(String(anchor.seal), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The anchor as one short line for a printed sheet: enough to find the row and check its seal. */
export function printedAnchor(anchor: AuditAnchor): string {
  return `fila ${anchor.lastId} · ${anchor.rowCount} registros · cadena ${anchor.lastHash.slice(0, 12)} · sello ${anchor.seal.slice(0, 12)}`;
}

/** The anchor file every server and every check moves forward: DATA_DIR/audit-anchor.json. */
export function anchorFile(dataDir: string): string {
  return path.join(dataDir, "audit-anchor.json");
}

/** Where each backup's manifest is kept (beside the backups folder, one JSON per backup). */
export function backupManifestsDir(dataDir: string): string {
  return path.join(dataDir, "backup-manifests");
}

function asAnchor(value: unknown): AuditAnchor | null {
  if (!value || typeof value !== "object") return null;
  const a = value as Record<string, unknown>;
  const ok =
    Number.isInteger(a.lastId) &&
    typeof a.lastHash === "string" &&
    Number.isInteger(a.rowCount) &&
    typeof a.at === "string" &&
    typeof a.seal === "string";
  return ok
    ? {
        lastId: a.lastId as number,
        lastHash: a.lastHash as string,
        rowCount: a.rowCount as number,
        at: a.at as string,
        seal: a.seal as string,
      }
    : null;
}

/** Atomically replaces a small JSON file (a crash leaves the old one or the new one). */
export function writeJsonFile(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export function writeAnchorFile(dataDir: string, anchor: AuditAnchor): void {
  writeJsonFile(anchorFile(dataDir), anchor);
}

/** The anchor file's anchor; a file that is there but unreadable is an anchor with no seal. */
export function readAnchorFile(dataDir: string): AuditAnchor | null {
  const file = anchorFile(dataDir);
  if (!fs.existsSync(file)) return null;
  try {
    return (
      asAnchor(JSON.parse(fs.readFileSync(file, "utf8"))) ?? {
        lastId: -1,
        lastHash: "",
        rowCount: -1,
        at: "",
        seal: "",
      }
    );
  } catch {
    return { lastId: -1, lastHash: "", rowCount: -1, at: "", seal: "" };
  }
}

/** The audit anchor of the newest backup manifest, with its file name. */
export function newestManifestAnchor(dataDir: string): SourcedAnchor | null {
  const dir = backupManifestsDir(dataDir);
  if (!fs.existsSync(dir)) return null;
  const newest = fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .at(-1);
  if (!newest) return null;
  let anchor: AuditAnchor | null = null;
  try {
    anchor = asAnchor(JSON.parse(fs.readFileSync(path.join(dir, newest), "utf8")).audit);
  } catch {
    anchor = null;
  }
  const source = `el manifiesto del respaldo ${newest}`;
  return anchor
    ? { ...anchor, source }
    : { lastId: -1, lastHash: "", rowCount: -1, at: "", seal: "", source };
}

/** Every anchor kept outside the database in this data folder, for the check. */
export function externalAnchors(dataDir: string): SourcedAnchor[] {
  const anchors: SourcedAnchor[] = [];
  const file = readAnchorFile(dataDir);
  if (file) anchors.push({ ...file, source: `el archivo ${anchorFile(dataDir)}` });
  const manifest = newestManifestAnchor(dataDir);
  if (manifest) anchors.push(manifest);
  return anchors;
}

/**
 * Moves DATA_DIR/audit-anchor.json to the chain's current end, only when that end continues
 * the chain the file anchors (same row and hash at the anchored point, the rows after it all
 * counted). A chain whose tail was deleted does not move the anchor, even once new rows have
 * been written after the gap: the evidence stays until an administrator restores a backup.
 * Returns whether the file was written.
 */
export async function advanceAnchorFile(
  db: Database,
  dataDir: string,
  key: Uint8Array,
  now: Date,
): Promise<boolean> {
  const head = await readChainHead(db);
  if (!head) return false;
  const current = readAnchorFile(dataDir);
  if (current) {
    if (current.lastId === head.lastId && current.lastHash === head.lastHash) return false;
    if (!isSealed(key, current)) return false;
    if (head.lastId < current.lastId || head.rowCount < current.rowCount) return false;
    const position = await chainPosition(db, current.lastId);
    if (position.hash !== current.lastHash || position.count !== current.rowCount) return false;
  }
  writeAnchorFile(dataDir, makeAnchor(key, head, now));
  return true;
}

/**
 * The sealed anchor at the newest audit row of a record and action (a cash close's row), dated
 * `at`: the same whenever it is asked for, so a sheet reprinted later carries the same line.
 */
export async function anchorAtRecord(
  db: Database,
  key: Uint8Array,
  record: { entity: string; entityId: string; action: string },
  at: string,
): Promise<(AuditAnchor & { printed: string }) | null> {
  const row = await newestAuditRowOf(db, record.entity, record.entityId, record.action);
  if (!row?.hash) return null;
  const { count } = await chainPosition(db, row.id);
  const anchor = makeAnchor(
    key,
    { lastId: row.id, lastHash: row.hash, rowCount: count },
    new Date(at),
  );
  return { ...anchor, printed: printedAnchor(anchor) };
}
