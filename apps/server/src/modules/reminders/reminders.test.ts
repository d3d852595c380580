import type {
  DebtsReportResponse,
  OutstandingReportResponse,
  RemindersResponse,
} from "@nova/domain";
import { formatCLP, whatsappDigits } from "@nova/domain";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../../test/support/answer.ts";
import { getOk } from "../../../test/support/crud.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// Issue 36 item 3: the payment reminders go to whoever pays (the paying guardian, or the adult
// who pays for herself), one message per payer, in usted, naming only what is already due.
// The clock is 2026-08-15 (August due on the 10th) unless a test moves it.
describeEachDatabase("payment reminders (issue 36)", (t) => {
  const api = adminApi(t);
  const ids = { ballet: 0, rocio: 0, father: 0, ana: 0, bea: 0, mother: 0, valentina: 0 };
  const FATHER_PHONE = "+56 9 7000 0001";
  const MOTHER_PHONE = "+56 9 7000 0002";

  const reminders = (query: string) => getOk<RemindersResponse>(api, `/api/reminders?${query}`);
  const debts = () => getOk<DebtsReportResponse>(api, "/api/reports/debts");
  const forPayer = (body: RemindersResponse, name: string) => {
    const found = body.reminders.filter((r) => r.payerName === name);
    expect(found, name).toHaveLength(1);
    return found[0] as RemindersResponse["reminders"][number];
  };

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    // Rocío is 10; her father pays. She has a phone of her own, which must not be used.
    ids.rocio = await t.seed.student({
      firstName: "Rocío",
      lastName: "Fuentes",
      birthDate: "2016-03-01",
      phone: "+56 9 6000 0001",
    });
    ids.father = await t.seed.guardian({ fullName: "Jorge Fuentes", phone: FATHER_PHONE }, [
      { studentId: ids.rocio, relationship: "padre" },
    ]);
    // Two sisters, the same mother pays for both.
    ids.ana = await t.seed.student({
      firstName: "Ana",
      lastName: "Rojas",
      birthDate: "2014-04-02",
      phone: "+56 9 6000 0002",
    });
    ids.bea = await t.seed.student({
      firstName: "Bea",
      lastName: "Rojas",
      birthDate: "2012-06-03",
    });
    ids.mother = await t.seed.guardian({ fullName: "Daniela Rojas", phone: MOTHER_PHONE }, [
      { studentId: ids.ana, relationship: "madre" },
      { studentId: ids.bea, relationship: "madre" },
    ]);
    // An adult who pays for herself.
    ids.valentina = await t.seed.student({
      firstName: "Valentina",
      lastName: "Soto",
      birthDate: "1995-01-01",
      phone: "+56 9 6000 0003",
    });
    for (const id of [ids.rocio, ids.ana, ids.bea, ids.valentina]) {
      await t.seed.enroll(id, ids.ballet, "2026-05-04");
    }
    // Rocío paid May and July: she owes June and August.
    for (const month of ["2026-05", "2026-07"]) {
      await t.seed.paidMonth(ids.rocio, ids.ballet, 30_000, month);
    }
  });

  afterEach(() => t.clock.set("2026-08-15T15:00:00.000Z"));

  it("writes to the father of a 10-year-old, at his number, in usted, naming her months", async () => {
    const body = await reminders("scope=debts");
    const father = forPayer(body, "Jorge Fuentes");
    expect(father.payerKind).toBe("guardian");
    expect(father.phone).toBe(FATHER_PHONE);
    expect(father.waUrl).toBe(
      `https://wa.me/${whatsappDigits(FATHER_PHONE)}?text=${encodeURIComponent(father.text)}`,
    );
    expect(father.students.map((s) => [s.studentId, s.months])).toEqual([
      [ids.rocio, ["2026-06", "2026-08"]],
    ]);
    expect(father.text).toMatch(
      /^Estimado Jorge: Rocío tiene pendiente el pago de junio y agosto de 2026 \(/,
    );
    expect(father.text).not.toMatch(/\btú\b|\bte\b|Hola Rocío/);
    // Her own number is nowhere: no entry is addressed to her.
    expect(body.reminders.some((r) => r.phone === "+56 9 6000 0001")).toBe(false);
    // The amount is what 'Toda la deuda' says she owes, to the peso.
    const report = await debts();
    const row = report.students.find((s) => s.studentId === ids.rocio);
    expect(father.total).toBe(row?.totalOwed);
    expect(father.text).toContain(formatCLP(father.total));
  });

  it("writes one message to the mother of two sisters", async () => {
    const body = await reminders("scope=debts");
    const mother = forPayer(body, "Daniela Rojas");
    expect(mother.phone).toBe(MOTHER_PHONE);
    expect(mother.students.map((s) => s.name)).toEqual(["Ana Rojas", "Bea Rojas"]);
    expect(mother.text).toMatch(/^Estimada Daniela: Ana tiene pendiente el pago de mayo/);
    expect(mother.text).toContain("Bea tiene pendiente el pago de mayo");
    expect(mother.text).toContain(`Total pendiente: ${formatCLP(mother.total)}.`);
    const report = await debts();
    const owed = report.students
      .filter((s) => s.studentId === ids.ana || s.studentId === ids.bea)
      .reduce((sum, s) => sum + s.totalOwed, 0);
    expect(mother.total).toBe(owed);
    expect(
      body.reminders.filter((r) => r.payerName.includes("Ana") || r.payerName.includes("Bea")),
    ).toEqual([]);
  });

  it("writes to an adult who pays for herself at her own number", async () => {
    const body = await reminders("scope=debts");
    const valentina = forPayer(body, "Valentina Soto");
    expect(valentina.payerKind).toBe("student");
    expect(valentina.phone).toBe("+56 9 6000 0003");
    expect(valentina.text).toMatch(/^Estimada\/o Valentina: Usted tiene pendiente el pago de/);
  });

  it("leaves a month not yet due out of 'pendiente' and names it apart", async () => {
    t.clock.set("2026-08-05T15:00:00.000Z");
    const body = await reminders("scope=debts");
    const father = forPayer(body, "Jorge Fuentes");
    expect(father.students.map((s) => s.months)).toEqual([["2026-06"]]);
    expect(father.upcoming.map((u) => [u.months, u.dueDate])).toEqual([
      [["2026-08"], "2026-08-10"],
    ]);
    expect(father.text).toContain("Rocío tiene pendiente el pago de junio de 2026 (");
    expect(father.text).toContain("Próximo vencimiento: agosto de 2026 de Rocío (");
    expect(father.text).toContain("vence el 10-08-2026.");
    // The month's scope before its due date: nothing is 'pendiente', the total is 0.
    const month = await reminders("scope=month&month=2026-08");
    const early = forPayer(month, "Jorge Fuentes");
    expect(early.students).toEqual([]);
    expect(early.total).toBe(0);
    expect(early.text).not.toContain("tiene pendiente");
  });

  it("answers one month's reminders for 'Pagos pendientes', and one student's alone", async () => {
    const june = await reminders("scope=month&month=2026-06");
    expect(june.month).toBe("2026-06");
    const father = forPayer(june, "Jorge Fuentes");
    expect(father.students.map((s) => s.months)).toEqual([["2026-06"]]);
    const one = await reminders(`scope=debts&studentId=${ids.bea}`);
    expect(one.reminders.map((r) => r.payerName)).toEqual(["Daniela Rojas"]);
  });

  it("answers the reminders of the students the console's page names (issue 37)", async () => {
    const whole = await reminders("scope=debts");
    const page = await reminders(`scope=debts&studentIds=${ids.rocio},${ids.bea}`);
    // The same messages as in the whole list, only those of the payers of the students asked for.
    expect(page.reminders).toEqual(
      whole.reminders.filter((r) => ["Daniela Rojas", "Jorge Fuentes"].includes(r.payerName)),
    );
    expect(page.reminders.map((r) => r.payerName)).toEqual(["Daniela Rojas", "Jorge Fuentes"]);
    for (const bad of ["1,a", "", ",", Array.from({ length: 201 }, (_, i) => i + 1).join(",")]) {
      const res = await api("GET", `/api/reminders?studentIds=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/[áéíóúñ]|estudiante|identificador/i);
    }
  });

  it("writes a payer's message again when what she owes changes, and keeps the others", async () => {
    const before = await reminders("scope=debts");
    const id = await t.seed.enrolledStudent(
      ids.ballet,
      {
        firstName: "Olga",
        lastName: "Paz",
        birthDate: "1980-02-02",
      },
      "2026-07-01",
    );
    await t.seed.paidMonth(id, ids.ballet, 30_000, "2026-07");
    const owing = forPayer(await reminders("scope=debts"), "Olga Paz");
    expect(owing.students.map((s) => s.months)).toEqual([["2026-08"]]);
    await t.seed.payment({
      studentId: id,
      classId: ids.ballet,
      amount: 10_000,
      month: "2026-08",
      date: "2026-08-14",
    });
    const after = await reminders("scope=debts");
    const olga = forPayer(after, "Olga Paz");
    expect(olga.total).toBe(owing.total - 10_000);
    expect(olga.text).toContain(formatCLP(olga.total));
    // Everyone else's message is the one written before.
    expect(after.reminders.filter((r) => r.payerName !== "Olga Paz")).toEqual(before.reminders);
  });

  it("puts the payer's name and phone on the debt reports' rows", async () => {
    const report = await debts();
    const rocio = report.students.find((s) => s.studentId === ids.rocio);
    expect(rocio).toMatchObject({ payerName: "Jorge Fuentes", payerPhone: FATHER_PHONE });
    const res = await api("GET", "/api/reports/outstanding-payments/2026-06");
    const june = res.json() as OutstandingReportResponse;
    const row = june.outstandingPayments.find((s) => s.studentId === ids.bea);
    expect(row).toMatchObject({ payerName: "Daniela Rojas", payerPhone: MOTHER_PHONE });
    const adult = june.outstandingPayments.find((s) => s.studentId === ids.valentina);
    expect(adult).toMatchObject({ payerName: "Valentina Soto", payerPhone: "+56 9 6000 0003" });
  });

  it("lists a payer without a phone with no link", async () => {
    const id = await t.seed.enrolledStudent(
      ids.ballet,
      {
        firstName: "Inés",
        lastName: "Mora",
        birthDate: "1990-02-02",
      },
      "2026-07-01",
    );
    const body = await reminders(`scope=debts&studentId=${id}`);
    expect(body.reminders).toEqual([
      expect.objectContaining({ payerName: "Inés Mora", phone: null, waUrl: null }),
    ]);
  });

  describe("the wording is the studio's", () => {
    it("takes the greeting and closing from the settings", async () => {
      const res = await api("PUT", "/api/settings", {
        payments: { reminderGreeting: "Querida/o", reminderClosing: "Atentamente, {estudio}." },
        studio: { name: "NOVA Danza" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mother = forPayer(await reminders("scope=debts"), "Daniela Rojas");
      expect(mother.text).toMatch(/^Querida Daniela: /);
      expect(mother.text.endsWith("Atentamente, NOVA Danza.")).toBe(true);
    });
  });

  it("refuses an unknown scope or month in Spanish", async () => {
    const res = await api("GET", "/api/reminders?scope=todo");
    expectAnswer(res, 400, { details: { errorType: "VALIDATION_ERROR" } });
    const month = await api("GET", "/api/reminders?scope=month&month=2026-13");
    expect(month.statusCode).toBe(400);
  });
});
