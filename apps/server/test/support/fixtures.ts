import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { bumpDataVersion } from "../../src/db/data-version.ts";
import type { Database } from "../../src/db/database.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { searchText, sortKey } from "../../src/lib/text-keys.ts";
import { insertUser } from "../../src/records/accounts/users.ts";
import { takeReceiptNumber } from "../../src/records/receipts/receipts.ts";

// Writing behind the API's back, each helper bumps the data version as a real write would, so
// the read cache (plugins/read-cache.ts) never serves a test an answer from before its setup.
// Builds rows straight in the database so a test can set up a studio in a few lines and then
// exercise the HTTP API against it. Defaults are plain; pass what the test is about.
const STAMP = "2026-01-01T12:00:00.000Z";

export async function insertStudent(
  db: Database,
  s: {
    firstName: string;
    lastName: string;
    birthDate?: string | null;
    dni?: string | null;
    email?: string | null;
    phone?: string | null;
    status?: "active" | "inactive" | "suspended";
  },
): Promise<number> {
  const row = await db
    .insertInto("students")
    .values({
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email ?? null,
      phone: s.phone ?? null,
      dni: s.dni ?? null,
      birth_date: s.birthDate ?? null,
      address: null,
      emergency_contact_name: null,
      emergency_contact_phone: null,
      status: s.status ?? "active",
      search_text: searchText(s.firstName, s.lastName, s.email, s.dni),
      sort_key: sortKey(s.lastName, s.firstName),
      created_at: STAMP,
      updated_at: STAMP,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpDataVersion(db);
  return row.id;
}

/** A guardian (apoderada) linked to the given students, the first link paying (issue 26). */
export async function insertGuardian(
  db: Database,
  g: { fullName: string; phone?: string; rut?: string | null },
  students: readonly {
    studentId: number;
    relationship?: "madre" | "padre" | "tutor" | "otro";
    isPayer?: boolean;
  }[] = [],
): Promise<number> {
  const phone = g.phone ?? "+56 9 5555 0000";
  const row = await db
    .insertInto("guardians")
    .values({
      full_name: g.fullName,
      rut: g.rut ?? null,
      phone,
      email: null,
      address: null,
      search_text: searchText(g.fullName, g.rut, phone),
      sort_key: sortKey(g.fullName),
      created_at: STAMP,
      updated_at: STAMP,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const link of students) {
    await db
      .insertInto("student_guardians")
      .values({
        student_id: link.studentId,
        guardian_id: row.id,
        relationship: link.relationship ?? "madre",
        is_payer: link.isPayer === false ? 0 : 1,
        created_at: STAMP,
      })
      .execute();
  }
  await bumpDataVersion(db);
  return row.id;
}

export async function insertTeacher(
  db: Database,
  t: {
    firstName: string;
    lastName: string;
    isStudioOwner?: boolean;
    email?: string;
    phone?: string;
  },
): Promise<number> {
  const email = t.email ?? `${t.firstName.toLowerCase()}@nova.cl`;
  const row = await db
    .insertInto("teachers")
    .values({
      first_name: t.firstName,
      last_name: t.lastName,
      email,
      phone: t.phone ?? "+56 9 1234 5678",
      address: null,
      is_studio_owner: t.isStudioOwner ? 1 : 0,
      search_text: searchText(t.firstName, t.lastName, email),
      sort_key: sortKey(t.lastName, t.firstName),
      created_at: STAMP,
      updated_at: STAMP,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Her first status, as the API records it; it covers every month before it too.
  await db
    .insertInto("teacher_status_changes")
    .values({
      teacher_id: row.id,
      effective_from: STAMP.slice(0, 10),
      is_studio_owner: t.isStudioOwner ? 1 : 0,
      recorded_at: STAMP,
    })
    .execute();
  await bumpDataVersion(db);
  return row.id;
}

export async function insertClass(
  db: Database,
  c: {
    name: string;
    price: number;
    type?: string | null;
    status?: "active" | "scheduled" | "cancelled" | "completed";
    durationHours?: number;
    maxStudents?: number;
    description?: string | null;
    schedules?: { dayOfWeek: string; startHour: number; startMinute: number }[];
  },
): Promise<number> {
  const row = await db
    .insertInto("classes")
    .values({
      name: c.name,
      description: c.description ?? null,
      type: c.type ?? null,
      status: c.status ?? "active",
      price: c.price,
      duration_hours: c.durationHours ?? 1.5,
      max_students: c.maxStudents ?? 20,
      search_text: searchText(c.name),
      created_at: STAMP,
      updated_at: STAMP,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const s of c.schedules ?? []) {
    await db
      .insertInto("class_schedules")
      .values({
        class_id: row.id,
        day_of_week: s.dayOfWeek,
        start_hour: s.startHour,
        start_minute: s.startMinute,
      })
      .execute();
  }
  await bumpDataVersion(db);
  return row.id;
}

/**
 * Assigns a teacher to a class from `from` (default: long before any test's months, so the
 * assignment covers them all) until `endedOn` (default: still assigned).
 */
export async function assignTeacher(
  db: Database,
  teacherId: number,
  classId: number,
  from = "2000-01-01",
  endedOn: string | null = null,
) {
  await db
    .insertInto("teacher_assignments")
    .values({
      class_id: classId,
      teacher_id: teacherId,
      assigned_from: from,
      ended_on: endedOn,
      assigned_at: STAMP,
    })
    .execute();
  await bumpDataVersion(db);
}

export async function enroll(
  db: Database,
  studentId: number,
  classId: number,
  enrollmentDate: string,
  endedOn: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto("enrollments")
    .values({
      student_id: studentId,
      class_id: classId,
      enrollment_date: enrollmentDate,
      ended_on: endedOn,
      notes: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpDataVersion(db);
  return row.id;
}

/** A new student enrolled in the class from `from` (until `endedOn`, when given); her id. */
export async function enrolledStudent(
  db: Database,
  classId: number,
  student: Parameters<typeof insertStudent>[1],
  from: string,
  endedOn?: string,
): Promise<number> {
  const id = await insertStudent(db, student);
  await enroll(db, id, classId, from, endedOn);
  return id;
}

export async function insertPayment(
  db: Database,
  p: {
    studentId: number;
    classId: number;
    amount: number;
    month: string;
    date: string;
    method?: string;
    late?: boolean;
    deleted?: boolean;
    /** false: the schema before receipts (migration 025), a bare payment row. */
    receipt?: boolean;
  },
): Promise<number> {
  // Each payment a receipt of its own, as the API writes a single payment (issue 25).
  const number = await takeReceiptNumber(db);
  const receipt =
    p.receipt === false
      ? null
      : await db
          .insertInto("receipts")
          .values({
            number,
            payment_date: p.date,
            payment_method: p.method ?? "EFECTIVO",
            total: p.amount,
            notes: null,
            tax_document_number: null,
            created_by: null,
            created_at: STAMP,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
  const row = await db
    .insertInto("payments")
    .values({
      student_id: p.studentId,
      class_id: p.classId,
      amount: p.amount,
      payment_month: p.month,
      payment_date: p.date,
      payment_method: p.method ?? "EFECTIVO",
      notes: null,
      is_late_payment: p.late ? 1 : 0,
      created_by: null,
      created_at: STAMP,
      deleted_at: p.deleted ? STAMP : null,
      deleted_by: null,
      receipt_number: number,
      ...(receipt ? { receipt_id: receipt.id, void_reason: null } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpDataVersion(db);
  return row.id;
}

/**
 * One class month paid in cash on the month's 5th, before the due day (so never late); voided
 * when `deleted`. The payment's id.
 */
export function paidMonth(
  db: Database,
  studentId: number,
  classId: number,
  amount: number,
  month: string,
  deleted = false,
): Promise<number> {
  return insertPayment(db, { studentId, classId, amount, month, date: `${month}-05`, deleted });
}

// --- Added with the students/teachers/classes API (issue 3). ---

/** Stores one settings section (merged over the defaults when read). */
export async function setSettingsSection(db: Database, key: string, value: object) {
  const json = JSON.stringify(value);
  await db
    .insertInto("settings")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
  await bumpDataVersion(db);
}

/** Discount percentages from a month on: sibling second, sibling third and later, multi-class. */
export type DiscountsFrom = readonly [
  from: string,
  siblingSecond: number,
  siblingThirdPlus: number,
  multiClass: number,
];

/**
 * The family rules of a season of March to December whose discounts changed over time (issue
 * 26): each entry applies from its month on, stacked with the sibling discount first; the last
 * is the one in force now.
 */
export async function setSeasonDiscounts(db: Database, history: readonly DiscountsFrom[]) {
  const rules = ([, siblingSecond, siblingThirdPlus, multiClass]: DiscountsFrom) => ({
    siblingSecondPercent: siblingSecond,
    siblingThirdPlusPercent: siblingThirdPlus,
    multiClassPercent: multiClass,
  });
  const now = history.at(-1);
  if (!now) throw new Error("setSeasonDiscounts needs at least one entry");
  await setSettingsSection(db, "families", {
    ...rules(now),
    billedMonths: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    discountHistory: history.map((entry) => ({
      from: entry[0],
      rules: { ...rules(entry), order: "sibling-first", stack: true },
    })),
  });
}

/** The audit rows of one entity, oldest first, with their JSON parsed. */
export async function auditRowsOf(db: Database, entity: string, entityId: number | string) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    action: r.action,
    userId: r.user_id,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}

type Injects = { app: { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> } };

/** One request with the given headers (who sends it) and a JSON body if any. */
export function injectWith(
  t: Injects,
  headers: Record<string, string>,
  method: InjectOptions["method"],
  url: string,
  payload?: InjectOptions["payload"],
) {
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/**
 * A request sender that names who sends by one header (`authorization`, a family's `cookie`):
 * each request carries that header's value, and a JSON body if any.
 */
export function sendingHeader(name: string) {
  return (
    t: Injects,
    value: string,
    method: InjectOptions["method"],
    url: string,
    payload?: InjectOptions["payload"],
  ) => injectWith(t, { [name]: value }, method, url, payload);
}

/** One JSON request with the given Authorization header (a header `loginAs` returned, say). */
export const injectAs = sendingHeader("authorization");

/** A JSON request sender authenticated as the admin, for tests that make many calls. */
export function adminApi(t: Injects & { authHeader(): Promise<string> }) {
  return async (method: InjectOptions["method"], url: string, payload?: InjectOptions["payload"]) =>
    injectAs(t, await t.authHeader(), method, url, payload);
}

/** Fills a student's contact data (email, phone, emergency contact), which the dashboard checks. */
export async function setContactData(db: Database, studentId: number) {
  await db
    .updateTable("students")
    .set({
      email: `estudiante${studentId}@correo.cl`,
      phone: "+56 9 8765 4321",
      emergency_contact_name: "Contacto de emergencia",
      emergency_contact_phone: "+56 9 1111 2222",
    })
    .where("id", "=", studentId)
    .execute();
  await bumpDataVersion(db);
}

/** Creates a console user of the given role and returns the Authorization header of a login. */
export async function loginAs(
  t: {
    db: Database;
    app: { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> };
  },
  user: {
    username: string;
    password: string;
    role: "admin" | "staff" | "teacher";
    teacherId?: number;
  },
): Promise<string> {
  await insertUser(
    t.db,
    {
      username: user.username,
      passwordHash: await hashPassword(user.password),
      name: null,
      email: null,
      role: user.role,
      teacherId: user.teacherId ?? null,
    },
    STAMP,
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: user.username, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token}`;
}

/** A reception (staff) account made and signed in: the Authorization header of its login. */
export function loginStaff(t: Parameters<typeof loginAs>[0], username: string, password: string) {
  return loginAs(t, { username, password, role: "staff" });
}

/** A teacher's account for her record, made and signed in: the header of its login. */
export function loginTeacher(
  t: Parameters<typeof loginAs>[0],
  username: string,
  password: string,
  teacherId: number,
) {
  return loginAs(t, { username, password, role: "teacher", teacherId });
}

/** The body with every key whose value is undefined (left out by JSON) sent as null instead. */
export function nullForMissing(body: object): object {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === undefined ? null : v]));
}

/** A class's schedules when it meets on several days at the same time, in the order given. */
export function sameTimeOn(days: readonly string[], startHour: number, startMinute = 0) {
  return days.map((dayOfWeek) => ({ dayOfWeek, startHour, startMinute }));
}

/** A helper above with the database it writes to given already. */
function onDatabase<A extends unknown[], R>(db: Database, helper: (db: Database, ...args: A) => R) {
  return (...args: A) => helper(db, ...args);
}

/**
 * The helpers above bound to one test's database and app, which every test context carries
 * (test-app.ts): `t.seed.student({...})`, `t.injectAs(...)`, `t.loginStaff(...)`. A suite then
 * names only the rows and requests it is about. The plain functions stay for a database a test
 * opened itself (a migration's, a second instance's).
 */
export function bindFixtures(t: { db: Database } & Injects) {
  const { db } = t;
  return {
    /** Rows written straight to the database, behind the API's back. */
    seed: {
      student: onDatabase(db, insertStudent),
      guardian: onDatabase(db, insertGuardian),
      teacher: onDatabase(db, insertTeacher),
      class: onDatabase(db, insertClass),
      assignTeacher: onDatabase(db, assignTeacher),
      enroll: onDatabase(db, enroll),
      enrolledStudent: onDatabase(db, enrolledStudent),
      payment: onDatabase(db, insertPayment),
      paidMonth: onDatabase(db, paidMonth),
      settings: onDatabase(db, setSettingsSection),
      seasonDiscounts: onDatabase(db, setSeasonDiscounts),
      contactData: onDatabase(db, setContactData),
    },
    auditRowsOf: onDatabase(db, auditRowsOf),
    injectAs: (...args: DropFirst<Parameters<typeof injectAs>>) => injectAs(t, ...args),
    loginAs: (user: Parameters<typeof loginAs>[1]) => loginAs(t, user),
    loginStaff: (username: string, password: string) => loginStaff(t, username, password),
    loginTeacher: (username: string, password: string, teacherId: number) =>
      loginTeacher(t, username, password, teacherId),
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export type BoundFixtures = ReturnType<typeof bindFixtures>;
