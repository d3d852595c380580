// Issue 37: who pays for each owing student (her birth date, her guardians) is kept until the
// records version moves (records/people/reminder-payers.ts): a payment leaves it as it was, so
// the debts report, the month's outstanding report and the reminders recomputed after each
// payment read only students not read before. A change to a guardian moves the records version:
// every one of them must show the new phone at once. Both engines.
import { beforeAll, expect, it } from "vitest";
import { payCashThroughApi } from "./support/crud.ts";
import { adminApi } from "./support/fixtures.ts";
import { describeEachDatabase } from "./support/test-app.ts";

/*
 * Today 2026-08-15 (the test clock). Jazz $30.000 since 2026-07-01: Martina (a minor, born
 * 2015) owes July and August; her mother Paula pays.
 */
describeEachDatabase("the payers kept while the records stand (issue 37)", (t) => {
  const api = adminApi(t);
  const s = { jazz: 0, martina: 0, paula: 0 };

  beforeAll(async () => {
    s.jazz = await t.seed.class({ name: "Jazz", price: 30_000 });
    s.martina = await t.seed.student({
      firstName: "Martina",
      lastName: "Fuentes",
      birthDate: "2015-04-02",
    });
    s.paula = await t.seed.guardian({ fullName: "Paula Fuentes", phone: "+56 9 1111 1111" }, [
      { studentId: s.martina, relationship: "madre", isPayer: true },
    ]);
    await t.seed.enroll(s.martina, s.jazz, "2026-07-01");
  });

  /** The payer's phone as the debts report, the month's report and the reminders give it. */
  const payerPhones = async () => {
    const debts = await api("GET", "/api/reports/debts?page=1&size=20");
    const month = await api("GET", "/api/reports/outstanding-payments/2026-08");
    const reminders = await api("GET", "/api/reminders?scope=debts");
    for (const res of [debts, month, reminders]) expect(res.statusCode, res.body).toBe(200);
    const line = (
      debts.json() as { students: { studentId: number; payerPhone: string }[] }
    ).students.find((d) => d.studentId === s.martina);
    const row = (
      month.json() as { outstandingPayments: { studentId: number; payerPhone: string }[] }
    ).outstandingPayments.find((d) => d.studentId === s.martina);
    const reminder = (reminders.json() as { reminders: { phone: string | null }[] }).reminders;
    return [line?.payerPhone, row?.payerPhone, reminder.map((r) => r.phone)];
  };

  it("keeps the payer through a payment and reads her again when her phone changes", async () => {
    expect(await payerPhones()).toEqual([
      "+56 9 1111 1111",
      "+56 9 1111 1111",
      ["+56 9 1111 1111"],
    ]);

    const paid = await payCashThroughApi(api, {
      studentId: s.martina,
      classId: s.jazz,
      paymentMonth: "2026-07",
      amount: 10_000,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await payerPhones()).toEqual([
      "+56 9 1111 1111",
      "+56 9 1111 1111",
      ["+56 9 1111 1111"],
    ]);

    const edited = await api("PUT", `/api/guardians/${s.paula}`, {
      fullName: "Paula Fuentes",
      phone: "+56 9 2222 2222",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await payerPhones()).toEqual([
      "+56 9 2222 2222",
      "+56 9 2222 2222",
      ["+56 9 2222 2222"],
    ]);
  });
});
