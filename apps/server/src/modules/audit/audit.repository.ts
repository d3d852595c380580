import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { fullNameSql, idIn } from "../../db/sql-fragments.ts";

export interface AuditFilter {
  userId?: number | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  action?: string | undefined;
  /** Rows written at or after this instant (ISO, as `at` is stored). */
  since?: string | undefined;
  /** Rows written before this instant. */
  before?: string | undefined;
}

function filtered(db: Database, filter: AuditFilter) {
  let query = db.selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.user_id");
  // Cache-version bumps of writes made behind the API are bookkeeping, not activity.
  query = query.where("audit_log.action", "<>", "external-write");
  if (filter.userId !== undefined) query = query.where("audit_log.user_id", "=", filter.userId);
  if (filter.entity) query = query.where("audit_log.entity", "=", filter.entity);
  if (filter.entityId) query = query.where("audit_log.entity_id", "=", filter.entityId);
  if (filter.action) query = query.where("audit_log.action", "=", filter.action);
  if (filter.since) query = query.where("audit_log.at", ">=", filter.since);
  if (filter.before) query = query.where("audit_log.at", "<", filter.before);
  return query;
}

/** One page of matching rows, newest first, with the name of who made each change. */
export async function listAuditRows(
  db: Database,
  filter: AuditFilter,
  window: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .select([
        "audit_log.id",
        "audit_log.at",
        "audit_log.user_id",
        "audit_log.action",
        "audit_log.entity",
        "audit_log.entity_id",
        "audit_log.before",
        "audit_log.after",
        "users.name as user_name",
        "users.username",
      ])
      .orderBy("audit_log.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A record of the trail by its name. */
type Named = { id: number; name: string };

/** Students' or teachers' full names by id. */
function namesOfPeople(db: Database, table: "students" | "teachers", ids: readonly number[]) {
  return db
    .selectFrom(table)
    .select((eb) => [
      "id",
      sql<string>`${eb.ref("first_name")} || ' ' || ${eb.ref("last_name")}`.as("name"),
    ])
    .where(idIn(db, "id", ids))
    .execute();
}

/**
 * The names of the records a page of the trail is about, by the kind (`entity`) the trail
 * writes: one query each, deleted records included (the trail outlives them). The caller asks
 * only for kinds the page names (ids never empty).
 */
export const recordNameQueries: Record<
  string,
  (db: Database, ids: readonly number[]) => Promise<Named[]>
> = {
  student: (db, ids) => namesOfPeople(db, "students", ids),
  teacher: (db, ids) => namesOfPeople(db, "teachers", ids),
  class: (db, ids) =>
    db
      .selectFrom("classes")
      .select(["id", "name"])
      .where(idIn(db, "id", ids))
      .execute(),
  // A payment is told apart by whose it is: it is named by its student.
  payment: (db, ids) =>
    db
      .selectFrom("payments")
      .innerJoin("students", "students.id", "payments.student_id")
      .select((eb) => ["payments.id", fullNameSql(eb).as("name")])
      .where(idIn(db, "payments.id", ids))
      .execute(),
};
