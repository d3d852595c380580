import { beforeAll, describe, expect, it } from "vitest";
import { expectAnswer, expectExactAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { sameTimeOn } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Monday 17 August 2026, 18:00 in Santiago (UTC-4 in winter).
const MONDAY = "2026-08-17T22:00:00.000Z";

describeEachDatabase("attendance", (t) => {
  let jazz = 0;
  let ballet = 0;
  let ana = 0;
  let bea = 0;
  let sofia = 0;
  let luz = 0;
  let other = 0;
  let anaAuth = "";
  let beaAuth = "";
  const put = (
    auth: string,
    url: string,
    marks: { studentId: number; status: string; note?: string }[],
    key?: string,
  ) =>
    t.app.inject({
      method: "PUT",
      url,
      headers: { authorization: auth, ...(key ? { "idempotency-key": key } : {}) },
      payload: { marks },
    });

  /** Another jazz class with one weekly session: a make-up crosses classes of one type. */
  const jazzClass = (name: string, day: string, startHour: number, startMinute = 0) =>
    t.seed.class({
      name,
      price: 30000,
      type: "JAZZ",
      schedules: sameTimeOn([day], startHour, startMinute),
    });

  /** Enrols her in the class (since July) and excuses her from its session of `day`: a credit. */
  const excusedFrom = async (studentId: number, classId: number, day: string) => {
    await t.seed.enroll(studentId, classId, "2026-07-01");
    const excused = await put(await t.authHeader(), `/api/sessions/${classId}/${day}/attendance`, [
      { studentId, status: "EXCUSED" },
    ]);
    expect(excused.statusCode, excused.body).toBe(200);
  };

  beforeAll(async () => {
    t.clock.set(MONDAY);
    // The tests move the clock over several days: sessions must outlive them.
    await t.seed.settings("security", { maxUsers: 5, sessionTimeoutHours: 168 });
    ana = await t.seed.teacher({ firstName: "Ana", lastName: "Jazz" });
    bea = await t.seed.teacher({ firstName: "Bea", lastName: "Ballet" });
    jazz = await t.seed.class({
      name: "Jazz Inicial",
      price: 30000,
      type: "JAZZ",
      maxStudents: 10,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 19),
    });
    ballet = await t.seed.class({
      name: "Ballet Clásico",
      price: 30000,
      type: "BALLET",
      schedules: [{ dayOfWeek: "MONDAY", startHour: 17, startMinute: 30 }],
    });
    await t.seed.assignTeacher(ana, jazz);
    await t.seed.assignTeacher(bea, ballet);
    sofia = await t.seed.student({
      firstName: "Sofía",
      lastName: "Rojas",
      birthDate: "2012-03-01",
      dni: "11.111.111-1",
    });
    await t.seed.contactData(sofia);
    luz = await t.seed.student({ firstName: "Luz", lastName: "Díaz" });
    other = await t.seed.student({ firstName: "Olga", lastName: "Ballet" });
    await t.seed.enroll(sofia, jazz, "2026-07-01");
    await t.seed.enroll(luz, jazz, "2026-07-01");
    await t.seed.enroll(other, ballet, "2026-07-01");
    anaAuth = await t.loginTeacher("ana.profe", "clave-ana-12345", ana);
    beaAuth = await t.loginTeacher("bea.profe", "clave-bea-12345", bea);
  });

  describe("teacher accounts", () => {
    it("are created by an admin with role TEACHER and do not use up the user limit", async () => {
      await t.seed.settings("security", { maxUsers: 1, sessionTimeoutHours: 168 });
      const extra = await t.seed.teacher({ firstName: "Carla", lastName: "Salsa" });
      const admin = await t.authHeader();
      const created = await t.injectAs(admin, "POST", "/api/users", {
        username: "carla",
        name: "Carla Salsa",
        role: "TEACHER",
        teacherId: extra,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().user).toMatchObject({ role: "teacher", teacherId: extra });
      expect(created.json().password).toEqual(expect.any(String));
      const staff = await t.injectAs(admin, "POST", "/api/users", {
        username: "recepcion",
        name: "Recepción",
        role: "staff",
      });
      expectProblem(staff, 409, "USER_LIMIT_REACHED");
      const twice = await t.injectAs(admin, "POST", "/api/users", {
        username: "carla2",
        name: "Carla",
        role: "TEACHER",
        teacherId: extra,
      });
      expect(twice.statusCode).toBe(409);
      const without = await t.injectAs(admin, "POST", "/api/users", {
        username: "nadie",
        name: "Nadie",
        role: "TEACHER",
      });
      expect(without.statusCode).toBe(400);
      await t.seed.settings("security", { maxUsers: 5, sessionTimeoutHours: 168 });
    });

    it("tell the web who she is: /api/auth/me carries her teacher id", async () => {
      const me = await t.injectAs(anaAuth, "GET", "/api/auth/me");
      expect(me.json()).toMatchObject({ role: "teacher", teacherId: ana });
      const other = await t.injectAs(beaAuth, "GET", "/auth/me");
      const mine = await t.injectAs(anaAuth, "GET", "/auth/me");
      expect(other.json().teacherId).toBe(bea);
      expect(mine.json().teacherId).toBe(ana);
    });
  });

  describe("her own page", () => {
    it("gives a teacher her classes and her pay per month, the compensation report's figure", async () => {
      await t.seed.paidMonth(sofia, jazz, 30000, "2026-08");
      const res = await t.injectAs(anaAuth, "GET", "/api/teachers/me");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().classes).toEqual([
        { id: jazz, name: "Jazz Inicial", schedule: expect.stringContaining("Lunes 19:00") },
      ]);
      const report = await t.injectAs(
        await t.authHeader(),
        "GET",
        `/api/reports/teacher-compensation/${ana}/2026-08`,
      );
      const august = res.json().pay.find((p: { month: string }) => p.month === "2026-08");
      expect(august.amount).toBe(report.json().totalCompensation);
      expect(august.amount).toBeGreaterThan(0);
      const admin = await t.injectAs(await t.authHeader(), "GET", "/api/teachers/me");
      expect(admin.statusCode).toBe(404);
    });
  });

  describe("sessions", () => {
    it("show a teacher only her own classes, with names, ages and emergency phones", async () => {
      const res = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-08-17");
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.closedReason).toBeNull();
      expect(body.sessions.map((s: { classId: number }) => s.classId)).toEqual([jazz]);
      const [session] = body.sessions;
      expect(session).toMatchObject({ startTime: "19:00", endTime: "20:30", teacherIds: [ana] });
      const student = session.students.find((s: { id: number }) => s.id === sofia);
      expect(student).toMatchObject({ fullName: "Sofía Rojas", age: 14, status: null });
      expect(Object.keys(student).sort()).toEqual(
        ["age", "emergencyContactPhone", "fullName", "id", "kind", "note", "status"].sort(),
      );
      expect(res.body).not.toMatch(/11\.111|dni|address|email|amount/i);
    });

    it("show staff and admins every class of the day", async () => {
      const res = await t.injectAs(await t.authHeader(), "GET", "/api/sessions?date=2026-08-17");
      expect(res.json().sessions.map((s: { classId: number }) => s.classId)).toEqual([
        ballet,
        jazz,
      ]);
    });

    it("give none on a public holiday or a studio closure, and say why", async () => {
      const holiday = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-10-12");
      expect(holiday.json()).toMatchObject({
        sessions: [],
        closedReason: "Encuentro de Dos Mundos",
      });
      await t.seed.settings("attendance", {
        closures: [{ from: "2026-07-13", to: "2026-07-24", reason: "Vacaciones de invierno" }],
      });
      const closed = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-07-20");
      expect(closed.json()).toMatchObject({ sessions: [], closedReason: "Vacaciones de invierno" });
    });
  });

  describe("marking", () => {
    const today = () => `/api/sessions/${jazz}/2026-08-17/attendance`;

    it("is refused (403) to a teacher on another teacher's class", async () => {
      const res = await put(beaAuth, today(), [{ studentId: sofia, status: "PRESENT" }]);
      expectProblem(res, 403, "INSUFFICIENT_PERMISSIONS");
    });

    it("answers 422 for a date with no session of the class (a weekday off, a holiday)", async () => {
      const admin = await t.authHeader();
      for (const date of ["2026-08-18", "2026-10-12", "2026-07-20"]) {
        const res = await put(admin, `/api/sessions/${jazz}/${date}/attendance`, [
          { studentId: sofia, status: "PRESENT" },
        ]);
        expect(res.statusCode, date).toBe(422);
        expect(res.json().details.errorType, date).toBe("SESSION_NOT_FOUND");
      }
    });

    it("saves once under retries of one Idempotency-Key, however many arrive at once", async () => {
      const marks = [
        { studentId: sofia, status: "PRESENT" },
        { studentId: luz, status: "EXCUSED", note: "Resfriada" },
      ];
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => put(anaAuth, today(), marks, "telefono-ana-0817-1")),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((a) => a.json().markedAt)).size).toBe(1);
      const audit = await t.auditRowsOf("attendance", `${jazz}|2026-08-17|19:00`);
      expect(audit).toHaveLength(1);
      const rows = await t.db
        .selectFrom("attendance_marks")
        .selectAll()
        .where("class_id", "=", jazz)
        .execute();
      expect(rows).toHaveLength(2);
      const session = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-08-17");
      const statuses = session.json().sessions[0].students.map((s: { status: string }) => s.status);
      expect(statuses.sort()).toEqual(["EXCUSED", "PRESENT"]);
    });

    it("leaves one row per student when two phones save the same session at once", async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          put(
            anaAuth,
            today(),
            [{ studentId: sofia, status: i % 2 ? "LATE" : "PRESENT" }],
            `k-${i}`,
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const rows = await t.db
        .selectFrom("attendance_marks")
        .selectAll()
        .where("student_id", "=", sofia)
        .where("session_date", "=", "2026-08-17")
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("is refused to the teacher the next day, and an admin's correction is audited", async () => {
      t.clock.set("2026-08-18T22:00:00.000Z");
      const late = await put(anaAuth, today(), [{ studentId: sofia, status: "ABSENT" }]);
      // 422, not 403: the web logs out on a 403 other than INSUFFICIENT_PERMISSIONS.
      expectProblem(late, 422, "ATTENDANCE_LOCKED");
      const fixed = await put(await t.authHeader(), today(), [
        { studentId: sofia, status: "ABSENT" },
      ]);
      expect(fixed.statusCode, fixed.body).toBe(200);
      const audit = await t.auditRowsOf("attendance", `${jazz}|2026-08-17|19:00`);
      expect(audit.at(-1)).toMatchObject({
        action: "correct",
        after: [{ studentId: sofia, status: "ABSENT" }],
      });
      const future = await put(
        await t.authHeader(),
        `/api/sessions/${jazz}/2026-08-19/attendance`,
        [{ studentId: sofia, status: "PRESENT" }],
      );
      expect(future.json().details.errorType).toBe("SESSION_IN_FUTURE");
      t.clock.set(MONDAY);
    });
  });

  describe("what attendance feeds", () => {
    it("lists a student with two unjustified absences in a row as at risk", async () => {
      t.clock.set("2026-08-19T23:30:00.000Z");
      const res = await put(anaAuth, `/api/sessions/${jazz}/2026-08-19/attendance`, [
        { studentId: sofia, status: "ABSENT" },
        { studentId: luz, status: "PRESENT" },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const risk = await t.injectAs(await t.authHeader(), "GET", "/api/attendance/at-risk");
      expect(risk.statusCode).toBe(200);
      const [first, ...rest] = risk.json();
      expect(rest).toEqual([]);
      expect(first).toMatchObject({ studentId: sofia, fullName: "Sofía Rojas" });
      expect(first.reasons[0]).toMatch(/Dos ausencias seguidas/);
    });

    it("nudges a minor's paying guardian, an adult herself, and nobody about a blocked student", async () => {
      const risk = async () =>
        (await t.injectAs(await t.authHeader(), "GET", "/api/attendance/at-risk")).json();
      // Sofía (born 2012) has no guardian yet: her own phone.
      expect((await risk())[0]).toMatchObject({
        studentId: sofia,
        phone: "+56 9 8765 4321",
        recipient: { kind: "STUDENT", name: "Sofía Rojas" },
      });
      // A guardian who does not pay is not written to; the paying one is.
      await t.seed.guardian({ fullName: "Pedro Rojas", phone: "+56 9 4444 0000" }, [
        { studentId: sofia, relationship: "padre", isPayer: false },
      ]);
      expect((await risk())[0].phone).toBe("+56 9 8765 4321");
      await t.seed.guardian({ fullName: "Marta Rojas", phone: "+56 9 3333 0000" }, [
        { studentId: sofia, isPayer: true },
      ]);
      expect((await risk())[0]).toMatchObject({
        phone: "+56 9 3333 0000",
        recipient: { kind: "GUARDIAN", name: "Marta Rojas" },
      });
      // Blocked (Ley 21.719): out of the list, no number of anybody's about her.
      await t.db
        .insertInto("student_privacy")
        .values({
          student_id: sofia,
          health_notes: null,
          blocked: 1,
          opposed: 0,
          legal_hold_reason: null,
          anonymized_at: null,
          updated_at: MONDAY,
        })
        .execute();
      const blocked = await t.injectAs(await t.authHeader(), "GET", "/api/attendance/at-risk");
      expect(blocked.json()).toEqual([]);
      expect(blocked.body).not.toMatch(/3333|8765|Rojas/);
      await t.db.deleteFrom("student_privacy").where("student_id", "=", sofia).execute();
    });

    it("shows the student page her rate per class and her make-up credit", async () => {
      const res = await t.injectAs(await t.authHeader(), "GET", `/api/students/${luz}/attendance`);
      expectAnswer(res, 200, {
        rate: 1,
        classes: [{ classId: jazz, rate: 1 }],
        makeUp: { enabled: true, available: 1 },
      });
    });

    it("shows the class page each session's attendance and the occupancy by week", async () => {
      const res = await t.injectAs(await t.authHeader(), "GET", `/api/classes/${jazz}/attendance`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.sessions.slice(0, 2)).toMatchObject([
        { date: "2026-08-19", held: true, present: 1, absent: 1 },
        { date: "2026-08-17", held: true, present: 0, absent: 1, excused: 1 },
      ]);
      const week = body.weeks.find((w: { weekStart: string }) => w.weekStart === "2026-08-17");
      expect(week).toMatchObject({ sessionsHeld: 2 });
      expect(week.occupancy).toBeCloseTo((0 + 1) / 2 / 10);
    });

    it("reports sessions held, attendance and occupancy by class for the month", async () => {
      const res = await t.injectAs(await t.authHeader(), "GET", "/api/reports/attendance/2026-08");
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json().rows.find((r: { classId: number }) => r.classId === jazz);
      // Mondays and Wednesdays from 1 to 19 August, the 15th (a Saturday holiday) aside.
      expect(row).toMatchObject({ sessionsHeld: 2, sessionsScheduled: 6, teachers: "Ana Jazz" });
      expect(row.occupancy).toBeCloseTo((0 + 1) / 2 / 10);
      t.clock.set(MONDAY);
    });

    it("lets a justified absence be made up once in another class of the same type", async () => {
      t.clock.set("2026-08-20T22:00:00.000Z");
      const jazz2 = await jazzClass("Jazz Jueves", "THURSDAY", 19);
      await t.seed.assignTeacher(ana, jazz2);
      const url = `/api/sessions/${jazz2}/2026-08-20/make-up-candidates`;
      const before = await t.injectAs(anaAuth, "GET", url);
      expectExactAnswer(before, 200, [{ id: luz, fullName: "Luz Díaz", expiresOn: "2026-09-16" }]);
      expect((await t.injectAs(beaAuth, "GET", url)).statusCode).toBe(403);
      const res = await put(anaAuth, `/api/sessions/${jazz2}/2026-08-20/attendance`, [
        { studentId: luz, status: "PRESENT" },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const after = await t.injectAs(anaAuth, "GET", url);
      expect(after.json()).toEqual([]);
      const page = await t.injectAs(await t.authHeader(), "GET", `/api/students/${luz}/attendance`);
      expect(page.json().makeUp).toMatchObject({
        available: 0,
        credits: [{ status: "USED", usedOn: "2026-08-20", usedInClassId: jazz2 }],
      });
      const day = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-08-20");
      const visit = day.json().sessions.find((x: { classId: number }) => x.classId === jazz2);
      expect(visit.students).toMatchObject([{ id: luz, kind: "MAKEUP", status: "PRESENT" }]);
      t.clock.set(MONDAY);
    });
  });

  describe("trial visitors on the session's list", () => {
    const visitor = (name: string, age: number, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/public/trial-requests",
        remoteAddress: `10.27.0.${age}`,
        payload: {
          classId: jazz,
          sessionDate: "2026-08-17",
          name,
          phone: "+56 9 7000 0000",
          age,
          consent: true,
          fillMs: 10_000,
          ...extra,
        },
      });
    const trialsOfJazz = async (auth: string) =>
      (await t.injectAs(auth, "GET", "/api/sessions?date=2026-08-17"))
        .json()
        .sessions.find((x: { classId: number }) => x.classId === jazz).trials;
    const statusOf = async (id: number) =>
      await t.db
        .selectFrom("trial_requests")
        .select(["status", "attended_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const markTrials = (
      auth: string,
      trials: { trialRequestId: number; status: string }[],
      key?: string,
    ) =>
      t.app.inject({
        method: "PUT",
        url: `/api/sessions/${jazz}/2026-08-17/attendance`,
        headers: { authorization: auth, ...(key ? { "idempotency-key": key } : {}) },
        payload: { marks: [], trials },
      });

    it("lists the day's trial requests as 'Prueba' and turns her mark into Asistió / No asistió", async () => {
      t.clock.set(MONDAY);
      const adult = (await visitor("Valentina Prueba", 25)).json().id;
      const minor = (
        await visitor("Isidora Menor", 12, {
          guardianName: "Carolina Menor",
          guardianPhone: "+56 9 6000 0000",
        })
      ).json().id;
      // Neither a waitlist request nor one let go is on the list.
      await visitor("Espera Lista", 30, { waitlist: true });
      const dropped = (await visitor("Descartada Prueba", 31)).json().id;
      await t.db
        .updateTable("trial_requests")
        .set({ status: "DISCARDED" })
        .where("id", "=", dropped)
        .execute();

      expect(await trialsOfJazz(anaAuth)).toEqual([
        {
          trialRequestId: adult,
          name: "Valentina Prueba",
          age: 25,
          emergencyContactPhone: "+56 9 7000 0000",
          status: null,
        },
        {
          trialRequestId: minor,
          name: "Isidora Menor",
          age: 12,
          emergencyContactPhone: "+56 9 6000 0000",
          status: null,
        },
      ]);

      // Another teacher's class: refused, nothing written.
      const foreign = await markTrials(beaAuth, [{ trialRequestId: adult, status: "PRESENT" }]);
      expect(foreign.statusCode).toBe(403);
      expect((await statusOf(adult)).status).toBe("NEW");
      // A request of another class or day is not on this list.
      const stray = await markTrials(anaAuth, [{ trialRequestId: dropped, status: "PRESENT" }]);
      expectProblem(stray, 404, "TRIAL_REQUEST_NOT_FOUND");

      const saved = await markTrials(
        anaAuth,
        [
          { trialRequestId: adult, status: "PRESENT" },
          { trialRequestId: minor, status: "ABSENT" },
        ],
        "trial-marks-1",
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await statusOf(adult)).toEqual({ status: "ATTENDED", attended_at: MONDAY });
      expect(await statusOf(minor)).toEqual({ status: "NO_SHOW", attended_at: null });
      expect((await trialsOfJazz(anaAuth)).map((x: { status: string }) => x.status)).toEqual([
        "PRESENT",
        "ABSENT",
      ]);
      // The phone sends the same marks again with the same key: nothing is written twice.
      const retry = await markTrials(
        anaAuth,
        [
          { trialRequestId: adult, status: "PRESENT" },
          { trialRequestId: minor, status: "ABSENT" },
        ],
        "trial-marks-1",
      );
      expect(retry.statusCode).toBe(200);
      const updates = (await t.auditRowsOf("trial-request", adult)).filter(
        (r) => r.action === "update",
      );
      expect(updates).toHaveLength(1);
      expect(updates[0]).toMatchObject({
        before: { status: "NEW" },
        after: { status: "ATTENDED" },
      });

      // Corrected the same day: she did come after all.
      expect(
        (await markTrials(anaAuth, [{ trialRequestId: minor, status: "PRESENT" }])).statusCode,
      ).toBe(200);
      expect((await statusOf(minor)).status).toBe("ATTENDED");
      // The inbox takes a no-show up again on another day.
      await markTrials(anaAuth, [{ trialRequestId: adult, status: "ABSENT" }]);
      const again = await t.injectAs(await t.authHeader(), "PUT", `/api/trial-requests/${adult}`, {
        status: "SCHEDULED",
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().status).toBe("SCHEDULED");
    });

    it("writes a trial visit once when the same mark arrives from several requests at once", async () => {
      t.clock.set(MONDAY);
      const id = (await visitor("Rápida Prueba", 40)).json().id;
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          markTrials(anaAuth, [{ trialRequestId: id, status: "PRESENT" }], `trial-race-${i}`),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(
        codes.every((c) => c === 200 || c === 409),
        codes.join(),
      ).toBe(true);
      expect(codes).toContain(200);
      expect((await statusOf(id)).status).toBe("ATTENDED");
      const updates = (await t.auditRowsOf("trial-request", id)).filter(
        (r) => r.action === "update",
      );
      expect(updates).toHaveLength(1);
    });
  });

  describe("the days without classes", () => {
    it("lists holidays and the studio's closures of a range, and refuses a range too long", async () => {
      await t.seed.settings("attendance", {
        closures: [{ from: "2026-09-21", to: "2026-09-22", reason: "Vacaciones de fiestas" }],
      });
      const res = await t.injectAs(
        await t.authHeader(),
        "GET",
        "/api/closed-days?from=2026-09-14&to=2026-09-27",
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(fieldsOf(res.json(), "date", "kind")).toEqual([
        ["2026-09-18", "HOLIDAY"],
        ["2026-09-19", "HOLIDAY"],
        ["2026-09-21", "CLOSURE"],
        ["2026-09-22", "CLOSURE"],
      ]);
      expect(res.json()[2].reason).toBe("Vacaciones de fiestas");
      const long = await t.injectAs(
        await t.authHeader(),
        "GET",
        "/api/closed-days?from=2026-01-01&to=2026-12-31",
      );
      expect(long.statusCode).toBe(400);
      expect(
        (await t.injectAs(anaAuth, "GET", "/api/closed-days?from=2026-09-14&to=2026-09-20"))
          .statusCode,
      ).toBe(403);
    });
  });

  // Issue 35, finding 1: a teacher put any student's id on her list, and then read her name,
  // age and emergency phone; a missing id answered 404 and others 200.
  describe("who a teacher may put on her list (issue 35)", () => {
    // The Monday after, 17:00 in Santiago: inside the week the tests' sign-ins last.
    const MONDAY_AFTER = "2026-08-24T21:00:00.000Z";
    const url = () => `/api/sessions/${jazz}/2026-08-24/attendance`;
    const listed = async (auth: string) =>
      (await t.injectAs(auth, "GET", "/api/sessions?date=2026-08-24"))
        .json()
        .sessions.find((x: { classId: number }) => x.classId === jazz)
        .students.map((s: { id: number; kind: string }) => [s.id, s.kind]);
    let vera = 0;
    let wanda = 0;
    let hilda = 0;

    beforeAll(async () => {
      t.clock.set(MONDAY_AFTER);
      await t.seed.settings("attendance", { makeUpCredits: true, makeUpDays: 30 });
      // Vera dances Jazz on Thursdays and excused herself on the 20th: a JAZZ credit.
      const thursdays = await jazzClass("Jazz Jueves B", "THURSDAY", 18);
      vera = await t.seed.student({ firstName: "Vera", lastName: "Crédito" });
      await excusedFrom(vera, thursdays, "2026-08-20");
      // Wanda and Hilda dance nothing of Ana's and hold no credit.
      wanda = await t.seed.student({ firstName: "Wanda", lastName: "Agendada" });
      hilda = await t.seed.student({
        firstName: "Hilda",
        lastName: "Ajena",
        birthDate: "2010-05-05",
      });
      await t.seed.contactData(hilda);
    });

    it("refuses a student of another class and an id that does not exist with one same answer", async () => {
      const foreign = await put(anaAuth, url(), [{ studentId: hilda, status: "PRESENT" }]);
      const missing = await put(anaAuth, url(), [{ studentId: 987654, status: "PRESENT" }]);
      // A refused one among allowed ones refuses the whole save.
      const mixed = await put(anaAuth, url(), [
        { studentId: sofia, status: "PRESENT" },
        { studentId: other, status: "PRESENT" },
      ]);
      for (const res of [foreign, missing, mixed]) {
        expectProblem(res, 422, "STUDENT_NOT_ENROLLED");
        expect(res.json().message).toBe(foreign.json().message);
        expect(res.json().message).toMatch(/no está en la lista de esta sesión/);
      }
      const rows = await t.db
        .selectFrom("attendance_marks")
        .select("student_id")
        .where("session_date", "=", "2026-08-24")
        .execute();
      expect(rows).toEqual([]);
      expect(await listed(anaAuth)).not.toContainEqual([hilda, expect.any(String)]);
    });

    it("marks the students enrolled in the class", async () => {
      const res = await put(anaAuth, url(), [
        { studentId: sofia, status: "PRESENT" },
        { studentId: luz, status: "LATE" },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await listed(anaAuth)).toEqual(
        expect.arrayContaining([
          [sofia, "REGULAR"],
          [luz, "REGULAR"],
        ]),
      );
    });

    it("marks a student holding a make-up credit for the class's type, and lists her", async () => {
      const res = await put(anaAuth, url(), [{ studentId: vera, status: "PRESENT" }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await listed(anaAuth)).toContainEqual([vera, "MAKEUP"]);
      // Her credit is spent here; marking her again at this session is still hers to correct.
      const again = await put(anaAuth, url(), [{ studentId: vera, status: "LATE" }]);
      expect(again.statusCode, again.body).toBe(200);
      expect(await listed(anaAuth)).toContainEqual([vera, "MAKEUP"]);
    });

    it("marks a student the studio booked into the session, and keeps the booking", async () => {
      const before = await put(anaAuth, url(), [{ studentId: wanda, status: "PRESENT" }]);
      expect(before.statusCode).toBe(422);
      const booked = await put(await t.authHeader(), url(), [
        { studentId: wanda, status: "PRESENT" },
      ]);
      expect(booked.statusCode, booked.body).toBe(200);
      expect(await listed(anaAuth)).toContainEqual([wanda, "MAKEUP"]);
      const res = await put(anaAuth, url(), [{ studentId: wanda, status: "LATE" }]);
      expect(res.statusCode, res.body).toBe(200);
      // Her mark is now Ana's; the booking stays, so she stays on Ana's list.
      expect(await listed(anaAuth)).toContainEqual([wanda, "MAKEUP"]);
      const again = await put(anaAuth, url(), [{ studentId: wanda, status: "PRESENT" }]);
      expect(again.statusCode, again.body).toBe(200);
    });

    it("lets one credit pay for one visit only, when two of her sessions mark her at once", async () => {
      const evening = await jazzClass("Jazz Lunes Tarde", "MONDAY", 20, 45);
      await t.seed.assignTeacher(ana, evening);
      const thursdays = await jazzClass("Jazz Jueves C", "THURSDAY", 18);
      const eveningUrl = `/api/sessions/${evening}/2026-08-24/attendance`;
      for (const [name, order] of [
        ["Ximena", "together"],
        ["Yolanda", "later one first"],
      ] as const) {
        const student = await t.seed.student({ firstName: name, lastName: "Un Crédito" });
        await excusedFrom(student, thursdays, "2026-08-20");
        const mark = [{ studentId: student, status: "PRESENT" }];
        const answers =
          order === "together"
            ? await Promise.all([put(anaAuth, url(), mark), put(anaAuth, eveningUrl, mark)])
            : [await put(anaAuth, eveningUrl, mark), await put(anaAuth, url(), mark)];
        expect(answers.map((a) => a.statusCode).sort(), name).toEqual([200, 422]);
        const visits = await t.db
          .selectFrom("attendance_marks")
          .select("class_id")
          .where("student_id", "=", student)
          .where("kind", "=", "MAKEUP")
          .execute();
        expect(visits, name).toHaveLength(1);
      }
    });

    it("does not show a teacher a visitor saved before the fix without credit or booking", async () => {
      const anaUser = await t.db
        .selectFrom("users")
        .select("id")
        .where("username", "=", "ana.profe")
        .executeTakeFirstOrThrow();
      // What the hole let through: Hilda saved by Ana herself as a make-up visit.
      await t.db
        .insertInto("attendance_marks")
        .values({
          class_id: jazz,
          session_date: "2026-08-24",
          start_time: "19:00",
          student_id: hilda,
          status: "PRESENT",
          kind: "MAKEUP",
          note: null,
          marked_by: anaUser.id,
          marked_at: MONDAY_AFTER,
          booked_by: null,
        })
        .execute();
      const session = await t.injectAs(anaAuth, "GET", "/api/sessions?date=2026-08-24");
      expect(session.statusCode).toBe(200);
      expect(session.body).not.toMatch(/Hilda|Ajena/);
      expect(await listed(anaAuth)).toEqual(
        expect.arrayContaining([
          [sofia, "REGULAR"],
          [luz, "REGULAR"],
          [vera, "MAKEUP"],
          [wanda, "MAKEUP"],
        ]),
      );
      expect(await listed(anaAuth)).not.toContainEqual([hilda, expect.any(String)]);
      // Nor may she correct it: the same refusal as for anyone not on her list.
      const res = await put(anaAuth, url(), [{ studentId: hilda, status: "ABSENT" }]);
      expect(res.statusCode).toBe(422);
      // The studio sees what was saved.
      expect(await listed(await t.authHeader())).toContainEqual([hilda, "MAKEUP"]);
      t.clock.set(MONDAY);
    });
  });
});
