import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar/date";
import { ATTENDANCE_STATUSES, type AttendanceMark, type AttendanceStatus } from "./marks";
import { nudgeRecipient, riskOf } from "./risk";

const mark = (date: string, status: AttendanceStatus, classId = 1): AttendanceMark => ({
  classId,
  date,
  startTime: "19:00",
  status,
  kind: "REGULAR",
});
const today = "2026-06-30";

describe("risk rule", () => {
  it("flags two consecutive unjustified absences in one class", () => {
    const marks = [
      mark("2026-06-15", "PRESENT"),
      mark("2026-06-22", "ABSENT"),
      mark("2026-06-29", "ABSENT"),
    ];
    expect(riskOf(marks, today)).toContainEqual({
      kind: "CONSECUTIVE_ABSENCES",
      classId: 1,
      dates: ["2026-06-22", "2026-06-29"],
    });
  });

  it("does not count a justified absence as one, nor absences in two different classes", () => {
    expect(riskOf([mark("2026-06-22", "ABSENT"), mark("2026-06-29", "EXCUSED")], today)).toEqual(
      [],
    );
    expect(
      riskOf(
        [
          mark("2026-06-01", "PRESENT", 1),
          mark("2026-06-02", "PRESENT", 2),
          mark("2026-06-08", "PRESENT", 1),
          mark("2026-06-09", "PRESENT", 2),
          mark("2026-06-22", "ABSENT", 1),
          mark("2026-06-23", "PRESENT", 2),
          mark("2026-06-29", "PRESENT", 1),
          mark("2026-06-30", "ABSENT", 2),
        ],
        today,
      ),
    ).toEqual([]);
  });

  it("flags attendance under half of the last four weeks", () => {
    const marks = [
      mark("2026-06-08", "PRESENT"),
      mark("2026-06-15", "ABSENT"),
      mark("2026-06-22", "PRESENT"),
      mark("2026-06-29", "ABSENT"),
      mark("2026-05-27", "ABSENT", 2),
      mark("2026-06-10", "ABSENT", 2),
      mark("2026-06-24", "EXCUSED", 2),
    ];
    // 05-27 is outside the 28 days before the 30th and the justified absence does not count:
    // 2 attended of 5.
    expect(riskOf(marks, today)).toEqual([{ kind: "LOW_ATTENDANCE", rate: 0.4, sessions: 5 }]);
  });

  it("ignores make-up and trial visits and marks after today", () => {
    const visit = { ...mark("2026-06-29", "ABSENT"), kind: "MAKEUP" as const };
    const later = mark("2026-07-06", "ABSENT");
    expect(riskOf([mark("2026-06-22", "ABSENT"), visit, later], today)).toEqual([]);
  });

  const marksArb = fc.array(
    fc.record({
      classId: fc.integer({ min: 1, max: 3 }),
      offset: fc.integer({ min: 0, max: 60 }),
      status: fc.constantFrom(...ATTENDANCE_STATUSES),
    }),
    { maxLength: 30 },
  );
  const toMarks = (raw: { classId: number; offset: number; status: AttendanceStatus }[]) =>
    raw.map((r) => mark(addDays("2026-05-01", r.offset), r.status, r.classId));

  it("never flags a student who came to every session (property)", () => {
    fc.assert(
      fc.property(marksArb, (raw) => {
        const marks = toMarks(raw).map((m) => ({ ...m, status: "PRESENT" as const }));
        expect(riskOf(marks, today)).toEqual([]);
      }),
    );
  });

  it("does not depend on the order the marks come in (property)", () => {
    fc.assert(
      fc.property(marksArb, (raw) => {
        // One mark per class and day, as the database keeps them.
        const unique = [
          ...new Map(toMarks(raw).map((m) => [`${m.classId}|${m.date}`, m])).values(),
        ];
        expect(riskOf([...unique].reverse(), today)).toEqual(riskOf(unique, today));
      }),
    );
  });

  it("clears the consecutive-absences flag once she comes again (property)", () => {
    fc.assert(
      fc.property(marksArb, (raw) => {
        const marks = toMarks(raw).filter((m) => m.date < "2026-06-30");
        const back = [
          ...marks.filter((m) => m.classId !== 1),
          ...marks.filter((m) => m.classId === 1),
          mark(today, "PRESENT", 1),
        ];
        const reasons = riskOf(back, today);
        expect(reasons.some((r) => r.kind === "CONSECUTIVE_ABSENCES" && r.classId === 1)).toBe(
          false,
        );
        for (const r of reasons) if (r.kind === "LOW_ATTENDANCE") expect(r.rate).toBeLessThan(0.5);
      }),
    );
  });
});

describe("nudge recipient", () => {
  const base = {
    fullName: "Sofía Rojas",
    phone: "+56 9 1111 1111",
    emergencyContactPhone: "+56 9 2222 2222",
    minor: true,
    blocked: false,
    payer: { fullName: "Marta Rojas", phone: "+56 9 3333 3333" },
  };

  it("writes to the paying guardian of a minor, to the student otherwise", () => {
    expect(nudgeRecipient(base)).toEqual({
      kind: "GUARDIAN",
      name: "Marta Rojas",
      phone: "+56 9 3333 3333",
    });
    expect(nudgeRecipient({ ...base, minor: false })).toEqual({
      kind: "STUDENT",
      name: "Sofía Rojas",
      phone: "+56 9 1111 1111",
    });
    expect(nudgeRecipient({ ...base, payer: null })?.kind).toBe("STUDENT");
    expect(nudgeRecipient({ ...base, payer: { fullName: "Sin Fono", phone: " " } })?.phone).toBe(
      "+56 9 1111 1111",
    );
    expect(nudgeRecipient({ ...base, minor: false, phone: null })?.phone).toBe("+56 9 2222 2222");
    expect(
      nudgeRecipient({ ...base, minor: false, phone: null, emergencyContactPhone: null }),
    ).toBeNull();
  });

  it("never writes to anyone about a blocked student (property)", () => {
    const phone = fc.option(fc.string({ minLength: 1, maxLength: 15 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          fullName: fc.string(),
          phone,
          emergencyContactPhone: phone,
          minor: fc.boolean(),
          blocked: fc.boolean(),
          payer: fc.option(fc.record({ fullName: fc.string(), phone }), { nil: null }),
        }),
        (facts) => {
          const to = nudgeRecipient(facts);
          if (facts.blocked) return to === null;
          // A recipient always has a phone; an adult is always written to herself.
          if (to && !to.phone.trim()) return false;
          if (!facts.minor && to) return to.kind === "STUDENT";
          if (to?.kind === "GUARDIAN") return facts.payer?.phone === to.phone;
          return true;
        },
      ),
    );
  });
});
