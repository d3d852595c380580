import { beforeAll, expect, it } from "vitest";
import { expectAnswer, expectExactAnswer } from "../../../test/support/answer.ts";
import { adminApi, sameTimeOn } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Today is Saturday 2026-08-15 (test clock). Ballet meets on Mondays and Wednesdays: its next
// sessions are 17, 19, 24… August.

describeEachDatabase("trial requests", (t) => {
  let ballet = 0;
  let full = 0;
  let address = 0;
  const api = adminApi(t);
  // Each test sends from an address of its own unless it tests the limit.
  const nextAddress = () => `10.0.0.${++address}`;

  const valid = (over: Record<string, unknown> = {}) => ({
    classId: ballet,
    sessionDate: "2026-08-17",
    name: "Sofía Rojas",
    phone: "+56 9 1234 5678",
    email: "sofia@correo.cl",
    age: 25,
    consent: true,
    message: "Nunca he bailado",
    website: "",
    fillMs: 12_000,
    ...over,
  });
  const send = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: "POST", url: "/api/public/trial-requests", payload, remoteAddress });
  const storedCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("trial_requests")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ballet = await t.seed.class({
      name: "Ballet Inicial",
      price: 30_000,
      maxStudents: 10,
      schedules: sameTimeOn(["MONDAY", "WEDNESDAY"], 18),
    });
    full = await t.seed.class({
      name: "Jazz Lleno",
      price: 25_000,
      maxStudents: 1,
      schedules: [{ dayOfWeek: "TUESDAY", startHour: 19, startMinute: 0 }],
    });
    await t.seed.enrolledStudent(full, { firstName: "Ya", lastName: "Inscrita" }, "2026-08-01");
  });

  it("stores a request without a login, with the consent and the privacy notice's version, and no student", async () => {
    const students = await t.db.selectFrom("students").select("id").execute();
    const res = await send(valid());
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toBeGreaterThan(0);
    const row = await t.db
      .selectFrom("trial_requests")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Sofía Rojas",
      status: "NEW",
      consent_at: "2026-08-15T15:00:00.000Z",
      privacy_notice_version: "0",
      student_id: null,
    });
    // The address is kept only as a keyed hash.
    expect(row.source_key).not.toContain("10.0.0");
    expect(await t.db.selectFrom("students").select("id").execute()).toHaveLength(students.length);
  });

  it("answers each bad field with a Spanish message for the visitor, and writes nothing", async () => {
    const before = await storedCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", "Escribe el nombre y apellido de quien tomará la clase"],
      [{ phone: "123" }, "phone", "Escribe un teléfono válido, por ejemplo +56 9 1234 5678"],
      [{ email: "no-es-correo" }, "email", "Revisa tu email: no parece válido"],
      [{ age: 150 }, "age", "La edad debe estar entre 2 y 99 años"],
      [
        { consent: false },
        "consent",
        "Para enviar la solicitud debes aceptar el aviso de privacidad",
      ],
      [{ classId: 999_999 }, "classId", "Elige una de las clases publicadas"],
      [
        { sessionDate: "2026-08-18" },
        "sessionDate",
        "Elige uno de los próximos días en que se dicta la clase",
      ],
      [
        { sessionDate: "2026-08-10" },
        "sessionDate",
        "Elige uno de los próximos días en que se dicta la clase",
      ],
      [
        { age: 12 },
        "guardianName",
        "Para menores de 18 años necesitamos el nombre de un apoderado/a",
      ],
      [
        { forWhom: "child", age: 8 },
        "guardianName",
        "Escribe tu nombre, para saber con quién hablamos",
      ],
      [
        { age: 12, guardianName: "Marta Rojas" },
        "guardianPhone",
        "Para menores de 18 años necesitamos el teléfono de un apoderado/a",
      ],
      [{ message: "x".repeat(501) }, "message", "Máximo 500 caracteres"],
      [
        { fillMs: 800 },
        "fillMs",
        "Tómate unos segundos para revisar tus datos y vuelve a enviar la solicitud",
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(valid(over));
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({
        message,
        details: { errorType: "VALIDATION_ERROR", field },
      });
    }
    const huge = await send({ ...valid(), message: "x".repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it("accepts a filled honeypot silently and stores it nowhere, even when the rest is nonsense", async () => {
    const before = await storedCount();
    const audit = await t.db.selectFrom("audit_log").select("id").execute();
    for (const body of [valid({ website: "http://spam.example" }), { website: "x", name: 3 }]) {
      const res = await send(body);
      expectExactAnswer(res, 201, { id: 0 });
    }
    expect(await storedCount()).toBe(before);
    expect(await t.db.selectFrom("audit_log").select("id").execute()).toHaveLength(audit.length);
  });

  it("limits one address to 5 requests an hour with a 429, even in a burst, and lets others through", async () => {
    const before = await storedCount();
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, i) => send(valid({ name: `Persona ${i}` }), "10.9.9.9")),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const limited = burst.find((r) => r.statusCode === 429);
    expect(limited?.json().details.errorType).toBe("RATE_LIMITED");
    expect(limited?.json().message).toMatch(/Intenta de nuevo/);
    expect(await storedCount()).toBe(before + 5);
    expect((await send(valid(), "10.9.9.10")).statusCode).toBe(201);
    t.clock.advanceMs(61 * 60_000);
    try {
      // An hour later the address may ask again (the same day's sessions are still ahead).
      expect((await send(valid(), "10.9.9.9")).statusCode).toBe(201);
    } finally {
      t.clock.set("2026-08-15T15:00:00.000Z");
    }
  });

  it("puts a request for a full class on its waitlist, in order", async () => {
    const first = await send(
      valid({ classId: full, sessionDate: "2026-08-18", waitlist: true, name: "Primera Espera" }),
    );
    const second = await send(
      valid({ classId: full, sessionDate: "2026-08-18", waitlist: true, name: "Segunda Espera" }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const list = (await api("GET", `/api/classes/${full}/waitlist`)).json();
    expect(list).toMatchObject({ seatsLeft: 0, holdHours: 48, suggestedId: null });
    expect(list.entries.map((e: { name: string }) => e.name)).toEqual([
      "Primera Espera",
      "Segunda Espera",
    ]);
    // A seat frees up: the first is suggested; offered, her hold lasts 48 h, then the next.
    await t.db.updateTable("classes").set({ max_students: 2 }).where("id", "=", full).execute();
    await t.db
      .updateTable("data_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
    const freed = (await api("GET", `/api/classes/${full}/waitlist`)).json();
    expect(freed.suggestedId).toBe(freed.entries[0].id);
    const offered = (
      await api("POST", `/api/classes/${full}/waitlist/${freed.entries[0].id}`, { action: "offer" })
    ).json();
    expect(offered.entries[0]).toMatchObject({
      state: "offered",
      holdUntil: "2026-08-17T15:00:00.000Z",
    });
    expect(offered.suggestedId).toBeNull();
    // 48 hours pass (the hold is moved back rather than the clock, which would end the session).
    await t.db
      .updateTable("class_waitlist")
      .set({ hold_until: "2026-08-15T14:59:00.000Z" })
      .where("id", "=", freed.entries[0].id)
      .execute();
    await t.db
      .updateTable("data_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
    const later = (await api("GET", `/api/classes/${full}/waitlist`)).json();
    expect(later.entries[0].state).toBe("expired");
    expect(later.suggestedId).toBe(later.entries[1].id);
  });

  it("lets staff add a person by hand, a minor with her guardian, after those already waiting", async () => {
    const classId = await t.seed.class({
      name: "Hip hop a mano",
      price: 20_000,
      maxStudents: 0,
    });
    const adult = await api("POST", `/api/classes/${classId}/waitlist`, {
      name: "Rocío Mano",
      phone: "+56 9 3333 1111",
    });
    expect(adult.statusCode).toBe(201);
    const minor = await api("POST", `/api/classes/${classId}/waitlist`, {
      name: "Tomás Chico",
      phone: "+56 9 3333 2222",
      guardianName: "Paula Chico",
    });
    expect(minor.statusCode).toBe(201);
    expect(minor.json().entries).toMatchObject([
      {
        position: 1,
        name: "Rocío Mano",
        guardianName: null,
        trialRequestId: null,
        state: "waiting",
      },
      { position: 2, name: "Tomás Chico", guardianName: "Paula Chico", phone: "+56 9 3333 2222" },
    ]);
    const bad = await api("POST", `/api/classes/${classId}/waitlist`, {
      name: "Sin Fono",
      phone: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("teléfono");
    const audit = await t.db
      .selectFrom("audit_log")
      .select("after")
      .where("entity", "=", "waitlist")
      .where("entity_id", "=", String(minor.json().entries[1].id))
      .executeTakeFirstOrThrow();
    // The audit row carries no personal values (retention has none to redact there).
    expect(audit.after).not.toContain("Paula");
  });

  it("moves a request along the inbox's statuses, refuses jumps, and asks a reason to discard", async () => {
    const { id } = (await send(valid({ name: "Camila Soto" }))).json();
    const list = await api("GET", "/api/trial-requests?status=NEW&search=camila");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await api("GET", "/api/trial-requests/new-count")).json().count).toBeGreaterThan(0);

    const contacted = await api("PUT", `/api/trial-requests/${id}`, {
      status: "CONTACTED",
      notes: "Le escribí por WhatsApp",
    });
    expectAnswer(contacted, 200, {
      status: "CONTACTED",
      notes: "Le escribí por WhatsApp",
      contactedAt: "2026-08-15T15:00:00.000Z",
    });
    const jump = await api("PUT", `/api/trial-requests/${id}`, { status: "ENROLLED" });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().message).toMatch(/Inscribir/);
    const back = await api("PUT", `/api/trial-requests/${id}`, { status: "NEW" });
    expect(back.statusCode).toBe(409);
    const noReason = await api("PUT", `/api/trial-requests/${id}`, { status: "DISCARDED" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Indique el motivo para descartar la solicitud");
    const discarded = await api("PUT", `/api/trial-requests/${id}`, {
      status: "DISCARDED",
      discardReason: "No contesta",
    });
    expect(discarded.json()).toMatchObject({ status: "DISCARDED", discardReason: "No contesta" });
    expect((await api("POST", `/api/trial-requests/${id}/enroll`, {})).statusCode).toBe(409);
    expect((await t.auditRowsOf("trial-request", id)).map((r) => r.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
  });

  it("lets staff use the inbox, and keeps it closed without a login", async () => {
    const staff = await t.loginStaff("recepcion-28", "clave-recep-28");
    const res = await t.injectAs(staff, "GET", "/api/trial-requests");
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/trial-requests" })).statusCode).toBe(
      401,
    );
  });

  it("'Inscribir' creates the minor's student with her guardian and enrolls her, once", async () => {
    const { id } = (
      await send(
        valid({
          name: "Valentina Pérez Soto",
          age: 12,
          email: null,
          guardianName: "Marta Soto",
          guardianPhone: "+56 9 8888 7777",
        }),
      )
    ).json();
    await api("PUT", `/api/trial-requests/${id}`, { status: "SCHEDULED" });
    await api("PUT", `/api/trial-requests/${id}`, { status: "ATTENDED" });
    const res = await api("POST", `/api/trial-requests/${id}/enroll`, {
      birthDate: "2014-03-02",
      relationship: "madre",
    });
    expect(res.statusCode).toBe(201);
    const student = res.json();
    // Issue 36: her mother is her paying guardian; the request's phone is not the child's.
    expect(student).toMatchObject({
      firstName: "Valentina",
      lastName: "Pérez Soto",
      phone: null,
      email: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      classId: ballet,
      guardianId: expect.any(Number),
    });
    const stored = (await api("GET", `/api/students/${student.id}`)).json();
    expect(stored).toMatchObject({ birthDate: "2014-03-02", classIds: [ballet] });
    const request = (await api("GET", "/api/trial-requests?search=valentina")).json()[0];
    expect(request).toMatchObject({ status: "ENROLLED", studentId: student.id });
    const again = await Promise.all([
      api("POST", `/api/trial-requests/${id}/enroll`, {}),
      api("POST", `/api/trial-requests/${id}/enroll`, {}),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    const named = await t.db
      .selectFrom("students")
      .select("id")
      .where("first_name", "=", "Valentina")
      .execute();
    expect(named).toHaveLength(1);
  });

  it("counts the conversion per month and class", async () => {
    const res = await api("GET", "/api/trial-requests/conversion?from=2026-08&to=2026-08");
    expect(res.statusCode).toBe(200);
    const row = res.json().find((r: { classId: number }) => r.classId === ballet);
    expect(row).toMatchObject({ month: "2026-08", enrolled: 1, medianDaysToEnroll: 0 });
    expect(row.requests).toBeGreaterThanOrEqual(row.contacted);
    expect(row.conversionRate).toBeCloseTo(1 / row.requests);
  });
});
