import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, type YearMonth } from "../calendar/month";
import { payAtPercent, ratePercentInMonth, sharedClassSentence, shareFractionEs } from "./rates";
import { splitClassRevenue } from "./split-revenue";
import { staffingOfMonth } from "./staffing";

describe("ratePercentInMonth", () => {
  const periods = [
    { from: "2026-01-15", percent: 50 },
    { from: "2026-06-10", percent: 60 },
  ];

  it("uses the period in force for the month; the first one also covers the months before it", () => {
    expect(ratePercentInMonth(periods, "2025-11", 100)).toBe(50);
    expect(ratePercentInMonth(periods, "2026-05", 100)).toBe(50);
    // A rate set on the 10th applies to the whole of its month.
    expect(ratePercentInMonth(periods, "2026-06", 100)).toBe(60);
    expect(ratePercentInMonth(periods, "2026-12", 100)).toBe(60);
    expect(ratePercentInMonth([], "2026-06", 100)).toBe(100);
  });

  it("a rate recorded later from an earlier day holds from that day's month on, over a later-dated one", () => {
    // Created on 15-08 at 50 %, then set to 60 % from 01-08: August and after are 60, July 50.
    const backdated = [
      { from: "2026-08-15", percent: 50 },
      { from: "2026-08-01", percent: 60 },
    ];
    expect(ratePercentInMonth(backdated, "2026-07", 100)).toBe(50);
    expect(ratePercentInMonth(backdated, "2026-08", 100)).toBe(60);
    expect(ratePercentInMonth(backdated, "2026-09", 100)).toBe(60);
  });

  it("of two periods dated the same day, the one recorded last holds", () => {
    const sameDay = [
      { from: "2026-06-10", percent: 60 },
      { from: "2026-06-10", percent: 70 },
    ];
    expect(ratePercentInMonth(sameDay, "2026-06", 50)).toBe(70);
  });
});

describe("a new rate period", () => {
  const dateIn = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 28 }))
    .map(([m, d]) => `${addMonths("2025-01", m)}-${String(d).padStart(2, "0")}`);
  const period = fc.record({ from: dateIn, percent: fc.integer({ min: 0, max: 100 }) });

  it("changes no month before its own, and sets its own month and every later one", () => {
    fc.assert(
      fc.property(fc.array(period, { minLength: 1, maxLength: 5 }), period, (periods, added) => {
        const after = [...periods, added];
        for (let i = 0; i < 24; i++) {
          const month: YearMonth = addMonths("2025-01", i);
          if (month < added.from.slice(0, 7)) {
            expect(ratePercentInMonth(after, month, 50)).toBe(
              ratePercentInMonth(periods, month, 50),
            );
          } else {
            expect(ratePercentInMonth(after, month, 50)).toBe(added.percent);
          }
        }
      }),
    );
  });
});

describe("payAtPercent", () => {
  it("rounds half up to whole pesos: 33.335 at 50 % is 16.668", () => {
    expect(payAtPercent(33_335, 50)).toBe(16_668);
    expect(payAtPercent(30_000, 60)).toBe(18_000);
    expect(payAtPercent(12_345, 33)).toBe(4_074);
    expect(payAtPercent(999, 0)).toBe(0);
  });

  it("never pays below 0 nor above the base, and 100 % is the base", () => {
    fc.assert(
      fc.property(fc.nat(50_000_000), fc.integer({ min: 0, max: 100 }), (base, percent) => {
        const pay = payAtPercent(base, percent);
        expect(Number.isInteger(pay)).toBe(true);
        expect(pay).toBeGreaterThanOrEqual(0);
        expect(pay).toBeLessThanOrEqual(base);
        expect(Math.abs(pay - (base * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
    expect(payAtPercent(77_777, 100)).toBe(77_777);
  });
});

describe("splitClassRevenue with rates per teacher", () => {
  it("a shared class pays each teacher her rate of half: 60 % and 50 % of $60.001", () => {
    expect(
      splitClassRevenue(60_001, [
        { id: 2, isStudioOwner: false, compensationPercent: 50 },
        { id: 1, isStudioOwner: false, compensationPercent: 60 },
      ]),
    ).toEqual([
      { teacherId: 1, base: 30_001, rate: 0.6, compensation: 18_001 },
      { teacherId: 2, base: 30_000, rate: 0.5, compensation: 15_000 },
    ]);
  });

  it("the bases still sum exactly to the revenue whatever the rates", () => {
    fc.assert(
      fc.property(
        fc.nat(20_000_000),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
        (revenue, ids, percents) => {
          const shares = splitClassRevenue(
            revenue,
            ids.map((id, i) => ({ id, isStudioOwner: false, compensationPercent: percents[i] })),
          );
          expect(shares.reduce((sum, s) => sum + s.base, 0)).toBe(revenue);
          for (const s of shares) expect(s.compensation).toBeLessThanOrEqual(s.base);
        },
      ),
    );
  });
});

describe("staffingOfMonth with rate periods", () => {
  const teachers = [{ id: 1, isStudioOwner: false }];
  const periods = [{ classId: 10, teacherId: 1, from: "2025-01-01", endedOn: null }];

  it("a rate change only affects the months from its date on", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 35 }),
        (offset, day, percent, probe) => {
          const changeMonth: YearMonth = addMonths("2025-01", offset);
          const from = `${changeMonth}-${String(day).padStart(2, "0")}`;
          const ratePeriods = [
            { teacherId: 1, from: "2025-01-01", percent: 50 },
            { teacherId: 1, from, percent },
          ];
          const month: YearMonth = addMonths("2025-01", probe);
          const before = staffingOfMonth({ teachers, statusChanges: [], periods }, month);
          const after = staffingOfMonth(
            { teachers, statusChanges: [], periods, ratePeriods },
            month,
          );
          const expected = month >= changeMonth ? percent : 50;
          expect(after.teachers[0]?.compensationPercent).toBe(expected);
          expect(before.teachers[0]?.compensationPercent).toBe(50);
        },
      ),
    );
  });

  it("without rate periods a teacher gets her role's default of that month", () => {
    const staffing = staffingOfMonth(
      {
        teachers,
        statusChanges: [
          { teacherId: 1, from: "2025-01-01", isStudioOwner: false },
          { teacherId: 1, from: "2026-03-01", isStudioOwner: true },
        ],
        periods,
      },
      "2026-03",
    );
    expect(staffing.teachers[0]?.compensationPercent).toBe(100);
  });
});

describe("shareFractionEs", () => {
  it("says the part of a shared class in words", () => {
    expect(shareFractionEs(2)).toBe("la mitad");
    expect(shareFractionEs(3)).toBe("un tercio");
    expect(shareFractionEs(5)).toBe("1/5");
  });
});

describe("sharedClassSentence", () => {
  it("explains a shared class with her rate of her part, or only who shares it", () => {
    expect(sharedClassSentence({ teacherCount: 2, sharedWith: ["Olga Dueña"], percent: 50 })).toBe(
      "Compartida con Olga Dueña, 50 % de la mitad",
    );
    expect(sharedClassSentence({ teacherCount: 3, sharedWith: ["Ana", "Bea"], percent: 60 })).toBe(
      "Compartida con Ana y Bea, 60 % de un tercio",
    );
    expect(sharedClassSentence({ teacherCount: 2, sharedWith: ["Olga Dueña"] })).toBe(
      "Compartida con Olga Dueña",
    );
    expect(sharedClassSentence({ teacherCount: 1, sharedWith: [], percent: 50 })).toBeNull();
  });
});
