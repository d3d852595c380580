import {
  type AuditCheckResponse,
  type AuditEntryResponse,
  type AuditQuery,
  addDays,
  fieldChanges,
  startOfDayInZone,
} from "@nova/domain";
import type { AppContext } from "../../context.ts";
import type { Database } from "../../db/database.ts";
import { auditHash, GENESIS_HASH } from "../../records/audit-hash.ts";
import { readChainHead } from "../../records/audit-log.ts";
import { loadStudio } from "../../records/settings.ts";
import {
  type AuditFilter,
  auditRowsAfter,
  listAuditRows,
  namesOfClasses,
  namesOfPeople,
  newestAuditId,
  studentNamesOfPayments,
} from "./audit.repository.ts";

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** The records a page of the trail names, as `entity:id` → name: one query per kind of record. */
async function recordNames(
  db: Database,
  rows: readonly { entity: string; entity_id: string | null }[],
): Promise<Map<string, string>> {
  const idsOf = (entity: string) => [
    ...new Set(
      rows
        .filter((r) => r.entity === entity && r.entity_id !== null && /^\d{1,9}$/.test(r.entity_id))
        .map((r) => Number(r.entity_id)),
    ),
  ];
  const [students, teachers, classes, payments] = await Promise.all([
    namesOfPeople(db, "students", idsOf("student")),
    namesOfPeople(db, "teachers", idsOf("teacher")),
    namesOfClasses(db, idsOf("class")),
    studentNamesOfPayments(db, idsOf("payment")),
  ]);
  const names = new Map<string, string>();
  for (const [entity, found] of [
    ["student", students],
    ["teacher", teachers],
    ["class", classes],
    ["payment", payments],
  ] as const) {
    for (const { id, name } of found) names.set(`${entity}:${id}`, name);
  }
  return names;
}

/**
 * One page of the activity list ('Actividad'), newest first, and the number of matches. The
 * days `from` and `to` are the studio's: they become the instants its time zone starts them.
 */
export async function listActivity(ctx: AppContext, query: AuditQuery) {
  const filter: AuditFilter = {
    userId: query.userId,
    entity: query.entity,
    entityId: query.entityId,
    action: query.action,
  };
  if (query.from || query.to) {
    const { timeZone } = (await loadStudio(ctx.db, ctx.now())).settings.system;
    if (query.from) filter.since = startOfDayInZone(query.from, timeZone).toISOString();
    if (query.to) filter.before = startOfDayInZone(addDays(query.to, 1), timeZone).toISOString();
  }
  const size = query.size ?? 50;
  const { rows, total } = await listAuditRows(ctx.db, filter, {
    limit: size,
    offset: ((query.page ?? 1) - 1) * size,
  });
  const names = await recordNames(ctx.db, rows);
  const items: AuditEntryResponse[] = rows.map((row) => ({
    id: row.id,
    at: row.at,
    userId: row.user_id,
    userName: row.user_name ?? row.username ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    recordName: names.get(`${row.entity}:${row.entity_id}`) ?? null,
    changes: fieldChanges(parse(row.before), parse(row.after)),
  }));
  return { items, total };
}

const BATCH = 1_000;

/**
 * Walks the chain in id order up to its recorded end and recomputes every hash: intact when
 * each row links to its predecessor's stored hash, its own content still hashes to its stored
 * hash, and the walk ends where audit_chain_head says the chain ends (so deleting the newest
 * rows shows too). The end is read first: rows written while the check runs lie beyond it.
 */
export async function checkAuditChain(db: Database): Promise<AuditCheckResponse> {
  const head = await readChainHead(db);
  if (!head) {
    return {
      intact: false,
      checkedRows: 0,
      firstBrokenId: null,
      message: "El registro de auditoría fue alterado: falta el dato de dónde termina la cadena",
    };
  }
  let previous = GENESIS_HASH;
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, afterId, head.lastId, BATCH);
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
  if (previous !== head.lastHash || checked !== head.rowCount) {
    return {
      intact: false,
      checkedRows: checked,
      firstBrokenId: null,
      message: `El registro de auditoría fue alterado: la cadena debía terminar en la fila ${head.lastId} con ${head.rowCount} filas y termina en la fila ${afterId} con ${checked}; se borraron sus últimas filas`,
    };
  }
  // A row beyond the end that a later write did not put there was added by hand. The newest
  // id is read before the end: a write commits its row and the end together.
  const newest = await newestAuditId(db);
  const end = await readChainHead(db);
  if (end && newest > end.lastId) {
    return {
      intact: false,
      checkedRows: checked,
      firstBrokenId: null,
      message: `El registro de auditoría fue alterado: hay filas después del final de la cadena (fila ${end.lastId}) que no escribió la aplicación`,
    };
  }
  return {
    intact: true,
    checkedRows: checked,
    firstBrokenId: null,
    message: `El registro de auditoría está íntegro (${checked} filas verificadas)`,
  };
}
