import type {
  ClassData,
  ClassStatus,
  ClassType,
  DayOfWeek,
  DurationHours,
  Schedule,
} from "@nova/domain";
import { type OperandValueExpressionOrList, type Selectable, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { ClassesTable, DatabaseSchema } from "../../db/schema.ts";
import { byteOrder, idIn, matchesSearch } from "../../db/sql-fragments.ts";
import { isStorableId, recordsOfIds } from "../../lib/db-helpers.ts";
import type { PageWindow } from "../../lib/list-paging.ts";
import { searchText } from "../../lib/text-keys.ts";
import * as liveRows from "../system/live-rows.ts";

/** The fields of the class form, schedules apart. */
export type ClassFields = Omit<ClassData, "schedules">;

/** A class as the services see it (no deleted ones leave this file). */
export type ClassRecord = { id: number } & ClassFields;

export interface ClassFilter {
  search?: string | undefined;
  type?: ClassType | undefined;
  status?: ClassStatus | undefined;
  day?: DayOfWeek | undefined;
  /** Only these statuses (the public landing page). */
  statuses?: readonly ClassStatus[] | undefined;
}

/** A weekly slot of a class. */
interface ScheduleRecord extends Schedule {
  classId: number;
}

// Type and duration are validated on the way in; the casts only restore those literal types.
const toClass = (row: Selectable<ClassesTable>): ClassRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as ClassType | null,
  status: row.status,
  price: row.price,
  durationHours: row.duration_hours as DurationHours,
  maxStudents: row.max_students,
  level: row.level,
  minAge: row.min_age,
  maxAge: row.max_age,
  showPrice: Boolean(row.show_price),
});

function columns(c: ClassFields) {
  return {
    name: c.name,
    description: c.description,
    type: c.type,
    status: c.status,
    price: c.price,
    duration_hours: c.durationHours,
    max_students: c.maxStudents,
    level: c.level,
    min_age: c.minAge,
    max_age: c.maxAge,
    show_price: c.showPrice ? (1 as const) : (0 as const),
    search_text: searchText(c.name),
  };
}

function filtered(db: Database, filter: ClassFilter) {
  let query = db.selectFrom("classes").where("classes.deleted_at", "is", null);
  const term = filter.search;
  if (term) {
    // "Search by class or teacher name": a class matches by its own name or by the name of
    // any teacher assigned to it.
    query = query.where((eb) =>
      eb.or([
        matchesSearch("classes.search_text", term),
        eb.exists(
          eb
            .selectFrom("teacher_assignments")
            .innerJoin("teachers", "teachers.id", "teacher_assignments.teacher_id")
            .select(sql.lit(1).as("one"))
            .whereRef("teacher_assignments.class_id", "=", "classes.id")
            .where("teacher_assignments.ended_on", "is", null)
            .where("teachers.deleted_at", "is", null)
            .where(matchesSearch("teachers.search_text", term)),
        ),
      ]),
    );
  }
  if (filter.type) query = query.where("classes.type", "=", filter.type);
  if (filter.status) query = query.where("classes.status", "=", filter.status);
  if (filter.statuses) query = query.where("classes.status", "in", [...filter.statuses]);
  const day = filter.day;
  if (day) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("class_schedules")
          .select(sql.lit(1).as("one"))
          .whereRef("class_schedules.class_id", "=", "classes.id")
          .where("class_schedules.day_of_week", "=", day),
      ),
    );
  }
  return query;
}

/**
 * Live classes matching the filter, by name: one page (all of them without a window) and how
 * many match in all.
 */
export const pageOfClasses = (db: Database, filter: ClassFilter, window?: PageWindow) =>
  liveRows.page(db, () => filtered(db, filter), "search_text", toClass, window);

/** Live classes matching the filter, by name. */
export async function listClasses(db: Database, filter: ClassFilter): Promise<ClassRecord[]> {
  return (await pageOfClasses(db, filter)).records;
}

const classRows = liveRows.recordKind({
  table: "classes",
  columns,
  toRecord: toClass,
  notFound: "CLASS_NOT_FOUND",
});

/** A live class by id. */
export const findClass = classRows.find;
/** A live class or CLASS_NOT_FOUND. */
export const requireClass = classRows.require;
export const insertClass = classRows.insert;
export const updateClass = classRows.update;
/** Soft-deletes a live class; the class as it was, or CLASS_NOT_FOUND. */
export const removeClass = classRows.remove;

/**
 * A live class read for an enrollment, with its row locked until the transaction ends.
 * The no-op update takes the row lock on PostgreSQL (and the write lock on SQLite), so two
 * simultaneous enrollments into the last seat are decided one after the other and the
 * capacity check cannot be passed by both.
 */
export async function lockClass(db: Database, id: number): Promise<ClassRecord | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .updateTable("classes")
    .set((eb) => ({ max_students: eb.ref("max_students") }))
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .returningAll()
    .executeTakeFirst();
  return row ? toClass(row) : undefined;
}

/** Replaces a class's weekly schedule as a whole. */
export async function replaceSchedules(
  db: Database,
  classId: number,
  schedules: readonly Schedule[],
): Promise<void> {
  await db.deleteFrom("class_schedules").where("class_id", "=", classId).execute();
  if (schedules.length === 0) return;
  await db
    .insertInto("class_schedules")
    .values(
      schedules.map((s) => ({
        class_id: classId,
        day_of_week: s.dayOfWeek,
        start_hour: s.startHour,
        start_minute: s.startMinute,
      })),
    )
    .execute();
}

/** The schedules of the given classes (one query for a whole page). */
export const schedulesOfClasses = recordsOfIds(
  (db, classIds) =>
    db
      .selectFrom("class_schedules")
      .select(["class_id", "day_of_week", "start_hour", "start_minute"])
      .where(idIn(db, "class_id", classIds))
      .orderBy("id"),
  (row): ScheduleRecord => ({
    classId: row.class_id,
    dayOfWeek: row.day_of_week as DayOfWeek,
    startHour: row.start_hour,
    startMinute: row.start_minute,
  }),
);

/**
 * Revenue of each class for one month: the sum of its non-deleted payments for that
 * month (`payment_month`). Payments of deleted students or classes still count: the money
 * was received. Classes without payments are absent from the map. Pass `classIds` to
 * restrict it to some classes; without them every class is summed (reports).
 */
export async function revenueByClassForMonth(
  db: Database,
  month: string,
  classIds?: readonly number[],
): Promise<Map<number, number>> {
  const rows = await revenueByClassForMonths(db, month, month, classIds);
  return new Map(rows.map((row) => [row.classId, row.revenue]));
}

/** Revenue of each class for every month of `from`..`to` (both `YYYY-MM`, included). */
export async function revenueByClassForMonths(
  db: Database,
  from: string,
  to: string,
  /** Some classes' ids, or a query of them (see classesEverTaughtBy); every class's if absent. */
  classIds?: OperandValueExpressionOrList<DatabaseSchema, "payment_totals", "class_id">,
): Promise<{ classId: number; month: string; revenue: number }[]> {
  if (Array.isArray(classIds) && classIds.length === 0) return [];
  // From the totals the payment triggers keep: a few rows per class and month.
  let query = db
    .selectFrom("payment_totals")
    .select((eb) => ["class_id", "payment_month", eb.fn.sum<number>("amount").as("revenue")])
    .where("payments", ">", 0)
    .where("payment_month", ">=", from)
    .where("payment_month", "<=", to)
    .groupBy(["class_id", "payment_month"]);
  if (classIds) query = query.where("class_id", "in", classIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    classId: row.class_id,
    month: row.payment_month,
    revenue: Number(row.revenue),
  }));
}

/** Live classes by id, in name order (one query for a whole page's classes). */
export const classesByIds = recordsOfIds(
  (db, ids) =>
    db
      .selectFrom("classes")
      .selectAll()
      .where(idIn(db, "id", ids))
      .where("deleted_at", "is", null)
      .orderBy(byteOrder(db, "search_text"))
      .orderBy("id"),
  toClass,
);
