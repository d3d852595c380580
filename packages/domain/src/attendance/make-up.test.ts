import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../calendar/date";
import { makeUpCreditFor, makeUpCredits, type TypedMark } from "./make-up";
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

  describe("the credit a make-up visit may spend (issue 35)", () => {
    const session = (date: string, classType = "JAZZ", startTime = "10:00") => ({
      classId: 9,
      date,
      startTime,
      classType,
    });

    it("is her oldest valid credit of the session's type, none of another type or expired", () => {
      const marks = [excused("2026-06-01"), excused("2026-06-03")];
      expect(makeUpCreditFor(marks, rules, session("2026-06-10"))).toMatchObject({
        earnedOn: "2026-06-01",
      });
      expect(makeUpCreditFor(marks, rules, session("2026-06-10", "BALLET"))).toBeNull();
      expect(makeUpCreditFor(marks, rules, session("2026-07-04"))).toBeNull();
      expect(
        makeUpCreditFor(marks, { enabled: false, days: 30 }, session("2026-06-10")),
      ).toBeNull();
    });

    it("is not earned and spent on the same day, as the credits' own rule says", () => {
      expect(
        makeUpCreditFor([excused("2026-06-10")], rules, session("2026-06-10", "JAZZ", "20:00")),
      ).toBeNull();
    });

    it("leaves out the visit at this session and later ones, counts the earlier ones", () => {
      const marks = [excused("2026-06-01"), visit("2026-06-10")];
      // Her visit at this very session spent it: she still held it when she was put there.
      expect(makeUpCreditFor(marks, rules, session("2026-06-10"))).not.toBeNull();
      // An earlier visit spent it: none left for a later session.
      expect(makeUpCreditFor(marks, rules, session("2026-06-10", "JAZZ", "19:00"))).toBeNull();
      // A later visit does not take it from an earlier session.
      expect(makeUpCreditFor(marks, rules, session("2026-06-09"))).not.toBeNull();
    });

    it("exists exactly when a visit at that session would be covered by a credit (property)", () => {
      fc.assert(
        fc.property(
          marksArb,
          fc.integer({ min: 1, max: 60 }),
          fc.integer({ min: 0, max: 90 }),
          fc.constantFrom("JAZZ", "BALLET"),
          (raw, days, offset, classType) => {
            const marks = toMarks(raw);
            const at = session(addDays("2026-03-01", offset), classType, "19:30");
            const own = { enabled: true, days };
            const credit = makeUpCreditFor(marks, own, at);
            const before = marks.filter(
              (m) => m.date < at.date || (m.date === at.date && m.startTime < at.startTime),
            );
            const withVisit = makeUpCredits(
              [...before, { ...at, status: "PRESENT", kind: "MAKEUP" }],
              own,
              at.date,
            );
            expect(credit !== null).toBe(
              withVisit.uncoveredVisits === makeUpCredits(before, own, at.date).uncoveredVisits,
            );
          },
        ),
      );
    });
  });
});
