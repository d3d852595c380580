import {
  type AuditCheckResponse,
  type AuditEntryResponse,
  type AuditQuery,
  fieldChanges,
} from "@nova/domain";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/database.ts";
import { type AuditFilter, auditRowsAfter, listAuditRows } from "./audit.repository.ts";
import { auditHash, GENESIS_HASH } from "./audit-hash.ts";

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** One page of the activity list ('Actividad'), newest first, and the number of matches. */
export async function listActivity(ctx: AppContext, query: AuditQuery) {
  const filter: AuditFilter = {
    userId: query.userId,
    entity: query.entity,
    entityId: query.entityId,
    action: query.action,
  };
  const size = query.size ?? 50;
  const { rows, total } = await listAuditRows(ctx.db, filter, {
    limit: size,
    offset: ((query.page ?? 1) - 1) * size,
  });
  const items: AuditEntryResponse[] = rows.map((row) => ({
    id: row.id,
    at: row.at,
    userId: row.user_id,
    userName: row.user_name ?? row.username ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: fieldChanges(parse(row.before), parse(row.after)),
  }));
  return { items, total };
}

const BATCH = 1_000;

/**
 * Walks the whole chain in id order and recomputes every hash: intact when each row links to
 * its predecessor's stored hash and its own content still hashes to its stored hash.
 */
export async function checkAuditChain(db: Database): Promise<AuditCheckResponse> {
  let previous = GENESIS_HASH;
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, afterId, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (row.prev_hash !== previous || row.hash !== auditHash(previous, row)) {
        return {
          intact: false,
          checkedRows: checked,
          firstBrokenId: row.id,
          message: `El registro de auditoría fue alterado: la fila ${row.id} no coincide con la cadena`,
        };
      }
      previous = row.hash;
      checked += 1;
      afterId = row.id;
    }
  }
  return {
    intact: true,
    checkedRows: checked,
    firstBrokenId: null,
    message: `El registro de auditoría está íntegro (${checked} filas verificadas)`,
  };
}
