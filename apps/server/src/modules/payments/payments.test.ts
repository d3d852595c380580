import { ERROR_MESSAGES } from "@nova/domain";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { expectAnswer, expectExactAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { expectInvalid, expectInvalidField } from "../../../test/support/crud.ts";
import { expectExactProblem, expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// A small studio for the payment writes. Default settings (due day 10, 15 % late fee); the
// clock says 2026-08-15 (Santiago), so August and earlier months are already late.
//   Ballet $30.000, Jazz $25.000, Salsa $20.000.
//   Ana: Ballet since 2026-03-01 and Jazz since 2026-05-10. Bruno: Ballet since 2026-08-03.
//   Elena: no class. Each test pays a month of its own so they do not depend on each other.

describeEachDatabase("payments", (t) => {
  const ids = { ana: 0, bruno: 0, elena: 0, ballet: 0, jazz: 0, salsa: 0 };
  let staff = "";

  const send = async (
    method: InjectOptions["method"],
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: await t.authHeader(), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  const payment = (over: Record<string, unknown> = {}) => ({
    studentId: ids.ana,
    classId: ids.ballet,
    amount: 30_000,
    paymentMonth: "2026-09",
    paymentDate: "2026-08-15",
    paymentMethod: "EFECTIVO",
    notes: "Pago en recepción",
    ...over,
  });

  /** A 400 VALIDATION_ERROR that names the field and says why in Spanish. */
  const expectFieldRefused = (res: LightMyRequestResponse, message: string, field: string) => {
    expectAnswer(res, 400, {
      message,
      details: { errorType: "VALIDATION_ERROR", field },
    });
  };

  const livePayments = (studentId: number, month: string) =>
    t.db
      .selectFrom("payments")
      .select(["id", "class_id", "amount"])
      .where("student_id", "=", studentId)
      .where("payment_month", "=", month)
      .where("deleted_at", "is", null)
      .orderBy("class_id")
      .execute();

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    ids.jazz = await t.seed.class({ name: "Jazz", price: 25_000 });
    ids.salsa = await t.seed.class({ name: "Salsa", price: 20_000 });
    ids.ana = await t.seed.student({ firstName: "Ana", lastName: "Pérez" });
    ids.bruno = await t.seed.student({ firstName: "Bruno", lastName: "Soto" });
    ids.elena = await t.seed.student({ firstName: "Elena", lastName: "Vidal" });
    await t.seed.enroll(ids.ana, ids.ballet, "2026-03-01");
    await t.seed.enroll(ids.ana, ids.jazz, "2026-05-10");
    await t.seed.enroll(ids.bruno, ids.ballet, "2026-08-03");
    staff = await t.loginStaff("recepcion", "clave-recepcion-1");
  });

  it("refuses every money route without a token, with a 401 that mentions it", async () => {
    const routes = [
      ["GET", "/api/payments"],
      ["GET", "/api/payments/1"],
      ["POST", "/api/payments"],
      ["POST", "/api/payments/multi-class"],
      ["DELETE", "/api/payments/1"],
      ["GET", "/api/students/1/outstanding-payments/2026-08"],
      ["GET", "/api/reports/outstanding-payments/2026-08"],
      ["GET", "/api/reports/class/1/2026-08/students-payment-status"],
      ["GET", "/api/reports/teacher-compensation"],
      ["GET", "/api/reports/teacher-compensation/2026-08"],
      ["GET", "/api/reports/teacher-compensation/1/2026-08"],
      ["GET", "/api/reports/financial/2026-08"],
      ["GET", "/api/reports/financial?from=2026-01&to=2026-08"],
      ["GET", "/api/dashboard"],
      ["GET", "/api/dashboard/revenue-chart"],
      ["GET", "/api/dashboard/class-distribution"],
      ["GET", "/api/settings"],
      ["PUT", "/api/settings"],
    ] as const;
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toMatch(/token/);
    }
  });

  describe("POST /api/payments", () => {
    it("records a payment in advance as on time, with names, and audits it", async () => {
      const res = await send("POST", "/api/payments", payment());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        studentId: ids.ana,
        studentName: "Ana Pérez",
        classId: ids.ballet,
        className: "Ballet",
        amount: 30_000,
        paymentMonth: "2026-09",
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
        notes: "Pago en recepción",
        isLatePayment: false,
        status: "PAID",
        createdAt: "2026-08-15T15:00:00.000Z",
      });
      const audit = await t.auditRowsOf("payment", body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "create", after: { amount: 30_000 } });
    });

    it("marks a payment of an earlier month made after its due date as late", async () => {
      // July's Jazz paid on 15 August: due 10 July, so late; 25.000 + 3.750 = 28.750.
      const res = await send(
        "POST",
        "/api/payments",
        payment({ classId: ids.jazz, paymentMonth: "2026-07", amount: 28_750 }),
      );
      expectAnswer(res, 201, { isLatePayment: true, status: "LATE", amount: 28_750 });
    });

    it("takes the payment month from the payment date when it is not sent", async () => {
      const res = await send(
        "POST",
        "/api/payments",
        payment({ classId: ids.jazz, paymentMonth: undefined, amount: 28_750 }),
      );
      expectAnswer(res, 201, { paymentMonth: "2026-08", isLatePayment: true });
    });

    it("answers VALIDATION_ERROR for a malformed body, naming the field", async () => {
      const res = await send("POST", "/api/payments", payment({ paymentMethod: "BITCOIN" }));
      expectInvalid(res, "Debe seleccionar un método de pago", "paymentMethod", "BITCOIN");
      // No student, or an id no row can have (issue 35).
      for (const studentId of [undefined, 2_147_483_648, 99_999_999_999]) {
        const refused = await send("POST", "/api/payments", payment({ studentId }));
        expectFieldRefused(refused, "Debe seleccionar un estudiante", "studentId");
      }
    });

    it("answers STUDENT_NOT_FOUND and CLASS_NOT_FOUND for an id no row has", async () => {
      const cases = [
        ["studentId", "STUDENT_NOT_FOUND"],
        ["classId", "CLASS_NOT_FOUND"],
      ] as const;
      for (const [field, errorType] of cases) {
        const res = await send("POST", "/api/payments", payment({ [field]: 999_999 }));
        expect(res.statusCode, field).toBe(404);
        expect(res.json()).toEqual({ message: ERROR_MESSAGES[errorType], details: { errorType } });
      }
    });

    it("answers PAYMENT_MONTH_INVALID for a bad month, one before the enrollment, or too far ahead", async () => {
      const cases = [
        [ids.ana, "2026-13", "Formato de mes inválido (AAAA-MM)"],
        // Bruno enrolled in August: July is before his enrollment.
        [ids.bruno, "2026-07", /anterior a la inscripción/],
        // 15 August 2026 + 13 months: more than 12 ahead.
        [
          ids.ana,
          "2027-09",
          "El mes de pago no puede ser más de 12 meses posterior a la fecha de pago",
        ],
      ] as const;
      for (const [studentId, paymentMonth, message] of cases) {
        const res = await send("POST", "/api/payments", payment({ studentId, paymentMonth }));
        expect(res.statusCode, paymentMonth).toBe(422);
        expect(res.json().details).toMatchObject({
          errorType: "PAYMENT_MONTH_INVALID",
          field: "paymentMonth",
          rejectedValue: paymentMonth,
        });
        expect(res.json().message).toMatch(message);
      }
      // Twelve months ahead is still accepted.
      const twelve = await send("POST", "/api/payments", payment({ paymentMonth: "2027-08" }));
      expect(twelve.statusCode).toBe(201);
    });

    it("answers STUDENT_NOT_ENROLLED for a student who does not take the class", async () => {
      const res = await send("POST", "/api/payments", payment({ studentId: ids.elena }));
      expectExactProblem(res, 422, {
        message: "El estudiante no está inscrito en esta clase en septiembre 2026",
        details: { errorType: "STUDENT_NOT_ENROLLED" },
      });
    });

    it("answers INVALID_PAYMENT_AMOUNT for 0, negatives, fractions and more than $10.000.000", async () => {
      for (const amount of [0, -5, 100.5, 10_000_001]) {
        const res = await send(
          "POST",
          "/api/payments",
          payment({ paymentMonth: "2026-10", amount }),
        );
        expect(res.statusCode, String(amount)).toBe(422);
        expect(res.json()).toEqual({
          message: ERROR_MESSAGES.INVALID_PAYMENT_AMOUNT,
          details: { errorType: "INVALID_PAYMENT_AMOUNT", field: "amount", rejectedValue: amount },
        });
      }
    });

    it("answers DUPLICATE_PAYMENT with the existing payment's id", async () => {
      const first = await send("POST", "/api/payments", payment({ paymentMonth: "2026-11" }));
      expect(first.statusCode).toBe(201);
      const again = await send("POST", "/api/payments", payment({ paymentMonth: "2026-11" }));
      expectExactProblem(again, 409, {
        message: ERROR_MESSAGES.DUPLICATE_PAYMENT,
        details: { errorType: "DUPLICATE_PAYMENT", existingPaymentId: first.json().id },
      });
    });

    it("answers VALIDATION_ERROR for a method the studio stopped accepting", async () => {
      const put = await send("PUT", "/api/settings", {
        payments: { acceptedMethods: ["EFECTIVO", "TRANSFERENCIA"] },
      });
      expect(put.statusCode).toBe(200);
      try {
        const res = await send(
          "POST",
          "/api/payments",
          payment({ paymentMonth: "2026-12", paymentMethod: "TARJETA" }),
        );
        expectInvalid(res, "El estudio no acepta pagos con Tarjeta", "paymentMethod", "TARJETA");
      } finally {
        await send("PUT", "/api/settings", {
          payments: { acceptedMethods: ["EFECTIVO", "TRANSFERENCIA", "TARJETA"] },
        });
      }
    });

    it("follows each settings change at once, though a payment keeps the settings it read", async () => {
      // Each payment takes the settings kept under the records version read with its session
      // (issue 37): a change of settings moves that version, so the next payment sees it.
      const card = (paymentMonth: string) =>
        payment({ paymentMonth, paymentMethod: "TARJETA", amount: 1_000 });
      const first = await send("POST", "/api/payments", card("2026-10"));
      expect(first.statusCode).toBe(201);
      const stop = await send("PUT", "/api/settings", {
        payments: { acceptedMethods: ["EFECTIVO", "TRANSFERENCIA"] },
      });
      expect(stop.statusCode).toBe(200);
      try {
        const refused = await send("POST", "/api/payments", card("2026-10"));
        expectInvalid(
          refused,
          "El estudio no acepta pagos con Tarjeta",
          "paymentMethod",
          "TARJETA",
        );
      } finally {
        await send("PUT", "/api/settings", {
          payments: { acceptedMethods: ["EFECTIVO", "TRANSFERENCIA", "TARJETA"] },
        });
      }
      const again = await send("POST", "/api/payments", card("2026-10"));
      expect(again.statusCode).toBe(201);
      // What the later tests owe stays as it was.
      for (const res of [first, again]) {
        const voided = await send("DELETE", `/api/payments/${res.json().id}`, { reason: "prueba" });
        expect(voided.statusCode).toBe(204);
      }
    });

    it("answers INSUFFICIENT_PERMISSIONS when staff backdate a payment that is late today", async () => {
      // On 15 August, August's Ballet is late; dated 5 August it would look on time. Staff may
      // not do that; the admin may (a transfer received on the 5th, registered later).
      const backdated = payment({
        studentId: ids.bruno,
        paymentMonth: "2026-08",
        paymentDate: "2026-08-05",
      });
      const byStaff = await t.injectAs(staff, "POST", "/api/payments", backdated);
      expectExactProblem(byStaff, 403, {
        message:
          "Solo un administrador puede registrar con una fecha anterior al vencimiento un pago que hoy ya está atrasado",
        details: { errorType: "INSUFFICIENT_PERMISSIONS" },
      });
      // Dated today, staff record it, late.
      const today = await t.injectAs(staff, "POST", "/api/payments", {
        ...backdated,
        paymentDate: "2026-08-15",
        amount: 34_500,
      });
      expectAnswer(today, 201, { isLatePayment: true });
      // The admin may backdate (here another month, July being before Bruno's enrollment).
      const byAdmin = await send(
        "POST",
        "/api/payments",
        payment({
          classId: ids.jazz,
          paymentMonth: "2026-06",
          paymentDate: "2026-06-08",
          amount: 25_000,
        }),
      );
      expectAnswer(byAdmin, 201, { isLatePayment: false });
    });

    it("creates exactly one payment out of concurrent identical requests, never a 500", async () => {
      const body = payment({ classId: ids.jazz, paymentMonth: "2027-01", amount: 25_000 });
      const results = await Promise.all(
        Array.from({ length: 4 }, () => send("POST", "/api/payments", body)),
      );
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409]);
      const created = results.find((r) => r.statusCode === 201)?.json();
      for (const loser of results.filter((r) => r.statusCode === 409)) {
        expect(loser.json().details).toMatchObject({
          errorType: "DUPLICATE_PAYMENT",
          existingPaymentId: created.id,
        });
      }
      expect(await livePayments(ids.ana, "2027-01")).toHaveLength(1);
    });
  });

  describe("Idempotency-Key", () => {
    /** A payment of Ana's Ballet (changed by `over`) sent with the given Idempotency-Key. */
    const payWithKey = (key: string, over: Record<string, unknown>) =>
      send("POST", "/api/payments", payment(over), { "idempotency-key": key });

    it("replays the first response instead of paying twice", async () => {
      const first = await payWithKey("pago-2027-02-ana", { paymentMonth: "2027-02" });
      const second = await payWithKey("pago-2027-02-ana", { paymentMonth: "2027-02" });
      expect(first.statusCode).toBe(201);
      expectExactAnswer(second, 201, first.json());
      expect(await livePayments(ids.ana, "2027-02")).toHaveLength(1);
    });

    it("replays to concurrent retries with the same key", async () => {
      const retry = () => payWithKey("doble-clic-2027-03", { paymentMonth: "2027-03" });
      const [a, b] = await Promise.all([retry(), retry()]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json()).toEqual(b.json());
      expect(await livePayments(ids.ana, "2027-03")).toHaveLength(1);
    });

    it("refuses the same key with another body, in Spanish", async () => {
      const first = await payWithKey("clave-reutilizada", { paymentMonth: "2027-04" });
      expect(first.statusCode).toBe(201);
      const other = await payWithKey("clave-reutilizada", { paymentMonth: "2027-05" });
      expectExactProblem(other, 409, {
        message:
          "La clave de idempotencia ya se usó para otra solicitud con datos distintos; genere una clave nueva para este pago",
        details: {
          errorType: "IDEMPOTENCY_KEY_REUSED",
          field: "Idempotency-Key",
          rejectedValue: "clave-reutilizada",
        },
      });
      expect(await livePayments(ids.ana, "2027-05")).toHaveLength(0);
    });

    it("keeps keys per user: another user's same key is a new request", async () => {
      const body = payment({ paymentMonth: "2027-06" });
      const headers = { "idempotency-key": "clave-de-cada-usuario" };
      expect((await send("POST", "/api/payments", body, headers)).statusCode).toBe(201);
      const byStaff = await t.app.inject({
        method: "POST",
        url: "/api/payments",
        headers: { authorization: staff, ...headers },
        payload: body,
      });
      // Not a replay of the admin's answer: the payment exists, so it is a duplicate.
      expectProblem(byStaff, 409, "DUPLICATE_PAYMENT");
    });

    it("does not store failures, so a corrected retry with the key succeeds", async () => {
      const bad = await payWithKey("reintento-corregido", { paymentMonth: "2027-07", amount: 0 });
      expect(bad.statusCode).toBe(422);
      const good = await payWithKey("reintento-corregido", { paymentMonth: "2027-07" });
      expect(good.statusCode).toBe(201);
    });

    it("refuses a malformed key", async () => {
      const res = await payWithKey("x".repeat(256), { paymentMonth: "2027-08" });
      expectInvalidField(res, "Idempotency-Key");
    });
  });

  describe("POST /api/payments/multi-class", () => {
    const multi = (over: Record<string, unknown>) => ({
      studentId: ids.ana,
      paymentDate: "2026-08-15",
      paymentMethod: "TRANSFERENCIA",
      notes: null,
      ...over,
    });
    /** A multi-class payment of Ana's (changed by `over`). */
    const payMulti = (over: Record<string, unknown>) =>
      send("POST", "/api/payments/multi-class", multi(over));

    it("splits a total over every outstanding class in proportion to what each owes", async () => {
      // October, in advance: Ballet 30.000 and Jazz 25.000 owed (55.000). 50.000 split 30:25:
      // 27.272,7 and 22.727,3 → floors 27.272 + 22.727 = 49.999; the last peso goes to the
      // larger remainder (Ballet): 27.273 + 22.727 = 50.000.
      const res = await payMulti({ totalAmount: 50_000, paymentMonth: "2026-10" });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        studentId: ids.ana,
        studentName: "Ana Pérez",
        paymentMonth: "2026-10",
        isLatePayment: false,
        totalAmount: 50_000,
      });
      expect(fieldsOf(body.payments, "className", "amount")).toEqual([
        ["Ballet", 27_273],
        ["Jazz", 22_727],
      ]);
      const audits = await Promise.all(
        body.payments.map((p: { id: number }) => t.auditRowsOf("payment", p.id)),
      );
      expect(audits.map((a) => a.length)).toEqual([1, 1]);
    });

    it("charges the surcharge in the split of a late month", async () => {
      // May, paid on 15 August: late. Ana enrolled in Jazz on 10 May, so both classes bill May:
      // Ballet 30.000 + 4.500 = 34.500, Jazz 25.000 + 3.750 = 28.750; 63.250 paid in full.
      const res = await payMulti({ totalAmount: 63_250, paymentMonth: "2026-05" });
      expect(res.statusCode).toBe(201);
      expect(res.json().isLatePayment).toBe(true);
      expect(res.json().payments.map((p: { amount: number }) => p.amount)).toEqual([
        34_500, 28_750,
      ]);
    });

    it("records exact amounts per class with items, and only the named classes with classIds", async () => {
      const items = await payMulti({
        paymentMonth: "2026-12",
        items: [
          { classId: ids.jazz, amount: 20_000 },
          { classId: ids.ballet, amount: 30_000 },
        ],
      });
      expect(items.statusCode).toBe(201);
      expect(items.json().totalAmount).toBe(50_000);
      expect((await livePayments(ids.ana, "2026-12")).map((p) => [p.class_id, p.amount])).toEqual([
        [ids.ballet, 30_000],
        [ids.jazz, 20_000],
      ]);

      const named = await payMulti({
        paymentMonth: "2027-01",
        classIds: [ids.ballet],
        totalAmount: 30_000,
      });
      expect(named.statusCode).toBe(201);
      expect(named.json().payments).toHaveLength(1);
      expect(named.json().payments[0]).toMatchObject({ classId: ids.ballet, amount: 30_000 });
    });

    it("answers PAYMENT_ALREADY_PROCESSED when every target is already paid", async () => {
      // December was paid above: Ballet in full, Jazz 20.000 of 25.000. Issue 25: a partial
      // payment no longer settles the month, so the remaining 5.000 of Jazz is paid first.
      const rest = await payMulti({
        paymentMonth: "2026-12",
        items: [{ classId: ids.jazz, amount: 5_000 }],
      });
      expect(rest.statusCode).toBe(201);
      try {
        const res = await payMulti({ totalAmount: 55_000, paymentMonth: "2026-12" });
        expectExactProblem(res, 409, {
          message: ERROR_MESSAGES.PAYMENT_ALREADY_PROCESSED,
          details: { errorType: "PAYMENT_ALREADY_PROCESSED" },
        });
      } finally {
        // Voided again, so the later tests see December as they did.
        const id = rest.json().payments[0].id;
        expect((await send("DELETE", `/api/payments/${id}`)).statusCode).toBe(204);
      }
    });

    it("writes nothing when one of the classes cannot be paid", async () => {
      const res = await payMulti({
        paymentMonth: "2026-04",
        items: [
          { classId: ids.ballet, amount: 30_000 },
          { classId: ids.salsa, amount: 20_000 },
        ],
      });
      expectProblem(res, 422, "STUDENT_NOT_ENROLLED");
      expect(await livePayments(ids.ana, "2026-04")).toHaveLength(0);

      const unknown = await payMulti({
        paymentMonth: "2026-04",
        classIds: [ids.ballet, 999_999],
        totalAmount: 10,
      });
      const huge = await payMulti({
        paymentMonth: "2026-04",
        classIds: [99_999_999_999],
        totalAmount: 10,
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().details).toMatchObject({ field: "classIds.0" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().details).toMatchObject({
        errorType: "CLASS_NOT_FOUND",
        rejectedValue: 999_999,
      });
      expect(await livePayments(ids.ana, "2026-04")).toHaveLength(0);
    });

    it("is all-or-nothing when a concurrent payment takes one of its classes", async () => {
      // Both requests may pass the checks; the database then lets one commit and rolls the
      // other back whole: the payments in the database are exactly the winner's.
      const both = multi({
        paymentMonth: "2027-05",
        items: [
          { classId: ids.ballet, amount: 30_000 },
          { classId: ids.jazz, amount: 25_000 },
        ],
      });
      const jazzOnly = multi({
        paymentMonth: "2027-05",
        items: [{ classId: ids.jazz, amount: 25_000 }],
      });
      const results = await Promise.all([
        send("POST", "/api/payments/multi-class", both),
        send("POST", "/api/payments/multi-class", jazzOnly),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const winner = results.find((r) => r.statusCode === 201)?.json();
      const loser = results.find((r) => r.statusCode === 409)?.json();
      // Which check stops the loser depends on timing: its own checks when the winner had
      // committed already (Jazz paid), else the unique index inside its transaction.
      expect(["DUPLICATE_PAYMENT", "PAYMENT_ALREADY_PROCESSED"]).toContain(loser.details.errorType);
      const rows = await livePayments(ids.ana, "2027-05");
      expect(rows.map((r) => r.id).sort()).toEqual(
        winner.payments.map((p: { id: number }) => p.id).sort(),
      );
    });

    it("answers the shared errors: STUDENT_NOT_FOUND, INVALID_PAYMENT_AMOUNT, VALIDATION_ERROR", async () => {
      const missing = await payMulti({
        studentId: 999_999,
        paymentMonth: "2027-10",
        totalAmount: 1_000,
      });
      expect(missing.json().details.errorType).toBe("STUDENT_NOT_FOUND");
      const zero = await payMulti({ paymentMonth: "2026-04", totalAmount: 0 });
      expectProblem(zero, 422, "INVALID_PAYMENT_AMOUNT");
      const noTotal = await payMulti({ paymentMonth: "2026-04" });
      expectFieldRefused(noTotal, "El monto total es requerido", "totalAmount");
      const elena = await payMulti({
        studentId: ids.elena,
        paymentMonth: "2026-04",
        totalAmount: 1_000,
      });
      expectProblem(elena, 422, "STUDENT_NOT_ENROLLED");
    });

    it("replays with an Idempotency-Key", async () => {
      const body = multi({ studentId: ids.bruno, paymentMonth: "2026-09", totalAmount: 30_000 });
      const headers = { "idempotency-key": "multi-bruno-2026-09" };
      const first = await send("POST", "/api/payments/multi-class", body, headers);
      const second = await send("POST", "/api/payments/multi-class", body, headers);
      expect(first.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await livePayments(ids.bruno, "2026-09")).toHaveLength(1);
    });
  });

  describe("reading and deleting", () => {
    it("lists payments newest first with filters and a total count", async () => {
      const all = await send("GET", `/api/payments?student=${ids.ana}`);
      expect(all.statusCode).toBe(200);
      const list = all.json();
      expect(list.length).toBeGreaterThan(5);
      const keys = list.map((p: { paymentDate: string; id: number }) => [p.paymentDate, p.id]);
      const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
      expect(keys).toEqual(sorted);
      expect(all.headers["x-total-count"]).toBe(String(list.length));

      const month = (await send("GET", "/api/payments?month=2026-12")).json();
      // Same payment date: the row written last (Ballet, second item) comes first.
      expect(fieldsOf(month, "className", "amount")).toEqual([
        ["Ballet", 30_000],
        ["Jazz", 20_000],
      ]);
      const transfers = (await send("GET", "/api/payments?paymentMethod=TRANSFERENCIA")).json();
      expect(
        transfers.every((p: { paymentMethod: string }) => p.paymentMethod === "TRANSFERENCIA"),
      ).toBe(true);

      const page = await send("GET", `/api/payments?student=${ids.ana}&page=2&size=2`);
      expect(page.json()).toHaveLength(2);
      expect(page.headers["x-total-count"]).toBe(String(list.length));
      // The amount summary covers every page of the filter, not only the page sent.
      const sum = list.reduce((total: number, p: { amount: number }) => total + p.amount, 0);
      expect(all.headers["x-total-amount"]).toBe(String(sum));
      expect(page.headers["x-total-amount"]).toBe(String(sum));
      // A repeated read (answered from the read cache) keeps both headers.
      const again = await send("GET", `/api/payments?student=${ids.ana}&page=2&size=2`);
      expect(again.headers["x-total-count"]).toBe(String(list.length));
      expect(again.headers["x-total-amount"]).toBe(String(sum));
      const none = await send("GET", "/api/payments?month=1999-01&page=1&size=5");
      expect(none.headers["x-total-amount"]).toBe("0");
      expect(page.json().map((p: { id: number }) => p.id)).toEqual(
        list.slice(2, 4).map((p: { id: number }) => p.id),
      );
    });

    it("gives a payment's detail and 404 PAYMENT_NOT_FOUND for an unknown one", async () => {
      const [latest] = (await send("GET", "/api/payments")).json();
      const one = await send("GET", `/api/payments/${latest.id}`);
      expect(one.json()).toEqual(latest);
      const missing = await send("GET", "/api/payments/999999");
      expectExactProblem(missing, 404, {
        message: ERROR_MESSAGES.PAYMENT_NOT_FOUND,
        details: { errorType: "PAYMENT_NOT_FOUND" },
      });
      // An id no row can have (past PostgreSQL's int4) is a malformed request (issue 35).
      for (const [method, url] of [
        ["GET", "/api/payments/99999999999"],
        ["DELETE", "/api/payments/2147483648"],
        ["GET", "/api/payments?student=99999999999"],
      ] as const) {
        const res = await send(method, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details.errorType).toBe("VALIDATION_ERROR");
      }
    });

    it("soft-deletes a payment, audited, and its month is outstanding again", async () => {
      // Bruno's August Ballet (paid by staff above, 34.500).
      const outstandingUrl = `/api/students/${ids.bruno}/outstanding-payments/2026-08`;
      expect((await send("GET", outstandingUrl)).json().hasOutstandingPayments).toBe(false);
      const [paid] = await livePayments(ids.bruno, "2026-08");
      if (!paid) throw new Error("Bruno's August payment should exist");

      const byStaff = await t.injectAs(staff, "DELETE", `/api/payments/${paid.id}`);
      expectProblem(byStaff, 403, "INSUFFICIENT_PERMISSIONS");

      const headers = { "idempotency-key": `borrar-${paid.id}` };
      // A page of a month, or of every payment, is counted from the totals the payment triggers
      // keep: always what the whole list counts and sums, a voided payment left out.
      const pageAgreesWithList = async (filter: string) => {
        const whole = (await send("GET", `/api/payments?${filter}`)).json();
        const page = await send("GET", `/api/payments?${filter}&page=1&size=1`);
        expect(page.headers["x-total-count"], filter).toBe(String(whole.length));
        const sum = whole.reduce((total: number, p: { amount: number }) => total + p.amount, 0);
        expect(page.headers["x-total-amount"], filter).toBe(String(sum));
        return whole.length as number;
      };
      const before = [await pageAgreesWithList("month=2026-08"), await pageAgreesWithList("")];
      const del = await send("DELETE", `/api/payments/${paid.id}`, undefined, headers);
      expect(del.statusCode).toBe(204);
      const after = [await pageAgreesWithList("month=2026-08"), await pageAgreesWithList("")];
      expect(after).toEqual(before.map((n) => n - 1));
      // A retry of the same delete replays its answer instead of a 404.
      expect(
        (await send("DELETE", `/api/payments/${paid.id}`, undefined, headers)).statusCode,
      ).toBe(204);
      expect((await send("DELETE", `/api/payments/${paid.id}`)).statusCode).toBe(404);
      expect((await send("GET", `/api/payments/${paid.id}`)).statusCode).toBe(404);

      const row = await t.db
        .selectFrom("payments")
        .select(["deleted_at", "deleted_by"])
        .where("id", "=", paid.id)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).toBe("2026-08-15T15:00:00.000Z");
      expect(row.deleted_by).toBe(1);
      const audit = await t.auditRowsOf("payment", paid.id);
      expect(audit.map((a) => a.action)).toEqual(["create", "delete"]);
      expect(audit[1]?.before).toMatchObject({ amount: 34_500 });

      // Late on 15 August: 30.000 + 4.500.
      expect((await send("GET", outstandingUrl)).json()).toMatchObject({
        hasOutstandingPayments: true,
        totalOutstandingAmount: 34_500,
      });
      // The month can be paid again.
      const repay = await send(
        "POST",
        "/api/payments",
        payment({ studentId: ids.bruno, paymentMonth: "2026-08", amount: 34_500 }),
      );
      expect(repay.statusCode).toBe(201);
    });
  });

  // Receipt numbers: students of their own, enrolled in Salsa ($20.000) since January, so the
  // months they pay are free of the other tests' payments.
  describe("receipt numbers", () => {
    const receiptOf = (res: { json: () => { receiptNumber: number } }) => res.json().receiptNumber;
    const salsa = (studentId: number, paymentMonth: string) =>
      payment({ studentId, classId: ids.salsa, paymentMonth, amount: 20_000 });
    const newSalsaStudent = async (firstName: string) => {
      const id = await t.seed.enrolledStudent(
        ids.salsa,
        { firstName, lastName: "Recibo" },
        "2026-01-01",
      );
      return id;
    };

    it("numbers payments in the order they are created and shows the number in every read", async () => {
      const student = await newSalsaStudent("Inés");
      await t.seed.enroll(student, ids.jazz, "2026-01-01");
      const first = await send("POST", "/api/payments", salsa(student, "2026-09"));
      const second = await send("POST", "/api/payments", salsa(student, "2026-10"));
      const multi = await send("POST", "/api/payments/multi-class", {
        studentId: student,
        totalAmount: 45_000,
        paymentMonth: "2026-11",
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
        notes: null,
      });
      expect([first.statusCode, second.statusCode, multi.statusCode]).toEqual([201, 201, 201]);
      const n = receiptOf(first);
      expect(receiptOf(second)).toBe(n + 1);
      const multiNumbers = multi
        .json()
        .payments.map((p: { receiptNumber: number }) => p.receiptNumber);
      // Issue 25 (finding 4): one payment of two classes is one receipt, its lines share it.
      expect(multiNumbers.sort()).toEqual([n + 2, n + 2]);

      const detail = await send("GET", `/api/payments/${second.json().id}`);
      expect(detail.json().receiptNumber).toBe(n + 1);
      const list = await send("GET", `/api/payments?student=${student}`);
      expect(
        list
          .json()
          .map((p: { receiptNumber: number }) => p.receiptNumber)
          .sort(),
      ).toEqual([n, n + 1, n + 2, n + 2]);
    });

    it("never gives a deleted payment's number to another payment", async () => {
      const student = await newSalsaStudent("Olga");
      const paid = await send("POST", "/api/payments", salsa(student, "2026-09"));
      const deleted = receiptOf(paid);
      expect((await send("DELETE", `/api/payments/${paid.json().id}`)).statusCode).toBe(204);
      const repaid = await send("POST", "/api/payments", salsa(student, "2026-09"));
      expect(repaid.statusCode).toBe(201);
      expect(receiptOf(repaid)).toBe(deleted + 1);
      // The deleted row keeps its number, and no two rows share one.
      const rows = await t.db
        .selectFrom("payments")
        .select(["id", "receipt_number", "receipt_id"])
        .execute();
      expect(rows.find((r) => r.id === paid.json().id)?.receipt_number).toBe(deleted);
      // Issue 25: the lines of one receipt share its number; no two receipts share one.
      expect(new Set(rows.map((r) => r.receipt_number)).size).toBe(
        new Set(rows.map((r) => r.receipt_id)).size,
      );
    });

    it("gives concurrent payments distinct numbers in one unbroken run; refused ones take none", async () => {
      const students = await Promise.all(
        ["Pía", "Rut", "Sol", "Tea", "Uma", "Vera"].map((name) => newSalsaStudent(name)),
      );
      const [last] = await t.db
        .selectFrom("payments")
        .select((eb) => eb.fn.max("receipt_number").as("n"))
        .execute();
      const before = Number(last?.n);
      // Each student pays October twice at once: one of each pair wins, the other is a duplicate.
      const results = await Promise.all(
        students.flatMap((id) => [
          send("POST", "/api/payments", salsa(id, "2026-10")),
          send("POST", "/api/payments", salsa(id, "2026-10")),
        ]),
      );
      const created = results.filter((r) => r.statusCode === 201);
      expect(created).toHaveLength(students.length);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(students.length);
      const numbers = created.map(receiptOf).sort((a, b) => a - b);
      expect(numbers).toEqual(students.map((_, i) => before + 1 + i));
      const next = await send("POST", "/api/payments", salsa(students[0] ?? 0, "2026-11"));
      expect(receiptOf(next)).toBe(before + students.length + 1);
    });
  });
});
