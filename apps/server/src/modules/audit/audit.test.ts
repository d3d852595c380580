import { sql } from "kysely";
import { expect, it } from "vitest";
import { adminApi, enroll, insertClass, loginAs } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("audit trail", (t) => {
  let studentId = 0;
  let paymentId = 0;

  it("keeps the chain intact through a normal day of changes made through the API", async () => {
    const api = adminApi(t);
    const rosa = {
      firstName: "Rosa",
      lastName: "Díaz",
      birthDate: "2010-05-01",
      dni: "12.345.678-5",
    };
    const created = await api("POST", "/api/students", rosa);
    expect(created.statusCode).toBe(201);
    studentId = created.json().id;
    const classId = await insertClass(t.db, { name: "Salsa", price: 25000 });
    await enroll(t.db, studentId, classId, "2026-08-01");
    const staff = await loginAs(t, {
      username: "recep-a",
      password: "clave-recep-a",
      role: "staff",
    });
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { authorization: staff },
      payload: {
        studentId,
        classId,
        amount: 25000,
        paymentMonth: "2026-08",
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
      },
    });
    expect(paid.statusCode).toBe(201);
    paymentId = paid.json().id;
    const edited = await api("PUT", `/api/students/${studentId}`, {
      ...rosa,
      lastName: "Díaz Soto",
    });
    expect(edited.statusCode).toBe(200);
    expect((await api("DELETE", `/api/payments/${paymentId}`)).statusCode).toBe(204);

    const check = await api("GET", "/api/audit/check");
    expect(check.json()).toMatchObject({ intact: true, firstBrokenId: null });
    const rows = await t.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(check.json().checkedRows).toBe(Number(rows.n));
    expect(check.json().checkedRows).toBeGreaterThanOrEqual(4);
  });

  it("lists the activity newest first, filtered and paged, with who and the fields that changed", async () => {
    const api = adminApi(t);
    const res = await api("GET", `/api/audit?entity=student&entityId=${studentId}&size=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    const [update] = res.json();
    expect(update).toMatchObject({
      action: "update",
      entity: "student",
      userName: "Administración",
    });
    expect(update.changes).toContainEqual({
      field: "lastName",
      before: "Díaz",
      after: "Díaz Soto",
    });
    const page2 = await api("GET", `/api/audit?entity=student&entityId=${studentId}&size=1&page=2`);
    expect(page2.json()[0].action).toBe("create");
    const bad = await api("GET", "/api/audit?size=1000");
    expect(bad.statusCode).toBe(400);
  });

  it("shows a payment's own history, to staff too, including who recorded and who deleted it", async () => {
    const staff = await loginAs(t, {
      username: "recep-b",
      password: "clave-recep-b",
      role: "staff",
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/audit/payment/${paymentId}`,
      headers: { authorization: staff },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((e: { action: string; userName: string }) => [e.action, e.userName]),
    ).toEqual([
      ["delete", "Administración"],
      ["create", "recep-a"],
    ]);
  });

  it("reports the chain broken at the row an SQL edit altered", async () => {
    const api = adminApi(t);
    const row = await t.db
      .selectFrom("audit_log")
      .select("id")
      .where("entity", "=", "payment")
      .where("action", "=", "create")
      .executeTakeFirstOrThrow();
    await sql`update audit_log set after = ${'{"amount":1}'} where id = ${row.id}`.execute(t.db);
    const check = await api("GET", "/api/audit/check");
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ intact: false, firstBrokenId: row.id });
    expect(check.json().message).toMatch(/alterado/);
  });
});
