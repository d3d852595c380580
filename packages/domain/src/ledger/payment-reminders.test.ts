import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearMonths } from "../../test/arbitraries";
import { addDays } from "../calendar/date";
import { formatCLP } from "../money/format";
import {
  buildPaymentReminders,
  comparePayers,
  greetingFor,
  monthListEs,
  type ReminderCharge,
  type ReminderGuardianFacts,
  type ReminderStudentFacts,
  reminderGroupsOf,
  reminderOf,
  reminderPayerOf,
} from "./payment-reminders";

const template = {
  greeting: "Estimada/o",
  closing: "Si ya realizó el pago, por favor ignore este mensaje. Saludos cordiales, {estudio}.",
  studioName: "NOVA",
};
const today = "2026-12-05";

/** A student of the reminders: her id, name, own phone and birth date. */
const student = (
  id: number,
  fullName: string,
  phone: string,
  birthDate: string,
): ReminderStudentFacts => ({ id, fullName, phone, birthDate });
const rocio = student(1, "Rocío Fuentes", "+56 9 1111 1111", "2016-03-01");
const camila = student(2, "Camila Fuentes", "+56 9 2222 2222", "2013-05-01");
const valentina = student(3, "Valentina Soto", "+56 9 3333 3333", "1995-01-01");
const daniela: ReminderGuardianFacts = {
  studentId: 1,
  guardianId: 10,
  fullName: "Daniela Rojas",
  phone: "+56 9 4444 4444",
  relationship: "madre",
  isPayer: true,
};
const month = (studentId: number, paymentMonth: string, amount = 32000): ReminderCharge => ({
  studentId,
  paymentMonth,
  dueDate: `${paymentMonth}-10`,
  remainingAmount: amount,
  surchargeOwed: 0,
});

describe("monthListEs", () => {
  it("names months the Spanish way, each year once", () => {
    expect(monthListEs(["2026-02"])).toBe("febrero de 2026");
    expect(monthListEs(["2026-05", "2026-02", "2026-04"])).toBe("febrero, abril y mayo de 2026");
    expect(monthListEs(["2026-01", "2025-11", "2025-12"])).toBe(
      "noviembre y diciembre de 2025 y enero de 2026",
    );
    expect(monthListEs(["2026-03", "2026-03"])).toBe("marzo de 2026");
  });

  it("names every distinct month once and each year once", () => {
    fc.assert(
      fc.property(fc.array(yearMonths(2024, 2027), { minLength: 1, maxLength: 20 }), (months) => {
        const text = monthListEs(months);
        for (const year of new Set(months.map((m) => m.slice(0, 4)))) {
          expect(text.split(`de ${year}`).length - 1).toBe(1);
        }
        expect(text).not.toMatch(/undefined|,,| y y /);
      }),
    );
  });
});

describe("greetingFor", () => {
  it("takes the gender on record, and stays neutral without it", () => {
    expect(greetingFor("Estimada/o", "F")).toBe("Estimada");
    expect(greetingFor("Estimada/o", "M")).toBe("Estimado");
    expect(greetingFor("Querido/a", "F")).toBe("Querida");
    expect(greetingFor("Estimada/o", null)).toBe("Estimada/o");
    expect(greetingFor("Hola", "M")).toBe("Hola");
  });
});

describe("reminderPayerOf", () => {
  it("is the paying guardian of a child, never her own number", () => {
    const payer = reminderPayerOf(rocio, [daniela], today);
    expect(payer).toMatchObject({
      key: "guardian:10",
      phone: "+56 9 4444 4444",
      gender: "F",
      self: false,
    });
  });

  it("is a minor's first guardian when none is marked as payer", () => {
    const payer = reminderPayerOf(rocio, [{ ...daniela, isPayer: false }], today);
    expect(payer.key).toBe("guardian:10");
  });

  it("is an adult herself when nobody pays for her; a guardian not paying is not written to", () => {
    const aunt = { ...daniela, studentId: 3, isPayer: false, relationship: "otro" as const };
    const payer = reminderPayerOf(valentina, [aunt], today);
    expect(payer).toMatchObject({ key: "student:3", phone: "+56 9 3333 3333", self: true });
  });

  it("has no number for a minor without any guardian", () => {
    expect(reminderPayerOf(rocio, [], today)).toMatchObject({ kind: "student", phone: null });
  });

  it("reads an adult's own payer record ('titular') as herself", () => {
    const own = { ...daniela, studentId: 3, relationship: "titular" as const };
    expect(reminderPayerOf(valentina, [own], today)).toMatchObject({ self: true, gender: null });
  });
});

describe("buildPaymentReminders", () => {
  it("writes one message to the mother of two sisters, in usted, with only what is due", () => {
    const [reminder, ...rest] = buildPaymentReminders({
      today,
      template,
      students: [rocio, camila],
      guardians: [daniela, { ...daniela, studentId: 2 }],
      charges: [
        month(1, "2026-02"),
        month(1, "2026-04"),
        month(1, "2026-05"),
        month(2, "2026-03", 28800),
        month(1, "2026-12"),
        {
          studentId: 2,
          paymentMonth: "2026-03",
          dueDate: "2026-03-10",
          remainingAmount: 20000,
          surchargeOwed: 0,
          feeLabel: "Matrícula 2026",
        },
      ],
    });
    expect(rest).toEqual([]);
    expect(reminder?.payerName).toBe("Daniela Rojas");
    expect(reminder?.phone).toBe("+56 9 4444 4444");
    expect(reminder?.total).toBe(3 * 32000 + 28800 + 20000);
    expect(reminder?.students.map((s) => [s.name, s.months, s.amount])).toEqual([
      ["Camila Fuentes", ["2026-03"], 48800],
      ["Rocío Fuentes", ["2026-02", "2026-04", "2026-05"], 96000],
    ]);
    expect(reminder?.upcoming.map((u) => [u.studentId, u.months, u.dueDate])).toEqual([
      [1, ["2026-12"], "2026-12-10"],
    ]);
    expect(reminder?.text).toBe(
      "Estimada Daniela: Camila tiene pendiente el pago de marzo de 2026 y de la matrícula 2026 ($48.800). " +
        "Rocío tiene pendiente el pago de febrero, abril y mayo de 2026 ($96.000). " +
        "Total pendiente: $144.800. " +
        "Próximo vencimiento: diciembre de 2026 de Rocío ($32.000), vence el 10-12-2026. " +
        "Si ya realizó el pago, por favor ignore este mensaje. Saludos cordiales, NOVA.",
    );
    expect(reminder?.waUrl).toBe(
      `https://wa.me/56944444444?text=${encodeURIComponent(reminder?.text ?? "")}`,
    );
  });

  it("writes to an adult who pays for herself at her own number, as 'usted'", () => {
    const [reminder] = buildPaymentReminders({
      today,
      template,
      students: [valentina],
      guardians: [],
      charges: [{ ...month(3, "2026-11"), surchargeOwed: 1600, remainingAmount: 33600 }],
    });
    expect(reminder?.phone).toBe("+56 9 3333 3333");
    expect(reminder?.text).toBe(
      "Estimada/o Valentina: Usted tiene pendiente el pago de noviembre de 2026 ($33.600, incluye $1.600 de recargo). " +
        "Si ya realizó el pago, por favor ignore este mensaje. Saludos cordiales, NOVA.",
    );
  });

  it("lists a payer without a phone with phone and link null", () => {
    const [reminder] = buildPaymentReminders({
      today,
      template,
      students: [{ ...valentina, phone: null }],
      guardians: [],
      charges: [month(3, "2026-11")],
    });
    expect(reminder).toMatchObject({ phone: null, waUrl: null });
  });

  it("names two sisters with the same first name in full", () => {
    const [reminder] = buildPaymentReminders({
      today,
      template,
      students: [rocio, { ...camila, fullName: "Rocío Andrea Fuentes" }],
      guardians: [daniela, { ...daniela, studentId: 2 }],
      charges: [month(1, "2026-10"), month(2, "2026-10")],
    });
    expect(reminder?.text).toContain("Rocío Fuentes tiene pendiente");
    expect(reminder?.text).toContain("Rocío Andrea Fuentes tiene pendiente");
  });

  // Random studios: students with or without a paying guardian, charges due or not.
  const studio = fc
    .record({
      students: fc.array(
        fc.record({
          minor: fc.boolean(),
          guardian: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
          hasPhone: fc.boolean(),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      charges: fc.array(
        fc.record({
          student: fc.nat(),
          offset: fc.integer({ min: -200, max: 40 }),
          amount: fc.integer({ min: 0, max: 100000 }),
          fee: fc.boolean(),
        }),
        { maxLength: 25 },
      ),
    })
    .map(({ students, charges }) => {
      const facts = students.map((s, i) => ({
        id: i + 1,
        fullName: `Estudiante${i + 1} Apellido`,
        phone: s.hasPhone ? `+56 9 ${String(1000 + i).padStart(4, "0")} 0000` : null,
        birthDate: s.minor ? "2015-01-01" : "1990-01-01",
      }));
      const guardians = students.flatMap((s, i) =>
        s.guardian === null
          ? []
          : [
              {
                studentId: i + 1,
                guardianId: s.guardian,
                fullName: `Apoderada${s.guardian} Apellido`,
                phone: `+56 9 9999 000${s.guardian}`,
                relationship: "madre" as const,
                isPayer: true,
              },
            ],
      );
      const owed = charges.map((c) => {
        const dueDate = addDays(today, c.offset);
        return {
          studentId: (c.student % students.length) + 1,
          paymentMonth: dueDate.slice(0, 7),
          dueDate,
          remainingAmount: c.amount,
          surchargeOwed: 0,
          ...(c.fee ? { feeLabel: "Matrícula 2026" } : {}),
        };
      });
      return { students: facts, guardians, charges: owed };
    });

  it("puts each student under one payer, totals only what is due, never a guardian's child's own number", () => {
    fc.assert(
      fc.property(studio, ({ students, guardians, charges }) => {
        const reminders = buildPaymentReminders({ today, template, students, guardians, charges });
        const due = charges.filter((c) => c.dueDate <= today);
        expect(reminders.reduce((sum, r) => sum + r.total, 0)).toBe(
          due.reduce((sum, c) => sum + c.remainingAmount, 0),
        );
        const seen = new Map<number, string>();
        for (const r of reminders) {
          expect(r.total).toBe(r.students.reduce((sum, s) => sum + s.amount, 0));
          expect(r.text).toContain(`${r.payerName.split(" ")[0]}:`);
          if (r.students.length > 1) expect(r.text).toContain(formatCLP(r.total));
          expect(r.text).not.toMatch(/undefined|NaN/);
          expect(r.waUrl === null).toBe(r.phone === null);
          for (const part of [...r.students, ...r.upcoming]) {
            const other = seen.get(part.studentId);
            if (other !== undefined) expect(other).toBe(r.payerKey);
            seen.set(part.studentId, r.payerKey);
            const paid = guardians.find((g) => g.studentId === part.studentId);
            const student = students.find((s) => s.id === part.studentId);
            if (paid) expect(r.phone).toBe(paid.phone);
            if (!paid && student?.birthDate === "2015-01-01") expect(r.phone).toBeNull();
          }
          for (const part of r.students) {
            for (const m of part.months) {
              expect(
                charges.some(
                  (c) =>
                    c.studentId === part.studentId && c.paymentMonth === m && c.dueDate <= today,
                ),
              ).toBe(true);
            }
          }
        }
      }),
    );
  });

  it("leaves out the mother's message when the sister asked for owes nothing in it", () => {
    const facts = {
      today,
      students: [rocio, camila],
      guardians: [daniela, { ...daniela, studentId: 2 }],
      charges: [month(1, "2026-10"), month(2, "2026-10", 0)],
    };
    expect(reminderGroupsOf({ ...facts, onlyPayersOf: new Set([2]) })).toEqual([]);
    const [mother] = reminderGroupsOf({ ...facts, onlyPayersOf: new Set([1]) });
    expect(mother?.due.map((p) => p.studentId)).toEqual([1]);
  });

  it("answers for some students exactly the reminders of the whole list that name them", () => {
    fc.assert(
      fc.property(
        studio,
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 4 }),
        ({ students, guardians, charges }, asked) => {
          const facts = { today, template, students, guardians, charges };
          const named = new Set(asked);
          const whole = buildPaymentReminders(facts).filter((r) =>
            [...r.students, ...r.upcoming].some((p) => named.has(p.studentId)),
          );
          const some = reminderGroupsOf({ ...facts, onlyPayersOf: named })
            .map((group) => reminderOf(group, template, today))
            .sort(comparePayers);
          expect(some).toEqual(whole);
        },
      ),
    );
  });
});
