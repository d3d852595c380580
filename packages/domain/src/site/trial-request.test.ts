import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date";
import {
  classFitsAge,
  closedDatesAhead,
  isChoosableSession,
  nextSessionDates,
  TRIAL_DAYS_AHEAD,
} from "./trial-days";
import { trialRequestInputSchema } from "./trial-request";

// Tuesday 2026-12-01. Christmas (Friday 25) and the Immaculate Conception (Tuesday 8) are
// public holidays; the studio closes from the 28th.
const TODAY = "2026-12-01";
const HOLIDAYS = [
  { date: "2026-12-08", reason: "Inmaculada Concepción" },
  { date: "2026-12-25", reason: "Navidad" },
];
const CLOSURES = [{ from: "2026-12-28", to: "2027-01-10", reason: "Vacaciones" }];

describe("trial dates", () => {
  const closed = closedDatesAhead(TODAY, HOLIDAYS, CLOSURES);

  it("skips holidays and the studio's closures", () => {
    expect(nextSessionDates(["TUESDAY", "FRIDAY"], TODAY, 10, closed)).toEqual([
      "2026-12-01",
      "2026-12-04",
      "2026-12-11",
      "2026-12-15",
      "2026-12-18",
      "2026-12-22",
    ]);
    expect(isChoosableSession(["FRIDAY"], TODAY, "2026-12-25", closed)).toBe(false);
    expect(isChoosableSession(["FRIDAY"], TODAY, "2026-12-25")).toBe(true);
  });

  it("never offers a closed day, whatever the days and closures", () => {
    const day = fc.integer({ min: 0, max: TRIAL_DAYS_AHEAD });
    fc.assert(
      fc.property(
        fc.subarray(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const),
        fc.array(day),
        fc.array(fc.tuple(day, fc.integer({ min: 0, max: 5 }))),
        (days, holidayOffsets, closureSpans) => {
          const holidays = holidayOffsets.map((i) => ({ date: addDays(TODAY, i), reason: "x" }));
          const closures = closureSpans.map(([i, n]) => ({
            from: addDays(TODAY, i),
            to: addDays(TODAY, i + n),
            reason: "y",
          }));
          const shut = closedDatesAhead(TODAY, holidays, closures);
          const offered = nextSessionDates(days, TODAY, 100, shut);
          for (const date of offered) {
            expect(holidays.some((h) => h.date === date)).toBe(false);
            expect(closures.some((c) => c.from <= date && date <= c.to)).toBe(false);
          }
          // Only closed days are dropped.
          const open = nextSessionDates(days, TODAY, 100).filter((d) => !shut.has(d));
          expect(offered).toEqual(open);
        },
      ),
    );
  });
});

describe("classFitsAge", () => {
  it("takes an age within the range, either bound open", () => {
    expect(classFitsAge({ minAge: 6, maxAge: 10 }, 8)).toBe(true);
    expect(classFitsAge({ minAge: 18, maxAge: null }, 8)).toBe(false);
    expect(classFitsAge({ minAge: null, maxAge: 12 }, 13)).toBe(false);
    expect(classFitsAge({ minAge: null, maxAge: null }, 70)).toBe(true);
  });
});

describe("trialRequestInputSchema", () => {
  const base = {
    classId: 1,
    sessionDate: "2026-12-04",
    phone: "+56 9 1234 5678",
    consent: true,
    fillMs: 5000,
  };

  /** The fields an empty form of the kind is refused for, each once. */
  const missingOfEmptyForm = (forWhom: "self" | "child") => {
    const result = trialRequestInputSchema.safeParse({
      forWhom,
      classId: 1,
      sessionDate: "2026-12-04",
      name: "",
      phone: "",
      age: null,
      consent: false,
      fillMs: 0,
    });
    expect(result.success).toBe(false);
    return [...new Set(result.error?.issues.map((i) => String(i.path[0])))].sort();
  };

  it("reports every missing field of an empty form at once", () => {
    expect(missingOfEmptyForm("self")).toEqual(["age", "consent", "name", "phone"]);
  });

  it("a parent's empty form asks for her name too, with the rest, at once", () => {
    expect(missingOfEmptyForm("child")).toEqual([
      "age",
      "consent",
      "guardianName",
      "name",
      "phone",
    ]);
  });

  it("a mother's request for her daughter: her name is asked, her phone is the guardian's", () => {
    const missing = trialRequestInputSchema.safeParse({
      ...base,
      forWhom: "child",
      name: "Amanda Soto",
      age: 8,
    });
    expect(missing.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["guardianName", "Escribe tu nombre, para saber con quién hablamos"],
    ]);
    const ok = trialRequestInputSchema.parse({
      ...base,
      forWhom: "child",
      name: "Amanda Soto",
      age: 8,
      guardianName: "Carolina Pérez",
    });
    expect(ok).toMatchObject({ guardianName: "Carolina Pérez", guardianPhone: "+56 9 1234 5678" });
  });

  it("never speaks to the child in any message", () => {
    const result = trialRequestInputSchema.safeParse({ forWhom: "self", age: 12, ...base });
    for (const issue of result.error?.issues ?? []) {
      expect(issue.message).not.toMatch(/eres menor/i);
    }
  });
});
