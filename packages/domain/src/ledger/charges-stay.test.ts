import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_BILLING_RULES, recordRoundToChange } from "../billing/rules";
import { ALL_MONTHS } from "../billing/season";
import { ROUND_TO_VALUES } from "../money/rounding";
import { ledgerItems } from "./ledger-items";

// Issue 36, findings 5 and 6: what was charged stays charged when the settings change later,
// and computed amounts are rounded to the studio's `roundTo` (typed prices stay as typed).

// December 2026: a Monday–Wednesday class has 9 sessions; from Tuesday the 8th, 7 are left.
const ballet = {
  id: 1,
  name: "Ballet",
  price: 32_000,
  weekdays: ["MONDAY", "WEDNESDAY"] as const,
};
const prorated = { ...DEFAULT_BILLING_RULES, firstMonthPolicy: "prorated" as const, roundTo: 10 };
const enrolled = (studentId: number, terms?: object) => ({
  studentId,
  classId: 1,
  enrollmentDate: "2026-12-08",
  endedOn: null,
  ...(terms ? { firstMonth: terms } : {}),
});
const december = (rules: object, enrollments: object[], classes: object[] = [ballet]) =>
  ledgerItems({
    months: ["2026-12", "2027-01"],
    asOf: "2026-12-08",
    // biome-ignore lint/suspicious/noExplicitAny: the test builds loose facts
    rules: rules as any,
    // biome-ignore lint/suspicious/noExplicitAny: the test builds loose facts
    classes: classes as any,
    // biome-ignore lint/suspicious/noExplicitAny: the test builds loose facts
    enrollments: enrollments as any,
    lines: [],
    waivers: [],
  });

describe("a first month is charged by the terms of the day it was made", () => {
  it("keeps $32.000 for an enrollment made under 'full' after the switch to 'Proporcional'", () => {
    const before = { policy: "full", freeAfterDay: 20, roundTo: 1 };
    const after = { policy: "prorated", freeAfterDay: 20, roundTo: 10 };
    const items = december(prorated, [enrolled(1, before), enrolled(2, after)]);
    const first = (studentId: number) =>
      items.find((i) => i.studentId === studentId && i.paymentMonth === "2026-12");
    expect(first(1)).toMatchObject({ charge: 32_000, price: 32_000, firstMonth: true });
    // The enrollment made after the switch: 32.000 × 7 ÷ 9 = 24.888,9 → $24.890 (tens).
    expect(first(2)).toMatchObject({ charge: 24_890, firstMonth: true });
    // January is a whole month for both.
    expect(items.filter((i) => i.paymentMonth === "2027-01").map((i) => i.charge)).toEqual([
      32_000, 32_000,
    ]);
  });

  it("reads the current rules for an enrollment without terms (older callers), whole pesos", () => {
    const items = december({ ...prorated, roundTo: undefined }, [enrolled(1)]);
    expect(items[0]?.charge).toBe(24_889);
  });

  it("makes a free first month by the day fixed on the enrollment", () => {
    const items = december(DEFAULT_BILLING_RULES, [
      enrolled(1, { policy: "free", freeAfterDay: 5, roundTo: 10 }),
      enrolled(2, { policy: "free", freeAfterDay: 20, roundTo: 10 }),
    ]);
    expect(items.filter((i) => i.paymentMonth === "2026-12").map((i) => i.charge)).toEqual([
      0, 32_000,
    ]);
  });
});

describe("a class price changes from a month on", () => {
  it("charges December the old price and January the new one", () => {
    const repriced = {
      ...ballet,
      price: 36_000,
      prices: [
        { from: "2000-01", price: 32_000 },
        { from: "2027-01", price: 36_000 },
      ],
    };
    const items = december(
      DEFAULT_BILLING_RULES,
      [{ ...enrolled(1), enrollmentDate: "2026-11-02" }],
      [repriced],
    );
    expect(items.map((i) => [i.paymentMonth, i.charge])).toEqual([
      ["2026-12", 32_000],
      ["2027-01", 36_000],
    ]);
  });
});

describe("computed amounts are rounded to the month's roundTo, typed prices are not", () => {
  // A typed price that is no multiple of 10: 15 % of it is 4.822,5.
  const odd = { ...ballet, price: 32_155 };
  const rules = {
    ...DEFAULT_BILLING_RULES,
    lateFeePercentage: 15,
    roundTo: 10,
    roundToHistory: recordRoundToChange([], 1, 10, "2027-01"),
  };
  const late = (month: string) =>
    ledgerItems({
      months: [month],
      asOf: "2027-03-30",
      rules,
      classes: [odd],
      enrollments: [{ studentId: 1, classId: 1, enrollmentDate: "2026-01-05", endedOn: null }],
      lines: [],
      waivers: [],
      families: {
        season: { billedMonths: [...ALL_MONTHS] },
        discountHistory: [],
        payers: [],
        scholarships: [
          {
            studentId: 1,
            kind: "percent",
            value: 15,
            fromMonth: "2026-01",
            toMonth: null,
            reason: "Beca",
          },
        ],
      },
    })[0];

  it("keeps the whole-peso amounts of a month charged before the change", () => {
    // December: 15 % of 32.155 = 4.823,25 → 4.823 off; surcharge 15 % of 27.332 = 4.099,8 → 4.100.
    expect(late("2026-12")).toMatchObject({ price: 32_155, charge: 27_332, surcharge: 4_100 });
    expect(late("2026-12")?.discounts[0]?.amount).toBe(4_823);
  });

  it("rounds the discount and the surcharge of a month after it to tens", () => {
    // January: 4.823,25 → 4.820 off, charge 27.335 (the typed price keeps its 5); 15 % → 4.100.
    const item = late("2027-01");
    expect(item?.discounts[0]?.amount).toBe(4_820);
    expect(item).toMatchObject({ price: 32_155, charge: 27_335, surcharge: 4_100 });
  });

  it("leaves a full month at its typed price whatever the rounding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.constantFrom(...ROUND_TO_VALUES),
        (price, roundTo) => {
          const [item] = december(
            { ...prorated, roundTo },
            [
              {
                ...enrolled(1, { policy: "prorated", freeAfterDay: 20, roundTo }),
                enrollmentDate: "2026-11-02",
              },
            ],
            [{ ...ballet, price }],
          );
          expect(item?.charge).toBe(price);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("makes every prorated first month a multiple of roundTo (or the typed price), within half of it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.constantFrom(...ROUND_TO_VALUES),
        fc.integer({ min: 1, max: 31 }),
        (price, roundTo, day) => {
          const date = `2026-12-${String(day).padStart(2, "0")}`;
          const [item] = december(
            prorated,
            [
              {
                ...enrolled(1, { policy: "prorated", freeAfterDay: 20, roundTo }),
                enrollmentDate: date,
              },
            ],
            [{ ...ballet, price }],
          );
          const left = [...Array(32 - day).keys()]
            .map((i) => new Date(Date.UTC(2026, 11, day + i)).getUTCDay())
            .filter((d) => d === 1 || d === 3).length;
          const exact = (price * left) / 9;
          const charge = item?.charge ?? -1;
          // A multiple of roundTo, or the typed price itself (every session left, or a rounding
          // that would go above it); within half a unit of the exact share, never above the price.
          expect(charge === price || charge % roundTo === 0).toBe(true);
          expect(charge).toBeLessThanOrEqual(price);
          expect(Math.abs(charge - exact)).toBeLessThanOrEqual(roundTo / 2 + 1e-6);
        },
      ),
      { numRuns: 100 },
    );
  });
});
