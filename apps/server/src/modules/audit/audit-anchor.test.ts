import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdId } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import {
  createTestContext,
  databaseKinds,
  describeEachDatabase,
  type TestContext,
} from "../../../test/support/test-app.ts";
import { GENESIS_HASH } from "../../db/audit-hash.ts";

type Api = ReturnType<typeof adminApi>;

const anchorFile = (dataDir: string) => path.join(dataDir, "audit-anchor.json");

async function newStudent(api: Api, lastName: string) {
  return createdId(api, "/api/students", {
    firstName: "Ana",
    lastName,
    birthDate: "1991-03-04",
  });
}

async function payFor(t: TestContext, api: Api, amount = 25_000) {
  const studentId = await newStudent(api, `Pago${amount}`);
  const classId = await t.seed.class({ name: `Clase ${studentId}`, price: amount });
  await t.seed.enroll(studentId, classId, "2026-08-01");
  return createdId(api, "/api/payments", {
    studentId,
    classId,
    amount,
    paymentMonth: "2026-08",
    paymentDate: "2026-08-15",
    paymentMethod: "EFECTIVO",
  });
}

/** Deletes the newest `n` audit rows and moves audit_chain_head back to the row left last. */
async function cutTail(t: TestContext, n: number) {
  const max = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  await sql`delete from audit_log where id > ${Number(max.id) - n}`.execute(t.db);
  const last = await t.db
    .selectFrom("audit_log")
    .select(["id", "hash"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const count = await t.db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable("audit_chain_head")
    .set({
      last_id: last?.id ?? 0,
      last_hash: last?.hash ?? GENESIS_HASH,
      row_count: Number(count.n),
    })
    .execute();
}

for (const kind of databaseKinds()) {
  describe(`audit anchors outside the database [${kind}]`, () => {
    let t: TestContext & { close(): Promise<void> };
    let dataDir: string;
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nova-anchor-"));
      t = await createTestContext(kind, { dataDir });
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("reports the newest rows deleted and the chain's end moved back to match, against the anchor file", async () => {
      const api = adminApi(t);
      for (let i = 0; i < 12; i++) await newStudent(api, `Cola${i}`);
      const before = (await api("GET", "/api/audit/check")).json();
      expect(before).toMatchObject({ intact: true });
      expect(before.cannotProve.length).toBeGreaterThan(0);
      // The check moved the anchor file to the end it verified.
      const anchor = JSON.parse(fs.readFileSync(anchorFile(dataDir), "utf8"));
      expect(anchor.rowCount).toBe(before.checkedRows);

      await cutTail(t, 10);
      const after = (await api("GET", "/api/audit/check")).json();
      expect(after.intact).toBe(false);
      expect(after.message).toMatch(/se borraron sus últimas filas/);
      expect(after.message).toContain(`fila ${anchor.lastId}`);

      // New writes after the gap neither hide it nor move the anchor past it.
      await newStudent(api, "Después");
      expect((await api("GET", "/api/audit/check")).json().intact).toBe(false);
      expect(JSON.parse(fs.readFileSync(anchorFile(dataDir), "utf8"))).toEqual(anchor);
    });

    it("refuses an anchor file whose seal does not match (edited to fit a shorter chain)", async () => {
      const api = adminApi(t);
      const anchor = JSON.parse(fs.readFileSync(anchorFile(dataDir), "utf8"));
      fs.writeFileSync(anchorFile(dataDir), JSON.stringify({ ...anchor, rowCount: 1, lastId: 1 }));
      const res = (await api("GET", "/api/audit/check")).json();
      expect(res.intact).toBe(false);
      expect(res.message).toMatch(/no lleva un sello válido/);
    });
  });
}

describeEachDatabase("audit check against the money", (t) => {
  it("does not call an emptied trail intact while payments exist", async () => {
    const api = adminApi(t);
    const paymentId = await payFor(t, api);
    expect((await api("GET", "/api/audit/check")).json()).toMatchObject({ intact: true });
    await sql`delete from audit_log`.execute(t.db);
    await t.db
      .updateTable("audit_chain_head")
      .set({ last_id: 0, last_hash: GENESIS_HASH, row_count: 0 })
      .execute();
    const res = (await api("GET", "/api/audit/check")).json();
    expect(res.intact).toBe(false);
    expect(res.message).not.toMatch(/íntegro/);
    expect(res.unmatchedPayments).toContain(paymentId);
    expect(res.message).toMatch(/no tiene fila de auditoría/);
  });

  it("reports a payment whose amount was changed, and one inserted, directly in SQL", async () => {
    const api = adminApi(t);
    const paymentId = await payFor(t, api, 30_000);
    // The payment of the test above is still unexplained; this one is not.
    const fresh = (await api("GET", "/api/audit/check")).json();
    expect(fresh.unmatchedPayments).not.toContain(paymentId);

    await sql`update payments set amount = 3000 where id = ${paymentId}`.execute(t.db);
    const changed = (await api("GET", "/api/audit/check")).json();
    expect(changed.intact).toBe(false);
    expect(changed.unmatchedPayments).toContain(paymentId);
    expect(changed.message).toMatch(/no coinciden? con la auditoría/);

    // A row copied from a real payment, with no audit row of its own.
    await sql`delete from payments where id <> ${paymentId}`.execute(t.db);
    await sql`update payments set amount = 30000 where id = ${paymentId}`.execute(t.db);
    expect((await api("GET", "/api/audit/check")).json().intact).toBe(true);
    await sql`insert into payments (student_id, class_id, amount, payment_month, payment_date,
        payment_method, notes, is_late_payment, created_by, created_at, receipt_number)
      select student_id, class_id, amount, '2026-09', payment_date, payment_method, notes,
        is_late_payment, created_by, created_at, receipt_number + 1000
      from payments where id = ${paymentId}`.execute(t.db);
    const inserted = (await api("GET", "/api/audit/check")).json();
    expect(inserted.intact).toBe(false);
    expect(inserted.unmatchedPayments).toHaveLength(1);
    expect(inserted.unmatchedPayments).not.toContain(paymentId);
  });

  it("tells what it proves and what it cannot, without an anchor outside the database", async () => {
    const api = adminApi(t);
    await sql`delete from payments`.execute(t.db);
    const res = (await api("GET", "/api/audit/check")).json();
    expect(res).toMatchObject({ intact: true, anchor: null, unmatchedPayments: [] });
    expect(res.message).toMatch(/sin ancla fuera de la base/);
    expect(res.cannotProve.join(" ")).toMatch(/No hay ningún ancla/);
    expect(res.proves.length).toBeGreaterThan(0);
  });
});
