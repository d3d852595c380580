import { sql } from "kysely";
import { expect, it } from "vitest";
import { expectAnswer, fieldsOf } from "../../../test/support/answer.ts";
import { getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { auditHash } from "../../db/audit-hash.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";

describeEachDatabase("audit trail", (t) => {
  let studentId = 0;
  let paymentId = 0;

  it("keeps the chain intact through a normal day of changes made through the API", async () => {
    const api = adminApi(t);
    const rosa = {
      firstName: "Rosa",
      lastName: "Díaz",
      birthDate: "1990-05-01",
      dni: "12.345.678-5",
    };
    const created = await api("POST", "/api/students", rosa);
    expect(created.statusCode).toBe(201);
    studentId = created.json().id;
    const classId = await t.seed.class({ name: "Salsa", price: 25000 });
    await t.seed.enroll(studentId, classId, "2026-08-01");
    const staff = await t.loginStaff("recep-a", "clave-recep-a");
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
    // Named as the record is now (the name after the change), whatever the row changed.
    expect(update.recordName).toMatch(/ Díaz Soto$/);
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
    const staff = await t.loginStaff("recep-b", "clave-recep-b");
    const res = await t.injectAs(staff, "GET", `/api/audit/payment/${paymentId}`);
    expect(res.statusCode).toBe(200);
    expect(fieldsOf(res.json(), "action", "userName")).toEqual([
      ["delete", "Administración"],
      ["create", "recep-a"],
    ]);
  });

  it("filters the activity by days of the studio's calendar, both ends included", async () => {
    const api = adminApi(t);
    const student = (lastName: string) => ({ firstName: "Lía", lastName, birthDate: "1992-02-02" });
    // 22:30 on 15 August in Santiago (UTC-4) is already the 16th in UTC.
    t.clock.set("2026-08-16T02:30:00.000Z");
    const late = (await api("POST", "/api/students", student("Tarde"))).json().id;
    t.clock.set("2026-08-16T04:00:00.000Z");
    const next = (await api("POST", "/api/students", student("Siguiente"))).json().id;
    const ids = async (query: string) =>
      (
        await getOk<{ entityId: string }[]>(api, `/api/audit?entity=student&action=create&${query}`)
      ).map((e) => Number(e.entityId));
    expect(await ids("from=2026-08-15&to=2026-08-15")).toEqual([late, studentId]);
    expect(await ids("from=2026-08-16")).toEqual([next]);
    expect(await ids("to=2026-08-14")).toEqual([]);
    const reversed = await api("GET", "/api/audit?from=2026-08-16&to=2026-08-15");
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toMatch(/posterior/);
    expect((await api("GET", "/api/audit?from=2026-02-30")).statusCode).toBe(400);
  });

  it("reports rows added after the chain's end, and its newest rows deleted, by SQL", async () => {
    const api = adminApi(t);
    const check = async () => (await api("GET", "/api/audit/check")).json();
    expect(await check()).toMatchObject({ intact: true });
    const newest = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();

    // A row that links to the end and hashes right, but the application did not write.
    const forged = {
      at: newest.at,
      user_id: newest.user_id,
      action: "delete",
      entity: "payment",
      entity_id: "999",
      before: null,
      after: null,
    };
    await t.db
      .insertInto("audit_log")
      .values({ ...forged, prev_hash: newest.hash, hash: auditHash(newest.hash ?? "", forged) })
      .execute();
    expect(await check()).toMatchObject({ intact: false, firstBrokenId: null });
    expect((await check()).message).toMatch(/después del final de la cadena/);
    await sql`delete from audit_log where entity_id = '999'`.execute(t.db);
    expect(await check()).toMatchObject({ intact: true });

    // The newest row deleted: what is left still links up, but ends early.
    await sql`delete from audit_log where id = ${newest.id}`.execute(t.db);
    const truncated = await check();
    expect(truncated).toMatchObject({ intact: false, firstBrokenId: null });
    expect(truncated.message).toMatch(new RegExp(`debía terminar en la fila ${newest.id}`));
    // A later write chains to the recorded end, so the gap stays visible.
    const edited = await api("PUT", `/api/students/${studentId}`, {
      firstName: "Rosa",
      lastName: "Díaz Rojas",
      birthDate: "1990-05-01",
    });
    expect(edited.statusCode).toBe(200);
    const later = await check();
    expect(later.intact).toBe(false);
    expect(later.firstBrokenId).toBeGreaterThan(newest.id);
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
    expectAnswer(check, 200, { intact: false, firstBrokenId: row.id });
    expect(check.json().message).toMatch(/alterado/);
  });

  it("hashes every row as auditHash does, whatever its text holds (the database hashes on PostgreSQL)", async () => {
    const hard = [
      'Comillas " y \\ barra, ñandú, Ñuñoa',
      "Emoji 💃🏽 y control \u0001\u001f\n\t",
      "\u2028 separador, € y 𝄞",
    ];
    const at = "2026-12-07T10:00:00.000Z";
    for (const [index, text] of hard.entries()) {
      await t.db.transaction().execute((trx) =>
        writeAudit(trx, {
          userId: index === 0 ? null : 1,
          action: "update",
          entity: "student",
          entityId: index === 1 ? null : text,
          before: index === 2 ? undefined : { text },
          after: { text, amount: 25000, list: [text, null] },
          at,
        }),
      );
    }
    const rows = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .orderBy("id", "desc")
      .limit(hard.length)
      .execute();
    for (const row of rows) expect(row.hash).toBe(auditHash(row.prev_hash ?? "", row));
    expect(rows.map((r) => JSON.parse(r.after ?? "null").text).reverse()).toEqual(hard);
    // Each chained to the one before (the rows are newest first).
    for (const [index, row] of rows.slice(0, -1).entries()) {
      expect(row.prev_hash).toBe(rows[index + 1]?.hash);
    }
  });
});
