// Issue 36 #8: a receipt tells the whole story. A partial payment says what remained of each
// line once paid, and every receipt names who paid: the paying guardian also when the payment
// was taken from the child's own page, the adult student who pays for herself. What the
// receipt said stays as it was when later payments move what is owed. Clock: 2026-08-15.
import type { ReceiptResponse, StudentUnpaidMonthsResponse } from "@nova/domain";
import { beforeAll, expect, it } from "vitest";
import { enrollThroughApi, getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

describeEachDatabase("a receipt tells the whole story (issue 36)", (t) => {
  const api = adminApi(t);
  const ids = { ballet: 0, rocio: 0, adult: 0, mother: 0 };

  const enroll = (studentId: number) => enrollThroughApi(api, studentId, ids.ballet, "2026-08-01");
  const owed = async (studentId: number) =>
    (
      await api("GET", `/api/students/${studentId}/outstanding-payments`)
    ).json() as StudentUnpaidMonthsResponse;
  const receiptOf = (id: number) => getOk<ReceiptResponse>(api, `/api/receipts/${id}`);

  beforeAll(async () => {
    await t.seed.settings("families", { enrollmentFee: 20_000 });
    ids.ballet = await t.seed.class({ name: "Ballet", price: 32_000 });
    ids.rocio = await t.seed.student({
      firstName: "Rocío",
      lastName: "Pérez",
      birthDate: "2016-04-02",
    });
    ids.adult = await t.seed.student({
      firstName: "Camila",
      lastName: "Soto",
      birthDate: "1994-01-20",
      dni: "12345678-5",
    });
    ids.mother = await t.seed.guardian({ fullName: "Daniela Pérez", rut: "11111111-1" }, [
      { studentId: ids.rocio, relationship: "madre", isPayer: true },
    ]);
    await enroll(ids.rocio);
    await enroll(ids.adult);
  });

  it("a partial payment from the child's page names her paying mother and what remains of each line", async () => {
    const before = await owed(ids.rocio);
    const month = before.months[0]?.outstandingPayments[0];
    const [fee] = before.enrollmentFees;
    if (!month || !fee) throw new Error("Rocío owes August and her matrícula");
    // Taken at the desk from Rocío's page: no guardian named in the request.
    const res = await api("POST", "/api/receipts", {
      paymentDate: "2026-08-15",
      paymentMethod: "EFECTIVO",
      lines: [
        { studentId: ids.rocio, classId: ids.ballet, paymentMonth: "2026-08", amount: 16_000 },
      ],
      enrollmentFeeLines: [{ enrollmentFeeId: fee.id, amount: fee.remainingAmount }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json() as ReceiptResponse;
    expect(receipt.payer).toEqual({
      guardianId: ids.mother,
      fullName: "Daniela Pérez",
      rut: "11111111-1",
    });
    // What remained of August once paid: what she owed less this line, from her own page.
    expect(receipt.lines[0]?.remainingAfter).toBe(month.remainingAmount - 16_000);
    expect(receipt.lines[0]?.remainingAfter).toBeGreaterThan(0);
    expect(receipt.enrollmentFeeLines[0]?.remainingAfter).toBe(0);
    const after = await owed(ids.rocio);
    expect(after.months[0]?.outstandingPayments[0]?.remainingAmount).toBe(
      receipt.lines[0]?.remainingAfter,
    );

    // The rest is paid later: the first receipt still says what remained when it was taken.
    const rest = await api("POST", "/api/receipts", {
      paymentDate: "2026-08-15",
      paymentMethod: "TRANSFERENCIA",
      lines: [
        {
          studentId: ids.rocio,
          classId: ids.ballet,
          paymentMonth: "2026-08",
          amount: month.remainingAmount - 16_000,
        },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect((rest.json() as ReceiptResponse).lines[0]?.remainingAfter).toBe(0);
    expect((await receiptOf(receipt.id)).lines[0]?.remainingAfter).toBe(
      month.remainingAmount - 16_000,
    );
  });

  it("an adult who pays for herself is named as the payer, with her RUT", async () => {
    const month = (await owed(ids.adult)).months[0]?.outstandingPayments[0];
    if (!month) throw new Error("Camila owes August");
    const res = await api("POST", "/api/payments", {
      studentId: ids.adult,
      classId: ids.ballet,
      paymentMonth: "2026-08",
      amount: month.remainingAmount,
      paymentDate: "2026-08-15",
      paymentMethod: "EFECTIVO",
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = await receiptOf(res.json().receiptId);
    expect(receipt.payer).toEqual({ guardianId: null, fullName: "Camila Soto", rut: "12345678-5" });
    expect(receipt.lines[0]?.remainingAfter).toBe(0);
    // The answer made from what was just written is the receipt as it reads back (issue 37).
    expect(res.json().receipt).toEqual(receipt);
  });

  it("a multi-class payment answers its receipt exactly as the receipt reads back", async () => {
    const jazz = await t.seed.class({ name: "Jazz", price: 28_000 });
    await enrollThroughApi(api, ids.adult, jazz, "2026-08-01");
    const res = await api("POST", "/api/payments/multi-class", {
      studentId: ids.adult,
      paymentMonth: "2026-08",
      paymentDate: "2026-08-15",
      paymentMethod: "TRANSFERENCIA",
      notes: "dos clases",
      classIds: [jazz],
      totalAmount: 28_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const written = res.json().receipt as ReceiptResponse;
    expect(written.createdByName).not.toBeNull();
    expect(written).toEqual(await receiptOf(written.id));
  });
});
