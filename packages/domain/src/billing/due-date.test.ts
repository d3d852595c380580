import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearMonths } from "../../test/arbitraries";
import { addDays } from "../calendar/date";
import { addMonths, lastDayOfMonth } from "../calendar/month";
import { dueDateOf, isLatePayment, isOverdue } from "./due-date";

const defaults = { dueDay: 10, graceDays: 0 };

describe("dueDateOf", () => {
  it("is the due day of the month", () => {
    expect(dueDateOf("2026-08", defaults)).toBe("2026-08-10");
  });

  it("clamps due day 31 to the last day of short months, February included", () => {
    const day31 = { dueDay: 31, graceDays: 0 };
    expect(dueDateOf("2026-02", day31)).toBe("2026-02-28");
    expect(dueDateOf("2028-02", day31)).toBe("2028-02-29");
    expect(dueDateOf("2026-04", day31)).toBe("2026-04-30");
    expect(dueDateOf("2026-01", day31)).toBe("2026-01-31");
    expect(dueDateOf("2026-02", { dueDay: 30, graceDays: 0 })).toBe("2026-02-28");
  });

  it("adds grace days after clamping, possibly into the next month", () => {
    expect(dueDateOf("2026-08", { dueDay: 10, graceDays: 5 })).toBe("2026-08-15");
    expect(dueDateOf("2026-02", { dueDay: 31, graceDays: 3 })).toBe("2026-03-03");
    expect(dueDateOf("2026-12", { dueDay: 31, graceDays: 1 })).toBe("2027-01-01");
  });
});

describe("isLatePayment", () => {
  it("treats a payment on the due date itself as on time", () => {
    expect(isLatePayment("2026-08-10", "2026-08", defaults)).toBe(false);
    expect(isLatePayment("2026-08-11", "2026-08", defaults)).toBe(true);
  });

  it("never marks paying in advance as late", () => {
    expect(isLatePayment("2026-07-25", "2026-08", defaults)).toBe(false);
    expect(isLatePayment("2026-12-20", "2027-01", defaults)).toBe(false);
  });

  it("marks paying an earlier month as late", () => {
    expect(isLatePayment("2026-09-01", "2026-08", defaults)).toBe(true);
    expect(isLatePayment("2027-01-02", "2026-12", defaults)).toBe(true);
  });

  it("respects grace days", () => {
    expect(isLatePayment("2026-08-13", "2026-08", { dueDay: 10, graceDays: 3 })).toBe(false);
    expect(isLatePayment("2026-08-14", "2026-08", { dueDay: 10, graceDays: 3 })).toBe(true);
  });

  it("respects a due day 31 in February", () => {
    expect(isLatePayment("2026-02-28", "2026-02", { dueDay: 31, graceDays: 0 })).toBe(false);
    expect(isLatePayment("2026-03-01", "2026-02", { dueDay: 31, graceDays: 0 })).toBe(true);
  });

  it("never marks a payment made on or before the due date as late", () => {
    fc.assert(
      fc.property(
        yearMonths(2000, 2100),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 400 }),
        (m, dueDay, graceDays, daysEarly) => {
          const rules = { dueDay, graceDays };
          const paidOn = addDays(dueDateOf(m, rules), -daysEarly);
          expect(isLatePayment(paidOn, m, rules)).toBe(false);
        },
      ),
    );
  });

  it("always keeps the due date within the month plus its grace days", () => {
    fc.assert(
      fc.property(yearMonths(2000, 2100), fc.integer({ min: 1, max: 31 }), (m, dueDay) => {
        const due = dueDateOf(m, { dueDay, graceDays: 0 });
        expect(due >= `${m}-01` && due <= lastDayOfMonth(m)).toBe(true);
        expect(due < `${addMonths(m, 1)}-01`).toBe(true);
      }),
    );
  });
});

describe("isOverdue", () => {
  it("is overdue the day after the due date", () => {
    expect(isOverdue("2026-08", "2026-08-10", defaults)).toBe(false);
    expect(isOverdue("2026-08", "2026-08-11", defaults)).toBe(true);
    expect(isOverdue("2026-12", "2027-01-05", defaults)).toBe(true);
    expect(isOverdue("2027-01", "2026-12-31", defaults)).toBe(false);
  });
});
