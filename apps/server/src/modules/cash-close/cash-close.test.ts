import { expect, it } from "vitest";
import { expectAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock is 2026-08-15 (studio calendar).
describeEachDatabase("daily cash close", (t) => {
  it("closes a day with a difference, refuses its payments until an admin reopens it", async () => {
    const admin = adminApi(t);
    const staff = await t.loginAs({ username: "caja", password: "clave-caja-01", role: "staff" });
    const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
      t.injectAs(staff, method, url, payload);
    const classId = await t.seed.class({ name: "Salsa", price: 25_000 });
    const students = await Promise.all(
      ["Ana", "Bea", "Clara"].map((name) => t.seed.student({ firstName: name, lastName: "Caja" })),
    );
    for (const id of students) await t.seed.enroll(id, classId, "2026-08-01");
    const pay = (studentId: number, amount: number, paymentMethod: string) =>
      asStaff("POST", "/api/payments", {
        studentId,
        classId,
        amount,
        paymentMonth: "2026-08",
        paymentDate: "2026-08-15",
        paymentMethod,
      });
    const [ana, bea, clara] = students as [number, number, number];
    expect((await pay(ana, 28_750, "EFECTIVO")).statusCode).toBe(201);
    const card = await pay(bea, 28_750, "TARJETA");
    expect(card.statusCode).toBe(201);

    const open = await asStaff("GET", "/api/cash-close/2026-08-15");
    expect(open.json()).toMatchObject({ total: 57_500, expectedCash: 28_750, close: null });

    const closed = await asStaff("POST", "/api/cash-close/2026-08-15", {
      countedCash: 27_750,
      notes: "Faltan $1.000",
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json().close).toMatchObject({
      countedCash: 27_750,
      difference: -1_000,
      closedBy: "caja",
    });
    expect(
      (await asStaff("POST", "/api/cash-close/2026-08-15", { countedCash: 1 })).statusCode,
    ).toBe(409);

    const refused = await pay(clara, 28_750, "EFECTIVO");
    expectProblem(refused, 409, "DAY_CLOSED");
    const deletion = await admin("DELETE", `/api/payments/${card.json().id}`);
    expect(deletion.json().details.errorType).toBe("DAY_CLOSED");

    const byStaff = await asStaff("POST", "/api/cash-close/2026-08-15/reopen", { reason: "Error" });
    expect(byStaff.statusCode).toBe(403);
    const noReason = await admin("POST", "/api/cash-close/2026-08-15/reopen", { reason: "" });
    expect(noReason.statusCode).toBe(400);
    const reopened = await admin("POST", "/api/cash-close/2026-08-15/reopen", {
      reason: "Faltó registrar un pago",
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().close).toBeNull();
    expect((await pay(clara, 28_750, "EFECTIVO")).statusCode).toBe(201);

    const history = await asStaff("GET", "/api/cash-close");
    expect(history.json()[0]).toMatchObject({
      date: "2026-08-15",
      total: 57_500,
      difference: -1_000,
      reopenReason: "Faltó registrar un pago",
    });
    const check = await admin("GET", "/api/audit/check");
    expect(check.json().intact).toBe(true);
  });

  it("prints a closed day's sheet with its sealed audit anchor, the same on every reprint", async () => {
    const admin = adminApi(t);
    expect((await admin("GET", "/api/cash-close/2026-08-14")).json().auditAnchor).toBeNull();
    const closed = await admin("POST", "/api/cash-close/2026-08-14", { countedCash: 0 });
    expect(closed.statusCode).toBe(201);
    const anchor = closed.json().auditAnchor;
    const row = await t.db
      .selectFrom("audit_log")
      .select(["id", "hash"])
      .where("entity", "=", "cash-close")
      .where("entity_id", "=", "2026-08-14")
      .executeTakeFirstOrThrow();
    const upTo = await t.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", "<=", row.id)
      .executeTakeFirstOrThrow();
    expect(anchor).toMatchObject({ lastId: row.id, lastHash: row.hash, rowCount: Number(upTo.n) });
    expect(anchor.printed).toBe(
      `fila ${row.id} · ${upTo.n} registros · cadena ${row.hash?.slice(0, 12)} · sello ${anchor.seal.slice(0, 12)}`,
    );
    await admin("POST", "/api/students", {
      firstName: "Luego",
      lastName: "Otra",
      birthDate: "1992-01-01",
    });
    expect((await admin("GET", "/api/cash-close/2026-08-14")).json().auditAnchor).toEqual(anchor);
  });

  // Issue 25, finding 8. Hand-worked: 20-07 closed with a $20.000 float; on 21-07 Ana pays
  // $28.750 cash, Bea $28.750 by card, Clara $30.000 cash that is then voided. Expected
  // cash = float + cash payments − cash voids = 20.000 + (28.750 + 30.000) − 30.000 = 48.750;
  // closed with a $25.000 float it is 53.750, and counting 52.000 leaves $1.750 short.
  it("reconciles a day against its float, its payments and its voids, and needs a note on a difference", async () => {
    const admin = adminApi(t);
    const staff = await t.loginStaff("fondo", "clave-fondo-01");
    const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
      t.injectAs(staff, method, url, payload);
    const floatDay = await admin("POST", "/api/cash-close/2026-07-20", {
      countedCash: 20_000,
      openingFloat: 20_000,
    });
    expectAnswer(floatDay, 201, { openingFloat: 20_000, expectedCash: 20_000 });

    const classId = await t.seed.class({ name: "Tango", price: 25_000 });
    const [ana, bea, clara] = (await Promise.all(
      ["Ana", "Bea", "Clara"].map((name) => t.seed.student({ firstName: name, lastName: "Fondo" })),
    )) as [number, number, number];
    for (const id of [ana, bea, clara]) await t.seed.enroll(id, classId, "2026-07-01");
    const payOn = (studentId: number, amount: number, paymentMethod: string) =>
      asStaff("POST", "/api/payments", {
        studentId,
        classId,
        amount,
        paymentMonth: "2026-07",
        paymentDate: "2026-07-21",
        paymentMethod,
      });
    expect((await payOn(ana, 28_750, "EFECTIVO")).statusCode).toBe(201);
    expect((await payOn(bea, 28_750, "TARJETA")).statusCode).toBe(201);
    const voided = await payOn(clara, 28_750, "EFECTIVO");
    expect(voided.statusCode).toBe(201);
    expect((await admin("DELETE", `/api/payments/${voided.json().id}`)).statusCode).toBe(204);

    const sheet = (await asStaff("GET", "/api/cash-close/2026-07-21")).json();
    expect(sheet).toMatchObject({
      openingFloat: 20_000,
      expectedCash: 48_750,
      total: 57_500,
      close: null,
    });
    expect(sheet.byMethod).toContainEqual({ method: "EFECTIVO", count: 1, total: 28_750 });
    expect(sheet.voidsByMethod).toContainEqual({ method: "EFECTIVO", count: 1, total: 28_750 });
    expect(sheet.voidsByMethod).toContainEqual({ method: "TARJETA", count: 0, total: 0 });
    expect(fieldsOf(sheet.payments, "studentName", "method", "amount")).toEqual([
      ["Ana Fondo", "EFECTIVO", 28_750],
      ["Bea Fondo", "TARJETA", 28_750],
      ["Clara Fondo", "EFECTIVO", 28_750],
    ]);
    expect(sheet.payments[0]).toMatchObject({
      className: "Tango",
      paymentMonth: "2026-07",
      takenBy: "fondo",
      voided: null,
    });
    expect(sheet.payments[0].receiptNumber).toEqual(expect.any(Number));
    expect(sheet.payments[2].voided).toMatchObject({
      by: "Administración",
      at: expect.any(String),
    });

    const close = (payload: object) => admin("POST", "/api/cash-close/2026-07-21", payload);
    const silent = await close({ openingFloat: 25_000, countedCash: 52_000 });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().details).toMatchObject({
      errorType: "CASH_CLOSE_NOTE_REQUIRED",
      field: "notes",
      expectedCash: 53_750,
      difference: -1_750,
    });
    expect(silent.json().message).toBe(
      "El efectivo contado ($52.000) difiere del esperado ($53.750): faltan $1.750. Escriba una nota que explique la diferencia para cerrar la caja.",
    );
    expect(
      (await close({ openingFloat: 25_000, countedCash: 52_000, notes: "  " })).statusCode,
    ).toBe(422);
    const closed = await close({
      openingFloat: 25_000,
      countedCash: 52_000,
      notes: "Vuelto mal dado a una alumna",
    });
    expectAnswer(closed, 201, {
      openingFloat: 25_000,
      expectedCash: 53_750,
      close: { countedCash: 52_000, difference: -1_750, notes: "Vuelto mal dado a una alumna" },
    });
    expect(closed.json().payments).toHaveLength(3);
    const history = (await admin("GET", "/api/cash-close")).json();
    expect(history.find((c: { date: string }) => c.date === "2026-07-21")).toMatchObject({
      openingFloat: 25_000,
      expectedCash: 53_750,
    });
    // The next open day suggests the last float; an exact count needs no note.
    const next = (await asStaff("GET", "/api/cash-close/2026-07-22")).json();
    expect(next).toMatchObject({ openingFloat: 25_000, expectedCash: 25_000, payments: [] });
    const exact = await admin("POST", "/api/cash-close/2026-07-22", { countedCash: 25_000 });
    expectAnswer(exact, 201, { openingFloat: 25_000, close: { difference: 0 } });
  });
});
