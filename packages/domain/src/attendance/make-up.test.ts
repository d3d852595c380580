import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../calendar/date";
import { makeUpCredits, makeUpVisitCovered, type TypedMark } from "./make-up";
import { ATTENDANCE_STATUSES } from "./marks";

const rules = { enabled: true, days: 30 };
const excused = (date: string, classType = "JAZZ", classId = 1): TypedMark => ({
  classId,
  classType,
  date,
  startTime: "19:00",
  status: "EXCUSED",
  kind: "REGULAR",
});
const visit = (date: string, classType = "JAZZ", classId = 9): TypedMark => ({
  classId,
  classType,
  date,
  startTime: "10:00",
  status: "PRESENT",
  kind: "MAKEUP",
});

describe("make-up credits", () => {
  it("earns one credit per justified absence, lasting the studio's days", () => {
    const { credits, available } = makeUpCredits([excused("2026-06-01")], rules, "2026-06-10");
    expect(available).toBe(1);
    expect(credits[0]).toMatchObject({ expiresOn: "2026-07-01", status: "AVAILABLE" });
  });

  it("spends it on a make-up visit to a class of the same type within the days", () => {
    const result = makeUpCredits([excused("2026-06-01"), visit("2026-06-20")], rules, "2026-06-21");
    expect(result.available).toBe(0);
    expect(result.credits[0]).toMatchObject({
      status: "USED",
      usedOn: "2026-06-20",
      usedInClassId: 9,
    });
  });

  it("does not spend it on another type of class, nor after it expired", () => {
    const other = makeUpCredits(
      [excused("2026-06-01"), visit("2026-06-05", "BALLET")],
      rules,
      "2026-06-06",
    );
    expect(other).toMatchObject({ available: 1, uncoveredVisits: 1 });
    const late = makeUpCredits([excused("2026-06-01"), visit("2026-07-02")], rules, "2026-07-03");
    expect(late.credits[0]?.status).toBe("EXPIRED");
    expect(late.uncoveredVisits).toBe(1);
  });

  it("earns nothing when the studio turned make-ups off", () => {
    expect(
      makeUpCredits([excused("2026-06-01")], { enabled: false, days: 30 }, "2026-06-02"),
    ).toEqual({
      credits: [],
      available: 0,
      uncoveredVisits: 0,
    });
  });

  const marksArb = fc.array(
    fc.record({
      offset: fc.integer({ min: 0, max: 90 }),
      type: fc.constantFrom("JAZZ", "BALLET"),
      kind: fc.constantFrom("REGULAR" as const, "MAKEUP" as const),
      status: fc.constantFrom(...ATTENDANCE_STATUSES),
    }),
    { maxLength: 40 },
  );
  const toMarks = (
    raw: {
      offset: number;
      type: string;
      kind: "REGULAR" | "MAKEUP";
      status: (typeof ATTENDANCE_STATUSES)[number];
    }[],
  ) =>
    raw.map(
      (r, i): TypedMark => ({
        classId: i,
        classType: r.type,
        date: addDays("2026-03-01", r.offset),
        startTime: "19:00",
        status: r.status,
        kind: r.kind,
      }),
    );

  it("never spends more credits than were earned, each once, inside its window (property)", () => {
    fc.assert(
      fc.property(marksArb, fc.integer({ min: 1, max: 60 }), (raw, days) => {
        const marks = toMarks(raw);
        const today = "2026-06-15";
        const { credits, available, uncoveredVisits } = makeUpCredits(
          marks,
          { enabled: true, days },
          today,
        );
        const earned = marks.filter((m) => m.kind === "REGULAR" && m.status === "EXCUSED").length;
        const visits = marks.filter(
          (m) => m.kind === "MAKEUP" && (m.status === "PRESENT" || m.status === "LATE"),
        ).length;
        expect(credits).toHaveLength(earned);
        const used = credits.filter((c) => c.status === "USED");
        expect(used.length + uncoveredVisits).toBe(visits);
        for (const c of used) {
          const gap = daysBetween(c.earnedOn, c.usedOn ?? "");
          expect(gap).toBeGreaterThan(0);
          expect(gap).toBeLessThanOrEqual(days);
        }
        for (const c of credits.filter((c) => c.status === "AVAILABLE")) {
          expect(c.expiresOn >= today).toBe(true);
        }
        expect(available).toBe(credits.filter((c) => c.status === "AVAILABLE").length);
      }),
    );
  });

  describe("whether a make-up visit is paid by a credit (issue 35)", () => {
    const session = (date: string, classType = "JAZZ", startTime = "10:00", classId = 9) => ({
      classId,
      date,
      startTime,
      classType,
    });

    it("is paid by a valid credit of the session's type, not by another type nor an expired one", () => {
      const marks = [excused("2026-06-01")];
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10"))).toBe(true);
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10", "BALLET"))).toBe(false);
      expect(makeUpVisitCovered(marks, rules, session("2026-07-04"))).toBe(false);
      expect(makeUpVisitCovered(marks, { enabled: false, days: 30 }, session("2026-06-10"))).toBe(
        false,
      );
      expect(makeUpVisitCovered([], rules, session("2026-06-10"))).toBe(false);
    });

    it("is not paid by a credit earned the same day, as the credits' own rule says", () => {
      const marks = [excused("2026-06-10")];
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10", "JAZZ", "20:00"))).toBe(false);
    });

    it("counts her visit at this very session as paid, and a credit spent elsewhere as gone", () => {
      const marks = [excused("2026-06-01"), visit("2026-06-10")];
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10"))).toBe(true);
      // Another session that day: the one credit is taken, whichever session comes first.
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10", "JAZZ", "19:00", 5))).toBe(
        false,
      );
      expect(makeUpVisitCovered(marks, rules, session("2026-06-10", "JAZZ", "08:00", 5))).toBe(
        false,
      );
      // A later day's visit is not counted against an earlier session.
      expect(makeUpVisitCovered(marks, rules, session("2026-06-09", "JAZZ", "10:00", 5))).toBe(
        true,
      );
    });

    // Marking is refused for future sessions, so days come in order; a day's sessions are
    // marked in any order.
    it("never lets visits outnumber credits, whatever order a day's sessions are marked in (property)", () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 6 }),
          fc.array(
            fc.record({
              offset: fc.integer({ min: 0, max: 45 }),
              hour: fc.constantFrom("10:00", "19:00"),
              type: fc.constantFrom("JAZZ", "BALLET"),
            }),
            { maxLength: 12 },
          ),
          fc.integer({ min: 1, max: 30 }),
          (earned, tries, days) => {
            const own = { enabled: true, days };
            const marks: TypedMark[] = earned.map((o) => excused(addDays("2026-03-01", o)));
            const accepted: TypedMark[] = [];
            const byDay = [...tries].sort((a, b) => a.offset - b.offset);
            for (const [i, t] of byDay.entries()) {
              const at = session(addDays("2026-03-01", t.offset), t.type, t.hour, 100 + i);
              if (makeUpVisitCovered([...marks, ...accepted], own, at)) {
                accepted.push({ ...at, status: "PRESENT", kind: "MAKEUP" });
              }
            }
            const all = [...marks, ...accepted];
            expect(makeUpCredits(all, own, "2026-06-01").uncoveredVisits).toBe(0);
            // Every visit let in stays paid: the teacher keeps seeing it on her list.
            for (const v of accepted) expect(makeUpVisitCovered(all, own, v)).toBe(true);
          },
        ),
      );
    });
  });
});
