import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDates } from "../../test/arbitraries";
import { addDays } from "../calendar/date";
import { dueState, isDue } from "./due-state";

describe("dueState", () => {
  it("names a date still to come, the day itself and a date gone by", () => {
    expect(dueState("2026-12-10", "2026-12-05")).toEqual({
      kind: "upcoming",
      label: "Vence el 10-12-2026",
      days: 5,
    });
    expect(dueState("2026-12-10", "2026-12-10")).toEqual({
      kind: "dueToday",
      label: "Vence hoy",
      days: 0,
    });
    expect(dueState("2026-11-10", "2026-12-05")).toEqual({
      kind: "overdue",
      label: "Venció el 10-11-2026",
      days: 25,
    });
  });

  it("counts across a year's end", () => {
    expect(dueState("2026-12-10", "2027-01-02")).toMatchObject({ kind: "overdue", days: 23 });
  });

  const date = isoDates("2020-01-01", "2030-12-31");

  it("is overdue exactly when today is after the due date, upcoming exactly when before", () => {
    fc.assert(
      fc.property(date, date, (due, today) => {
        const state = dueState(due, today);
        expect(state.kind === "overdue").toBe(today > due);
        expect(state.kind === "upcoming").toBe(today < due);
        expect(state.kind === "dueToday").toBe(today === due);
        expect(isDue(due, today)).toBe(today >= due);
        expect(state.days).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("says 'venció' only of a past date and 'vence' only of today or later", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -400, max: 400 }), (today, offset) => {
        const state = dueState(addDays(today, offset), today);
        expect(state.label.startsWith("Venció")).toBe(offset < 0);
        expect(state.days).toBe(Math.abs(offset));
      }),
    );
  });
});
