// Issue 25: the SII boleta is often issued after the payment was taken, so its number is added
// to the receipt afterwards: staff record a missing number, only an admin changes one already
// recorded, every change is audited, and two desks recording at once leave one number.
import { beforeAll, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("a receipt's boleta number after the fact", (t) => {
  const api = adminApi(t);
  let staff = "";
  const receipts: number[] = [];

  beforeAll(async () => {
    staff = await t.loginStaff("recepcion", "clave-recepcion-1");
    const cls = await t.seed.class({ name: "Salsa", price: 25_000 });
    for (const firstName of ["Ana", "Berta", "Carla"]) {
      const student = await t.seed.enrolledStudent(
        cls,
        { firstName, lastName: "Pérez" },
        "2026-08-01",
      );
      const res = await api("POST", "/api/receipts", {
        studentId: student,
        paymentDate: "2026-08-05",
        paymentMethod: "EFECTIVO",
        lines: [{ studentId: student, classId: cls, paymentMonth: "2026-08", amount: 25_000 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      receipts.push(res.json().id);
    }
  });

  const setNumber = (id: number, taxDocumentNumber: unknown, authorization = staff) =>
    t.injectAs(authorization, "PUT", `/api/receipts/${id}/tax-document`, { taxDocumentNumber });

  it("staff record a missing number; the receipt shows it and the audit says who", async () => {
    const [id] = receipts as [number];
    const res = await setNumber(id, " 10234 ");
    expectAnswer(res, 200, { id, taxDocumentNumber: "10234" });
    const again = (await api("GET", `/api/receipts/${id}`)).json();
    expect(again.taxDocumentNumber).toBe("10234");
    const audit = await t.auditRowsOf("receipt", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update" });
    // The same number again changes nothing and writes no second audit row.
    expect((await setNumber(id, "10234")).statusCode).toBe(200);
    expect(await t.auditRowsOf("receipt", id)).toHaveLength(1);
  });

  it("changing a recorded number is an admin's, with the number before and after", async () => {
    const [id] = receipts as [number];
    const refused = await setNumber(id, "10999");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Solo un administrador puede cambiar un número de boleta ya registrado",
    );
    const fixed = await api("PUT", `/api/receipts/${id}/tax-document`, {
      taxDocumentNumber: "10235",
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().taxDocumentNumber).toBe("10235");
    const audit = await t.auditRowsOf("receipt", id);
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit[1])).toContain("10234");
    expect(JSON.stringify(audit[1])).toContain("10235");
  });

  it("refuses a blank number and an unknown receipt in Spanish", async () => {
    const blank = await setNumber(receipts[1] as number, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Debe indicar el número de boleta");
    const missing = await setNumber(999_999, "1");
    expect(missing.statusCode).toBe(404);
  });

  it("two desks recording a number at once: one number stays, the other is refused", async () => {
    const id = receipts[2] as number;
    const results = await Promise.all(
      ["20001", "20002", "20003", "20004"].map((n) => setNumber(id, n)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403]);
    const winner = results.find((r) => r.statusCode === 200)?.json().taxDocumentNumber;
    expect((await api("GET", `/api/receipts/${id}`)).json().taxDocumentNumber).toBe(winner);
    expect(await t.auditRowsOf("receipt", id)).toHaveLength(1);
  });
});
