import { expect, it } from "vitest";
import {
  adminApi,
  enroll,
  insertClass,
  insertStudent,
  loginAs,
} from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock is 2026-08-15 (studio calendar).
describeEachDatabase("daily cash close", (t) => {
  it("closes a day with a difference, refuses its payments until an admin reopens it", async () => {
    const admin = adminApi(t);
    const staff = await loginAs(t, { username: "caja", password: "clave-caja-01", role: "staff" });
    const asStaff = (method: "GET" | "POST", url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: staff },
        ...(payload ? { payload } : {}),
      });
    const classId = await insertClass(t.db, { name: "Salsa", price: 25_000 });
    const students = await Promise.all(
      ["Ana", "Bea", "Clara"].map((name) =>
        insertStudent(t.db, { firstName: name, lastName: "Caja" }),
      ),
    );
    for (const id of students) await enroll(t.db, id, classId, "2026-08-01");
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

    const closed = await asStaff("POST", "/api/cash-close/2026-08-15", { countedCash: 27_750 });
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
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.errorType).toBe("DAY_CLOSED");
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
});
