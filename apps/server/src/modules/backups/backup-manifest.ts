import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../db/database.ts";
import {
  type AuditAnchor,
  backupManifestsDir,
  isSealed,
  makeAnchor,
  writeAnchorFile,
  writeJsonFile,
} from "../../records/audit/audit-anchor.ts";
import { chainPosition } from "../../records/audit/audit-chain.ts";
import { readChainHead } from "../../records/audit/audit-log.ts";
import { SECRET_TABLES } from "./backup-safety.ts";
import type { TableCounts } from "./backups.repository.ts";

export interface BackupManifest {
  format: 1;
  file: string;
  takenAt: string;
  engine: "sqlite" | "postgres";
  sizeBytes: number;
  sha256: string;
  counts: TableCounts;
  /** The audit chain's end in the backup's snapshot, sealed: an anchor kept outside the database. */
  audit: AuditAnchor | null;
  /** Tables whose rows the backup leaves out on purpose. */
  excludedTableData: readonly string[];
}

function sha256Of(file: string): string {
  const hash = createHash("sha256");
  const fd = fs.openSync(file, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (;;) {
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      hash.update(buffer.subarray(0, read));
    }
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

/** Writes DATA_DIR/backup-manifests/<backup name>.json beside the backups folder. */
export function writeBackupManifest(
  dataDir: string,
  backup: {
    file: string;
    at: string;
    engine: "sqlite" | "postgres";
    counts: TableCounts;
    head: { lastId: number; lastHash: string; rowCount: number } | null;
  },
  key: Uint8Array,
): BackupManifest {
  const manifest: BackupManifest = {
    format: 1,
    file: path.basename(backup.file),
    takenAt: backup.at,
    engine: backup.engine,
    sizeBytes: fs.statSync(backup.file).size,
    sha256: sha256Of(backup.file),
    counts: backup.counts,
    audit: backup.head ? makeAnchor(key, backup.head, new Date(backup.at)) : null,
    excludedTableData: SECRET_TABLES,
  };
  writeJsonFile(path.join(backupManifestsDir(dataDir), `${manifest.file}.json`), manifest);
  return manifest;
}

/** Deletes the manifests whose backup was pruned from `backupsFolder`. */
export function pruneManifests(dataDir: string, backupsFolder: string): void {
  const dir = backupManifestsDir(dataDir);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(".json")) continue;
    if (!fs.existsSync(path.join(backupsFolder, name.slice(0, -".json".length)))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

/**
 * After a restore the database is legitimately older than the anchors taken since: the anchor
 * file restarts at the restored chain's end, and the manifests of backups whose chain the
 * restored one does not contain (taken after it) move to `asideDir`, so the audit check compares
 * the restored chain only with anchors of its own history.
 */
export async function reanchorAfterRestore(
  db: Database,
  dataDir: string,
  key: Uint8Array,
  asideDir: string,
  now: Date,
): Promise<void> {
  const head = await readChainHead(db);
  if (head) writeAnchorFile(dataDir, makeAnchor(key, head, now));
  const dir = backupManifestsDir(dataDir);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    let anchor: AuditAnchor | null = null;
    try {
      anchor = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")).audit ?? null;
    } catch {
      anchor = null;
    }
    let onChain = false;
    if (anchor && head && isSealed(key, anchor) && anchor.lastId <= head.lastId) {
      const position = await chainPosition(db, anchor.lastId);
      onChain = position.hash === anchor.lastHash && position.count === anchor.rowCount;
    }
    if (!onChain) fs.renameSync(path.join(dir, name), path.join(asideDir, name));
  }
}
