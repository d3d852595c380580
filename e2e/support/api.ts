import { type APIRequestContext, expect, request } from "@playwright/test";
import { ADMIN, BASE_URL } from "./constants";

// Test data set up through the real API, as the admin, the way the screens would create it.

export interface CreatedStudent {
  id: number;
  fullName: string;
}
export interface CreatedTeacher {
  id: number;
  fullName: string;
  isStudioOwner: boolean;
}
export interface CreatedClass {
  id: number;
  name: string;
}

/** A short token that keeps one test's records apart from the others' on the shared database. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 7).toUpperCase();
}

/** A class's schedule on every day of the week at the same time (a session is always today). */
export function everyDayAt(startHour: number, startMinute = 0) {
  return ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"].map(
    (dayOfWeek) => ({ dayOfWeek, startHour, startMinute }),
  );
}

/** Today in the studio's time zone, as YYYY-MM-DD (the browser tests run in America/Santiago). */
export function todayInSantiago(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santiago" }).format(new Date());
}

export class AdminApi {
  private constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<AdminApi> {
    const response = await request.post("/api/auth/login", { data: ADMIN });
    expect(response.ok(), await response.text()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    return new AdminApi(request, token);
  }

  private async send<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
    const response = await this.request.fetch(path, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.token}` },
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
      true,
    );
    return (response.status() === 204 ? undefined : await response.json()) as T;
  }

  createStudent(data: {
    firstName: string;
    lastName: string;
    birthDate?: string;
    email?: string;
    phone?: string;
    /** Her guardians (issue 26): new ones by their data, or existing ones by id; a minor needs one who pays. */
    guardians?: (
      | {
          fullName: string;
          phone: string;
          relationship: "madre" | "padre" | "tutor" | "otro";
          isPayer: boolean;
        }
      | { guardianId: number; relationship: string; isPayer: boolean }
    )[];
  }) {
    return this.send<CreatedStudent>("POST", "/api/students", { birthDate: "2008-05-17", ...data });
  }

  /** A guardian (apoderada) with her phone and optional RUT. */
  createGuardian(data: { fullName: string; phone: string; rut?: string }) {
    return this.send<{ id: number; fullName: string }>("POST", "/api/guardians", data);
  }

  /** Sisters whose mother (the guardian) pays: one student a [first name, birth date]. */
  async createDaughters<const T extends readonly (readonly [string, string])[]>(
    guardianId: number,
    lastName: string,
    daughters: T,
  ): Promise<{ [K in keyof T]: CreatedStudent }> {
    const guardians = [{ guardianId, relationship: "madre", isPayer: true }];
    const created: CreatedStudent[] = [];
    for (const [firstName, birthDate] of daughters) {
      created.push(await this.createStudent({ firstName, lastName, birthDate, guardians }));
    }
    return created as { [K in keyof T]: CreatedStudent };
  }

  /** Daughters of one paying mother (as createDaughters), then each enrolled in a class. */
  async enrollDaughters<const T extends readonly (readonly [string, string])[]>(
    guardianId: number,
    lastName: string,
    daughters: T,
    classId: number,
    enrollmentDate: string,
  ): Promise<{ [K in keyof T]: CreatedStudent }> {
    const created = await this.createDaughters(guardianId, lastName, daughters);
    for (const daughter of created) await this.enroll(daughter.id, classId, enrollmentDate);
    return created;
  }

  /** An instructor unless `isStudioOwner` says she owns the studio. */
  createTeacher(data: { firstName: string; lastName: string; isStudioOwner?: boolean }) {
    const local = `${data.firstName}.${data.lastName}`
      .normalize("NFD")
      .replace(/[^A-Za-z.]/g, "")
      .toLowerCase();
    const email = `${local}.${uniqueTag().toLowerCase()}@nova.test`;
    return this.send<CreatedTeacher>("POST", "/api/teachers", {
      phone: "+56 9 1111 2222",
      email,
      isStudioOwner: false,
      ...data,
    });
  }

  createClass(data: {
    name: string;
    description?: string;
    price?: number;
    type?: string;
    durationHours?: number;
    schedules?: Array<{ dayOfWeek: string; startHour: number; startMinute: number }>;
  }) {
    return this.send<CreatedClass>("POST", "/api/classes", {
      price: 30000,
      durationHours: 1.5,
      schedules: [{ dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 }],
      ...data,
    });
  }

  /** `assignedFrom` (YYYY-MM-DD, default today) dates the assignment: pay follows the months it covers. */
  assignTeacher(teacherId: number, classId: number, assignedFrom?: string) {
    return this.send("POST", "/api/teachers/assign", { teacherId, classId, assignedFrom });
  }

  enroll(studentId: number, classId: number, enrollmentDate?: string) {
    return this.send("POST", "/api/students/enroll", { studentId, classId, enrollmentDate });
  }

  createPayment(data: {
    studentId: number;
    classId: number;
    amount: number;
    paymentDate: string;
    paymentMonth: string;
  }) {
    return this.send<{ id: number }>("POST", "/api/payments", {
      paymentMethod: "EFECTIVO",
      ...data,
    });
  }

  /** What the student owes for `month`, with each class's expected amount (surcharge included). */
  /** A student enrolled today in the class who has paid this month's `amount` for it, in cash today. */
  async paidThisMonth(
    classId: number,
    student: Parameters<AdminApi["createStudent"]>[0],
    amount: number,
  ) {
    const today = todayInSantiago();
    const created = await this.createStudent(student);
    await this.enroll(created.id, classId, today);
    const payment = await this.createPayment({
      studentId: created.id,
      classId,
      amount,
      paymentDate: today,
      paymentMonth: today.slice(0, 7),
    });
    return { student: created, payment };
  }

  outstanding(studentId: number, month: string) {
    return this.send<{
      outstandingPayments: Array<{ classId: number; expectedAmount: number }>;
    }>("GET", `/api/students/${studentId}/outstanding-payments/${month}`);
  }

  getClass(id: number) {
    return this.send<{
      schedules: Array<{ dayOfWeek: string; startHour: number; startMinute: number }>;
    }>("GET", `/api/classes/${id}`);
  }

  updateStudio(studio: Record<string, string>) {
    return this.send("PUT", "/api/settings", { studio });
  }

  updatePaymentRules(payments: {
    lateFeePercentage?: number;
    dueDay?: number;
    graceDays?: number;
  }) {
    return this.send("PUT", "/api/settings", { payments });
  }

  /** A console account; the answer carries its generated first password. */
  createUser(data: { username: string; name: string; role: "admin" | "staff" }) {
    return this.send<{ user: { id: number; username: string }; password: string }>(
      "POST",
      "/api/users",
      data,
    );
  }

  /**
   * A teacher's console account for her record (answered 201), with its generated first
   * password: what she signs in with on her phone.
   */
  async createTeacherAccount(teacherId: number, username: string, name: string) {
    const response = await this.request.post("/api/users", {
      headers: { Authorization: `Bearer ${this.token}` },
      data: { username, name, role: "TEACHER", teacherId },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { user, password } = (await response.json()) as {
      user: { username: string };
      password: string;
    };
    return { username: user.username, password };
  }

  /**
   * Sets a matrícula of `fee` per student and answers how to put back the setting as it was:
   * the specs of a run share it (one worker).
   */
  async setEnrollmentFee(fee: number): Promise<() => Promise<void>> {
    const { families } = await this.get<{
      families: { enrollmentFee: number; enrollmentFeePer: string };
    }>("/api/settings");
    await this.put("/api/settings", {
      families: { enrollmentFee: fee, enrollmentFeePer: "student" },
    });
    const { enrollmentFee, enrollmentFeePer } = families;
    return async () => {
      await this.put("/api/settings", { families: { enrollmentFee, enrollmentFeePer } });
    };
  }

  /** Room for the accounts the browser tests add (the default limit is 5). */
  allowUsers(maxUsers: number) {
    return this.send("PUT", "/api/settings", { security: { maxUsers } });
  }

  post<T>(path: string, data?: unknown) {
    return this.send<T>("POST", path, data);
  }

  get<T>(path: string) {
    return this.send<T>("GET", path);
  }

  put<T>(path: string, data: unknown) {
    return this.send<T>("PUT", path, data);
  }

  delete<T>(path: string) {
    return this.send<T>("DELETE", path);
  }
}

/**
 * The first day the public page offers for a trial of the class: today, unless today is a
 * holiday or a studio closure (issue 40: those are never offered, and the server refuses them).
 */
export async function firstTrialDate(request: APIRequestContext, classId: number): Promise<string> {
  const response = await request.get("/api/public/site");
  expect(response.ok()).toBe(true);
  const site = (await response.json()) as { classes: { id: number; nextSessions: string[] }[] };
  const date = site.classes.find((c) => c.id === classId)?.nextSessions[0];
  expect(date, `la clase ${classId} no ofrece días de prueba`).toBeDefined();
  return date as string;
}

/**
 * Runs `body` with the admin signed in on an API context of its own, closed afterwards: for a
 * spec's beforeAll and afterAll, where the tests' `api` fixture (support/fixtures) is not at hand.
 */
export async function withAdminApi<T>(body: (api: AdminApi) => Promise<T>): Promise<T> {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    return await body(await AdminApi.signIn(context));
  } finally {
    await context.dispose();
  }
}
