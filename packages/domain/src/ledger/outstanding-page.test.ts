import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OutstandingReportEntry } from "./outstanding";
import { outstandingEntryMatches, outstandingPageOf } from "./outstanding-page";

const entry = (id: number, studentName: string, classes: string[]): OutstandingReportEntry => ({
  id,
  studentId: id,
  studentName,
  totalOwed: 1000 * classes.length,
  outstandingPayments: classes.map((className, i) => ({
    classId: i + 1,
    className,
    price: 1000,
    charge: 1000,
    surcharge: 0,
    expectedAmount: 1000,
    paidAmount: 0,
    remainingAmount: 1000,
    status: "PENDING",
    isLate: false,
    surchargeWaived: false,
    dueDate: "2026-08-10",
  })),
});

describe("the outstanding report's pages", () => {
  it("finds a student by her name or by a class she owes, accents and case ignored", () => {
    const ana = entry(1, "Ana Muñoz", ["Ballet Inicial", "Jazz"]);
    expect(outstandingEntryMatches(ana, "munoz")).toBe(true);
    expect(outstandingEntryMatches(ana, "  ANA ")).toBe(true);
    expect(outstandingEntryMatches(ana, "ballet ini")).toBe(true);
    expect(outstandingEntryMatches(ana, "salsa")).toBe(false);
    expect(outstandingEntryMatches(ana, "")).toBe(true);
  });

  it("pages cover the matching lines once each, in the report's order", () => {
    const words = ["Ana", "Bea", "Carla", "Ballet", "Jazz", "Salsa"];
    const lines = fc.array(
      fc.tuple(fc.constantFrom(...words), fc.subarray(words, { minLength: 1 })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1, max: 7 }),
        fc.option(fc.constantFrom(...words, "ño"), { nil: undefined }),
        (rows, size, search) => {
          const entries = rows.map(([name, classes], i) => entry(i + 1, name, classes));
          const matching = entries.filter((e) => !search || outstandingEntryMatches(e, search));
          const whole = outstandingPageOf(entries, { search });
          expect(whole).toEqual({ shown: matching, matching: matching.length });
          const pages = Math.ceil(matching.length / size) + 1;
          const joined = Array.from({ length: pages }, (_, i) =>
            outstandingPageOf(entries, { page: i + 1, size, search }),
          );
          expect(joined.flatMap((p) => p.shown)).toEqual(matching);
          for (const page of joined) expect(page.matching).toBe(matching.length);
        },
      ),
    );
  });
});
