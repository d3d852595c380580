import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classPayment } from "../../test/arbitraries";
import { addDays } from "../calendar/date";
import { addMonths, lastDayOfMonth } from "../calendar/month";
import {
  type AssignmentPeriod,
  type OwnerStatusChange,
  ownerStatusInMonth,
  periodCoversMonth,
  staffingOfMonth,
} from "./staffing";
import { computeTeacherCompensation } from "./teacher-compensation";

const period = (from: string, endedOn: string | null = null): AssignmentPeriod => ({
  classId: 1,
  teacherId: 1,
  from,
  endedOn,
});

describe("periodCoversMonth", () => {
  it("counts a teacher assigned mid-month in that month, not in the month before", () => {
    expect(periodCoversMonth(period("2026-08-20"), "2026-08")).toBe(true);
    expect(periodCoversMonth(period("2026-08-20"), "2026-07")).toBe(false);
    expect(periodCoversMonth(period("2026-08-31"), "2026-08")).toBe(true);
  });

  it("counts a teacher unassigned mid-month in that month, not in the month after", () => {
    expect(periodCoversMonth(period("2026-01-10", "2026-08-05"), "2026-08")).toBe(true);
    expect(periodCoversMonth(period("2026-01-10", "2026-08-05"), "2026-09")).toBe(false);
  });

  it("does not count a period that ended on the month's first day (her last day was the day before)", () => {
    expect(periodCoversMonth(period("2026-01-10", "2026-08-01"), "2026-08")).toBe(false);
    expect(periodCoversMonth(period("2026-01-10", "2026-08-01"), "2026-07")).toBe(true);
  });

  it("counts an assignment undone the day it was made nowhere", () => {
    expect(periodCoversMonth(period("2026-08-15", "2026-08-15"), "2026-08")).toBe(false);
  });
});

describe("ownerStatusInMonth", () => {
  const changes = [
    { from: "2026-08-20", isStudioOwner: false },
    { from: "2025-03-01", isStudioOwner: true },
  ];

  it("applies a change made mid-month to the whole month and to the months after it", () => {
    expect(ownerStatusInMonth(changes, "2026-08", true)).toBe(false);
    expect(ownerStatusInMonth(changes, "2026-12", true)).toBe(false);
  });

  it("keeps the earlier status for the months before the change", () => {
    expect(ownerStatusInMonth(changes, "2026-07", false)).toBe(true);
  });

  it("extends her first status to every month before her first change", () => {
    expect(ownerStatusInMonth(changes, "2020-01", false)).toBe(true);
  });

  it("takes the change recorded last when two share a day (switched twice today)", () => {
    const today = [
      { from: "2026-08-15", isStudioOwner: true },
      { from: "2026-08-15", isStudioOwner: false },
    ];
    expect(ownerStatusInMonth(today, "2026-08", true)).toBe(false);
  });

  it("uses her current status when no change was ever recorded", () => {
    expect(ownerStatusInMonth([], "2026-08", true)).toBe(true);
    expect(ownerStatusInMonth([], "2026-08", false)).toBe(false);
  });
});

describe("staffingOfMonth", () => {
  it("pays last month with last month's staffing when a new owner arrives today", () => {
    // Class E: owner T6 and instructor T7 since January; a new owner T8 assigned on 15 August.
    const teachers = [
      { id: 6, name: "T6", isStudioOwner: true },
      { id: 7, name: "T7", isStudioOwner: false },
      { id: 8, name: "T8", isStudioOwner: true },
    ];
    const periods = [
      { classId: 5, teacherId: 6, from: "2026-01-05", endedOn: null },
      { classId: 5, teacherId: 7, from: "2026-01-05", endedOn: null },
      { classId: 5, teacherId: 8, from: "2026-08-15", endedOn: null },
    ];
    const pay = (month: string) =>
      computeTeacherCompensation({
        ...staffingOfMonth({ teachers, statusChanges: [], periods }, month),
        classes: [{ id: 5, name: "E" }],
        payments: [{ classId: 5, studentId: 1, studentName: "A", amount: 30_001 }],
      }).map((r) => r.totalCompensation);
    expect(pay("2026-07")).toEqual([15_001, 7_500, 0]);
    expect(pay("2026-08")).toEqual([10_001, 5_000, 10_000]);
  });

  it("lists a pair once even if two of its periods touch the month", () => {
    const { assignments } = staffingOfMonth(
      {
        teachers: [{ id: 1, isStudioOwner: false }],
        statusChanges: [],
        periods: [period("2026-08-01", "2026-08-10"), period("2026-08-20")],
      },
      "2026-08",
    );
    expect(assignments).toEqual([{ classId: 1, teacherId: 1 }]);
  });
});

// --- "Changes dated after M never change M's figures" ---

const BASE = "2025-01-01";
const MONTH = "2025-12";
const dayOf = (offset: number) => addDays(BASE, offset);
const teachers = [1, 2, 3, 4].map((id) => ({ id, name: `T${id}`, isStudioOwner: id === 1 }));
const classes = [1, 2, 3].map((id) => ({ id, name: `C${id}` }));

const arbPeriod = fc
  .record({
    classId: fc.integer({ min: 1, max: 3 }),
    teacherId: fc.integer({ min: 1, max: 4 }),
    start: fc.integer({ min: 0, max: 500 }),
    length: fc.option(fc.integer({ min: 0, max: 400 })),
  })
  .map(
    (p): AssignmentPeriod => ({
      classId: p.classId,
      teacherId: p.teacherId,
      from: dayOf(p.start),
      endedOn: p.length === null ? null : dayOf(p.start + p.length),
    }),
  );
// Every teacher's first status is recorded when she is created (here: some day up to M's end).
const arbFirstStatuses = fc
  .tuple(
    ...teachers.map(() =>
      fc.record({ day: fc.integer({ min: 0, max: 364 }), isStudioOwner: fc.boolean() }),
    ),
  )
  .map((firsts) =>
    firsts.map(
      (f, i): OwnerStatusChange => ({
        teacherId: i + 1,
        from: dayOf(f.day),
        isStudioOwner: f.isStudioOwner,
      }),
    ),
  );
const arbChange = fc
  .record({
    teacherId: fc.integer({ min: 1, max: 4 }),
    day: fc.integer({ min: 0, max: 700 }),
    isStudioOwner: fc.boolean(),
  })
  .map((c): OwnerStatusChange => ({ ...c, from: dayOf(c.day) }));
const arbPayment = classPayment([1, 3]);

// Something staff can do on a day after M: assign a teacher, unassign one, delete a teacher or
// a class (both end every open period of theirs), or switch a teacher's owner status.
const arbLaterChange = fc.record({
  kind: fc.constantFrom("assign", "unassign", "deleteTeacher", "deleteClass", "status"),
  daysAfter: fc.integer({ min: 1, max: 300 }),
  classId: fc.integer({ min: 1, max: 3 }),
  teacherId: fc.integer({ min: 1, max: 4 }),
  isStudioOwner: fc.boolean(),
});

type Facts = { periods: AssignmentPeriod[]; statusChanges: OwnerStatusChange[] };

function apply(facts: Facts, change: LaterChange): Facts {
  const day = addDays(lastDayOfMonth(MONTH), change.daysAfter);
  const ends = (p: AssignmentPeriod) =>
    p.endedOn === null &&
    ((change.kind === "unassign" &&
      p.classId === change.classId &&
      p.teacherId === change.teacherId) ||
      (change.kind === "deleteTeacher" && p.teacherId === change.teacherId) ||
      (change.kind === "deleteClass" && p.classId === change.classId));
  const periods = facts.periods.map((p) => (ends(p) ? { ...p, endedOn: day } : p));
  if (change.kind === "assign") {
    periods.push({
      classId: change.classId,
      teacherId: change.teacherId,
      from: day,
      endedOn: null,
    });
  }
  const statusChanges =
    change.kind === "status"
      ? [
          ...facts.statusChanges,
          { teacherId: change.teacherId, from: day, isStudioOwner: change.isStudioOwner },
        ]
      : facts.statusChanges;
  return { periods, statusChanges };
}
type LaterChange = {
  kind: "assign" | "unassign" | "deleteTeacher" | "deleteClass" | "status";
  daysAfter: number;
  classId: number;
  teacherId: number;
  isStudioOwner: boolean;
};

function monthFigures(facts: Facts, payments: { classId: number; amount: number }[]) {
  return computeTeacherCompensation({
    ...staffingOfMonth({ teachers, ...facts }, MONTH),
    classes,
    payments: payments.map((p, i) => ({ ...p, studentId: i, studentName: `S${i}` })),
  });
}

describe("changes dated after M", () => {
  it("never change M's figures", () => {
    fc.assert(
      fc.property(
        fc.array(arbPeriod, { maxLength: 10 }),
        arbFirstStatuses,
        fc.array(arbChange, { maxLength: 6 }),
        fc.array(arbPayment, { maxLength: 8 }),
        fc.array(arbLaterChange, { minLength: 1, maxLength: 6 }),
        (periods, firstStatuses, statusChanges, payments, later) => {
          // Only the past is given: whatever was recorded up to M's last day.
          const last = lastDayOfMonth(MONTH);
          const past: Facts = {
            periods: periods
              .filter((p) => p.from <= last)
              .map((p) => (p.endedOn !== null && p.endedOn > last ? { ...p, endedOn: null } : p)),
            statusChanges: [...firstStatuses, ...statusChanges].filter((c) => c.from <= last),
          };
          const before = monthFigures(past, payments);
          const after = monthFigures(
            later.reduce<Facts>((facts, change) => apply(facts, change), past),
            payments,
          );
          expect(after).toEqual(before);
        },
      ),
    );
  });

  it("do change the months they are dated in (the property is not vacuous)", () => {
    const past: Facts = {
      periods: [{ classId: 1, teacherId: 2, from: "2025-02-01", endedOn: null }],
      statusChanges: [{ teacherId: 2, from: "2025-01-01", isStudioOwner: false }],
    };
    const later = apply(past, {
      kind: "status",
      daysAfter: 1,
      classId: 1,
      teacherId: 2,
      isStudioOwner: true,
    });
    const pay = (facts: Facts, month: string) =>
      computeTeacherCompensation({
        ...staffingOfMonth({ teachers, ...facts }, month),
        classes,
        payments: [{ classId: 1, studentId: 1, studentName: "S", amount: 10_000 }],
      }).find((r) => r.teacherId === 2)?.totalCompensation;
    expect(pay(later, MONTH)).toBe(5_000);
    expect(pay(later, addMonths(MONTH, 1))).toBe(10_000);
  });
});
