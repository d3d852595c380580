import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearMonths } from "../../test/arbitraries";
import type { BillingRules } from "../billing/rules";
import { addDays } from "../calendar/date";
import { allocateOldestFirst, checkLineAgainstRemaining, type OwedLine } from "./allocation";
import {
  daysOverdue,
  debtAgeBucket,
  debtAgeBucketOf,
  firstMonthEnrollment,
  monthCharge,
  monthOwed,
  sessionsFrom,
  sessionsInMonth,
} from "./owed";

const rules: BillingRules = {
  dueDay: 10,
  graceDays: 0,
  lateFeePercentage: 15,
  firstMonthPolicy: "full",
  freeFirstMonthAfterDay: 20,
  firstMonthDueDays: 10,
};
const since = (enrollmentDate: string) => [{ enrollmentDate, endedOn: null }];
const charge = (month: string, enrollmentDate: string, r: Partial<BillingRules> = {}) =>
  monthCharge({
    month,
    price: 32_000,
    enrollments: since(enrollmentDate),
    weekdays: ["MONDAY", "WEDNESDAY"],
    rules: { ...rules, ...r },
  });

describe("sessions of a weekly schedule", () => {
  it("counts the sessions of a month and those left from a day", () => {
    // November 2026: Mondays 2, 9, 16, 23, 30 and Wednesdays 4, 11, 18, 25.
    expect(sessionsInMonth("2026-11", ["MONDAY", "WEDNESDAY"])).toBe(9);
    expect(sessionsFrom("2026-11-20", ["MONDAY", "WEDNESDAY"])).toBe(3);
    expect(sessionsFrom("2026-11-30", ["MONDAY"])).toBe(1);
    expect(sessionsInMonth("2026-11", [])).toBe(0);
  });
});

describe("the first month", () => {
  it("is the month of the enrollment, not after a month already billed", () => {
    expect(firstMonthEnrollment(since("2026-11-26"), "2026-11")).not.toBeNull();
    expect(firstMonthEnrollment(since("2026-10-26"), "2026-11")).toBeNull();
    const back = [
      { enrollmentDate: "2026-03-01", endedOn: "2026-11-04" },
      { enrollmentDate: "2026-11-05", endedOn: null },
    ];
    expect(firstMonthEnrollment(back, "2026-11")).toBeNull();
  });

  it("is due firstMonthDueDays after the enrollment when that is later (finding 3)", () => {
    expect(charge("2026-11", "2026-11-26")).toEqual({
      charge: 32_000,
      price: 32_000,
      dueDate: "2026-12-06",
      firstMonth: true,
    });
    // Enrolled early in the month: the month's own due date is later.
    expect(charge("2026-11", "2026-11-02").dueDate).toBe("2026-11-12");
    expect(charge("2026-11", "2026-10-20").dueDate).toBe("2026-11-10");
  });

  it("is not late on the day she enrolls", () => {
    const owed = monthOwed({
      charge: charge("2026-11", "2026-11-26"),
      asOf: "2026-11-26",
      lateFeePercentage: 15,
      surchargeWaived: false,
      lines: [],
    });
    expect(owed).toMatchObject({ surcharge: 0, remainingAmount: 32_000, status: "PENDING" });
  });

  it("prorates by the sessions left, whole pesos", () => {
    // 3 of 9 sessions: 32.000 × 3 / 9 = 10.666,67 → 10.667.
    expect(charge("2026-11", "2026-11-20", { firstMonthPolicy: "prorated" }).charge).toBe(10_667);
    // A class without schedule: the whole price.
    expect(
      monthCharge({
        month: "2026-11",
        price: 32_000,
        enrollments: since("2026-11-20"),
        weekdays: [],
        rules: { ...rules, firstMonthPolicy: "prorated" },
      }).charge,
    ).toBe(32_000);
    // The next month is a whole month.
    expect(charge("2026-12", "2026-11-20", { firstMonthPolicy: "prorated" }).charge).toBe(32_000);
  });

  it("is free after the day the studio sets, and full before it", () => {
    expect(charge("2026-11", "2026-11-21", { firstMonthPolicy: "free" }).charge).toBe(0);
    expect(charge("2026-11", "2026-11-20", { firstMonthPolicy: "free" }).charge).toBe(32_000);
  });
});

describe("what a month owes", () => {
  const plain = charge("2026-11", "2026-01-01");
  const owe = (asOf: string, lines: { amount: number; paymentDate: string }[], waived = false) =>
    monthOwed({ charge: plain, asOf, lateFeePercentage: 15, surchargeWaived: waived, lines });

  it("leaves the rest of a partial payment owing (finding 2)", () => {
    expect(owe("2026-11-05", [{ amount: 10_000, paymentDate: "2026-11-05" }])).toMatchObject({
      expectedAmount: 32_000,
      paidAmount: 10_000,
      remainingAmount: 22_000,
      status: "PARTIAL",
    });
  });

  it("adds the surcharge once the due date passes with money owing", () => {
    expect(owe("2026-11-11", [{ amount: 10_000, paymentDate: "2026-11-05" }])).toMatchObject({
      surcharge: 4_800,
      expectedAmount: 36_800,
      remainingAmount: 26_800,
      isLate: true,
      status: "PARTIAL",
    });
    // Paid in full on time: never late, whatever the day.
    expect(owe("2027-01-01", [{ amount: 32_000, paymentDate: "2026-11-10" }])).toMatchObject({
      surcharge: 0,
      remainingAmount: 0,
      status: "PAID",
    });
    // Paid late, the price alone: the surcharge is still owed.
    expect(owe("2026-11-20", [{ amount: 32_000, paymentDate: "2026-11-20" }])).toMatchObject({
      remainingAmount: 4_800,
      status: "PARTIAL",
    });
  });

  it("owes no surcharge on a waived month", () => {
    expect(owe("2026-11-20", [], true)).toMatchObject({
      surcharge: 0,
      surchargeWaived: true,
      isLate: true,
      remainingAmount: 32_000,
    });
  });

  it("is never negative, and partial + remainder = paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 600_000 }),
            day: fc.integer({ min: 1, max: 30 }),
          }),
          { maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        (price, fee, payments, today, waived) => {
          const c = { charge: price, price, dueDate: "2026-11-10", firstMonth: false };
          const day = (d: number) => `2026-11-${String(d).padStart(2, "0")}`;
          const lines = payments.map((p) => ({ amount: p.amount, paymentDate: day(p.day) }));
          const owed = monthOwed({
            charge: c,
            asOf: day(today),
            lateFeePercentage: fee,
            surchargeWaived: waived,
            lines,
          });
          expect(owed.remainingAmount).toBeGreaterThanOrEqual(0);
          expect(owed.expectedAmount).toBe(owed.charge + owed.surcharge);
          if (owed.paidAmount <= owed.expectedAmount) {
            expect(owed.paidAmount + owed.remainingAmount).toBe(owed.expectedAmount);
          }
          // A partial payment and then exactly the remainder: paid.
          const rest = monthOwed({
            charge: c,
            asOf: day(today),
            lateFeePercentage: fee,
            surchargeWaived: waived,
            lines: [...lines, { amount: owed.remainingAmount, paymentDate: day(today) }],
          });
          expect(rest.remainingAmount).toBe(0);
          expect(rest.status).toBe("PAID");
        },
      ),
    );
  });
});

describe("allocation of a total without lines", () => {
  const owed = (month: string, remainingAmount: number, classId = 1): OwedLine => ({
    studentId: 1,
    classId,
    paymentMonth: month,
    remainingAmount,
  });

  it("pays the oldest month first", () => {
    const result = allocateOldestFirst(50_000, [owed("2026-11", 32_000), owed("2026-10", 36_800)]);
    expect(result).toEqual({
      lines: [
        { studentId: 1, classId: 1, paymentMonth: "2026-10", amount: 36_800 },
        { studentId: 1, classId: 1, paymentMonth: "2026-11", amount: 13_200 },
      ],
      unallocated: 0,
    });
  });

  it("sums to the total, never exceeds what remains, oldest first", () => {
    const month = yearMonths(2026, 2027);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(
          fc.record({
            month,
            remaining: fc.integer({ min: 0, max: 100_000 }),
            classId: fc.integer({ min: 1, max: 4 }),
          }),
          { maxLength: 8 },
        ),
        (total, items) => {
          const lines = items.map((i) => owed(i.month, i.remaining, i.classId));
          const { lines: paid, unallocated } = allocateOldestFirst(total, lines);
          const sum = paid.reduce((s, l) => s + l.amount, 0);
          expect(sum + unallocated).toBe(total);
          const owedTotal = lines.reduce((s, l) => s + l.remainingAmount, 0);
          expect(sum).toBe(Math.min(total, owedTotal));
          paid.forEach((l, i) => {
            expect(l.amount).toBeGreaterThan(0);
            const source = lines.filter(
              (o) => o.paymentMonth === l.paymentMonth && o.classId === l.classId,
            );
            expect(l.amount).toBeLessThanOrEqual(source.reduce((s, o) => s + o.remainingAmount, 0));
            if (i > 0) expect((paid[i - 1]?.paymentMonth ?? "") <= l.paymentMonth).toBe(true);
          });
          // Oldest first: a month is touched only when every older month was paid in full.
          const lastMonth = paid.at(-1)?.paymentMonth;
          if (lastMonth !== undefined) {
            for (const o of lines.filter((o) => o.paymentMonth < lastMonth)) {
              const got = paid
                .filter((l) => l.paymentMonth === o.paymentMonth && l.classId === o.classId)
                .reduce((s, l) => s + l.amount, 0);
              const sameKey = lines
                .filter((x) => x.paymentMonth === o.paymentMonth && x.classId === o.classId)
                .reduce((s, x) => s + x.remainingAmount, 0);
              expect(got).toBe(sameKey);
            }
          }
        },
      ),
    );
  });
});

describe("a line against what remains", () => {
  it("refuses more than remains, stating the remaining amount", () => {
    const result = checkLineAgainstRemaining(
      { amount: 30_000, paymentMonth: "2026-11", className: "Ballet" },
      25_650,
    );
    expect(result).toMatchObject({
      ok: false,
      errorType: "PAYMENT_EXCEEDS_REMAINING",
      status: 422,
      message:
        "El monto ($30.000) supera lo que queda por pagar de Ballet de noviembre 2026: $25.650",
    });
  });

  it("calls a paid month a duplicate, and accepts up to what remains", () => {
    expect(checkLineAgainstRemaining({ amount: 1, paymentMonth: "2026-11" }, 0)).toMatchObject({
      errorType: "DUPLICATE_PAYMENT",
      status: 409,
    });
    expect(checkLineAgainstRemaining({ amount: 25_650, paymentMonth: "2026-11" }, 25_650)).toEqual({
      ok: true,
    });
  });
});

describe("age of a debt", () => {
  it("buckets days past the due date", () => {
    expect(daysOverdue("2026-11-10", "2026-11-10")).toBe(0);
    expect(daysOverdue("2026-11-10", "2026-12-10")).toBe(30);
    expect([0, 30, 31, 60, 61, 90, 91].map(debtAgeBucket)).toEqual([
      "0-30",
      "0-30",
      "31-60",
      "31-60",
      "61-90",
      "61-90",
      "90+",
    ]);
  });

  it("keeps a month not yet due out of '0 a 30 días' (issue 36)", () => {
    expect(debtAgeBucketOf("2026-12-10", "2026-12-05")).toBe("not-due");
    expect(debtAgeBucketOf("2026-12-10", "2026-12-10")).toBe("not-due");
    expect(debtAgeBucketOf("2026-12-10", "2026-12-11")).toBe("0-30");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: -400, max: 400 }),
        (start, offset) => {
          const due = addDays("2025-01-01", start);
          const asOf = addDays(due, offset);
          const bucket = debtAgeBucketOf(due, asOf);
          // Not due exactly when today is on or before the due date; otherwise by days late.
          expect(bucket === "not-due").toBe(offset <= 0);
          if (offset > 0) expect(bucket).toBe(debtAgeBucket(daysOverdue(due, asOf)));
        },
      ),
    );
  });
});
