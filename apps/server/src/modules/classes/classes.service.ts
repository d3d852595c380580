import {
  type ClassData,
  type ClassesQuery,
  type ClassResponse,
  type ClassUpdateData,
  fullNameOf,
  groupBy,
  updatedFields,
  weeklySlots,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { removeWithAudit } from "../../records/audit/audited-removal.ts";
import {
  type ClassFields,
  type ClassRecord,
  insertClass,
  pageOfClasses,
  removeClass,
  replaceSchedules,
  requireClass,
  revenueByClassForMonth,
  schedulesOfClasses,
  updateClass,
} from "../../records/classes/classes.ts";
import {
  closeOpenEnrollments,
  countOpenEnrollments,
  studentsOfClasses,
} from "../../records/classes/enrollments.ts";
import { defaultPriceFrom, recordClassPrice } from "../../records/ledger/class-prices.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { assignmentsOfClasses, endAssignments } from "../../records/teachers/assignments.ts";

/**
 * The API shape of several classes, loading their schedules, teachers, students and the
 * month's revenue with one query each whatever the number of classes.
 */
export async function classViews(
  db: Database,
  classes: readonly ClassRecord[],
  month: string,
  /** The request's data versions, when it read them (records-memo.ts). */
  versions?: Promise<DataVersions>,
): Promise<ClassResponse[]> {
  const ids = classes.map((c) => c.id);
  // All but the revenue read no money: a payment leaves them kept (records-memo.ts). The reads
  // go together: on PostgreSQL each is a round trip.
  const [{ schedules, assignments, roster }, revenue] = await Promise.all([
    memoOnRecords(
      db,
      `classes:${ids.join(",")}`,
      async () => {
        const [schedules, assignments, roster] = await Promise.all([
          schedulesOfClasses(db, ids),
          assignmentsOfClasses(db, ids),
          studentsOfClasses(db, ids),
        ]);
        return { schedules, assignments, roster };
      },
      versions,
    ),
    revenueByClassForMonth(db, month, ids),
  ]);
  const schedulesByClass = groupBy(schedules, (s) => s.classId);
  const teachersByClass = groupBy(assignments, (a) => a.classId);
  const studentsByClass = groupBy(roster, (r) => r.classId);
  return classes.map((c) => {
    const teachers = teachersByClass.get(c.id) ?? [];
    const students = studentsByClass.get(c.id) ?? [];
    const first = teachers[0];
    return {
      ...c,
      schedules: weeklySlots(schedulesByClass.get(c.id) ?? []),
      teacherIds: teachers.map((t) => t.teacherId),
      teacher: first ? { name: fullNameOf(first) } : null,
      teachers: teachers.map((t) => ({
        id: t.teacherId,
        fullName: fullNameOf(t),
        isStudioOwner: t.isStudioOwner,
        assignedFrom: t.assignedFrom,
      })),
      studentIds: students.map((s) => s.studentId),
      enrolledStudents: students.length,
      monthlyRevenue: revenue.get(c.id) ?? 0,
    };
  });
}

/** GET /api/classes: one page of the filtered list and the number of matches. */
export async function listClassViews(
  ctx: AppContext,
  query: ClassesQuery,
  versions?: Promise<DataVersions>,
) {
  const filter = { search: query.search, type: query.type, status: query.status, day: query.day };
  const [{ records: classes, total }, { month }] = await Promise.all([
    pageOfClasses(ctx.db, filter, pageWindow(query)),
    loadStudio(ctx.db, ctx.now(), versions),
  ]);
  return { items: await classViews(ctx.db, classes, month, versions), total };
}

export async function getClassView(
  ctx: AppContext,
  id: number,
  versions?: Promise<DataVersions>,
): Promise<ClassResponse> {
  const [found, { month }] = await Promise.all([
    requireClass(ctx.db, id),
    loadStudio(ctx.db, ctx.now(), versions),
  ]);
  const [view] = await classViews(ctx.db, [found], month, versions);
  if (!view) throw failure("CLASS_NOT_FOUND", { rejectedValue: id });
  return view;
}

function fieldsOf(data: ClassData): ClassFields {
  return {
    name: data.name,
    description: data.description,
    type: data.type,
    status: data.status,
    price: data.price,
    durationHours: data.durationHours,
    maxStudents: data.maxStudents,
    level: data.level,
    minAge: data.minAge,
    maxAge: data.maxAge,
    showPrice: data.showPrice,
  };
}

export async function createClass(
  ctx: AppContext,
  userId: number,
  data: ClassData,
): Promise<ClassResponse> {
  const fields = fieldsOf(data);
  const id = await writeTransaction(ctx, async (trx, at) => {
    const newId = await insertClass(trx, fields, at);
    await replaceSchedules(trx, newId, data.schedules);
    await writeAudit(trx, {
      userId,
      action: "create",
      entity: "class",
      entityId: newId,
      after: { ...fields, schedules: data.schedules },
      at,
    });
    return newId;
  });
  return getClassView(ctx, id);
}

/**
 * PUT changes the fields sent and, when `schedules` is sent, the whole weekly schedule; a key
 * left out keeps its value (the class form of docs/product/screens.md#class-form has no type, status or capacity: an
 * edit must not reset a cancelled class to active or its capacity to the default). The
 * capacity may not drop below the students enrolled now.
 */
export async function updateClassFromForm(
  ctx: AppContext,
  userId: number,
  id: number,
  data: ClassUpdateData,
): Promise<ClassResponse> {
  const { priceFrom: askedFrom, ...rest } = data;
  // A new price applies from a month (issue 36): this one or later, by default the next.
  const { month } = await loadStudio(ctx.db, ctx.now());
  const priceFrom = askedFrom ?? defaultPriceFrom(month);
  if (priceFrom < month) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "priceFrom", rejectedValue: priceFrom },
      "El nuevo precio rige desde este mes o uno posterior: los meses anteriores ya se cobraron",
    );
  }
  await writeTransaction(ctx, async (trx, at) => {
    const current = await requireClass(trx, id);
    const storedSchedules = await schedulesOfClasses(trx, [id]);
    const before = { ...current, schedules: storedSchedules };
    const { schedules, ...sent } = rest;
    const fields: ClassFields = updatedFields(current, sent);
    // Updating the row first locks it, so an enrollment cannot slip in between the count and
    // the commit (enrolling locks the same row before counting seats).
    await updateClass(trx, id, fields, at);
    const enrolled = await countOpenEnrollments(trx, id);
    if (fields.maxStudents < enrolled) {
      throw failure(
        "CAPACITY_BELOW_ENROLLED",
        { field: "maxStudents", rejectedValue: fields.maxStudents },
        `El cupo no puede ser menor que los ${enrolled} estudiantes inscritos en la clase`,
      );
    }
    if (schedules) await replaceSchedules(trx, id, schedules);
    const repriced = fields.price !== current.price;
    if (repriced) {
      await recordClassPrice(
        trx,
        { classId: id, oldPrice: current.price, newPrice: fields.price, from: priceFrom },
        { userId, at },
      );
    }
    await writeAudit(trx, {
      userId,
      action: "update",
      entity: "class",
      entityId: id,
      before,
      after: {
        ...fields,
        schedules: schedules ?? storedSchedules,
        ...(repriced ? { priceFrom } : {}),
      },
      at,
    });
  });
  return getClassView(ctx, id);
}

/**
 * Soft-deletes a class: its open enrollments and its teachers' assignments end today (studio
 * time), and its payments stay (they keep showing the class name and paying its teachers for
 * the months they taught it). Of simultaneous deletions only one succeeds.
 */
export function deleteClass(ctx: AppContext, userId: number, id: number): Promise<void> {
  return removeWithAudit(ctx, userId, {
    entity: "class",
    id,
    remove: removeClass,
    endLinks: async (trx, today) => ({
      closedEnrollmentIds: await closeOpenEnrollments(trx, { classId: id }, today),
      endedAssignments: await endAssignments(trx, { classId: id }, today),
    }),
  });
}
