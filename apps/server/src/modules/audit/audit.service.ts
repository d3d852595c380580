import {
  type AuditEntryResponse,
  type AuditQuery,
  addDays,
  fieldChanges,
  type listExportInputSchema,
  startOfDayInZone,
} from "@nova/domain";
import type { z } from "zod";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { auditPayload, writeAudit } from "../../records/audit/audit-log.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { type AuditFilter, listAuditRows, recordNameQueries } from "./audit.repository.ts";

type ListExportOutput = z.output<typeof listExportInputSchema>;

/**
 * The records a page of the trail names, as `entity:id` → name: one query per kind of record
 * the page names, none for a kind it does not.
 */
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
  const names = new Map<string, string>();
  await Promise.all(
    Object.entries(recordNameQueries).map(async ([entity, namesOf]) => {
      const ids = idsOf(entity);
      if (ids.length === 0) return;
      for (const { id, name } of await namesOf(db, ids)) names.set(`${entity}:${id}`, name);
    }),
  );
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
    changes: fieldChanges(auditPayload(row.before), auditPayload(row.after)),
  }));
  return { items, total };
}

/**
 * Records a CSV/Excel export of a list with personal data (who, which list, how many rows,
 * with which filters) before the browser builds the file: the one audit path of every export.
 */
export async function recordListExport(ctx: AppContext, user: AuthUser, input: ListExportOutput) {
  await ctx.db.transaction().execute((trx) =>
    writeAudit(trx, {
      userId: user.id,
      action: "export",
      entity: "list-export",
      entityId: input.list,
      after: { list: input.list, format: input.format, rows: input.rows, filters: input.filters },
      at: ctx.now().toISOString(),
    }),
  );
}
