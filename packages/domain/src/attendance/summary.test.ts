import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MakeUpCredit } from "./make-up";
import {
  ATTENDANCE_KINDS,
  ATTENDANCE_STATUSES,
  type AttendanceMark,
  attendanceRate,
} from "./marks";
import { attendanceByClass, nextMakeUpExpiry } from "./summary";

const mark = (
  classId: number,
  date: string,
  status: AttendanceMark["status"],
  kind: AttendanceMark["kind"] = "REGULAR",
): AttendanceMark => ({ classId, date, startTime: "18:00", status, kind });

const show = { className: String, mark: (m: AttendanceMark) => m };

describe("attendanceByClass", () => {
  it("groups by class in order of first appearance, rates counting regular sessions only", () => {
    const summary = attendanceByClass(
      [
        mark(2, "2026-11-02", "PRESENT"),
        mark(1, "2026-11-03", "ABSENT"),
        mark(2, "2026-11-09", "ABSENT"),
        mark(1, "2026-11-10", "LATE"),
        // A make-up visit missed is not held against her.
        mark(1, "2026-11-12", "ABSENT", "MAKEUP"),
        mark(2, "2026-11-16", "EXCUSED"),
      ],
      { className: (id) => `Clase ${id}`, mark: (m) => m },
    );
    expect(summary.classes.map((c) => [c.classId, c.className])).toEqual([
      [2, "Clase 2"],
      [1, "Clase 1"],
    ]);
    expect(summary.classes[0]?.rate).toBe(0.5);
    expect(summary.classes[1]?.rate).toBe(0.5);
    expect(summary.classes[1]?.marks).toHaveLength(3);
    expect(summary.rate).toBe(0.5);
  });

  it("has no rate where nothing counts", () => {
    expect(attendanceByClass([], show)).toEqual({ rate: null, classes: [] });
    expect(attendanceByClass([mark(1, "2026-11-02", "EXCUSED")], show).rate).toBeNull();
  });

  it("keeps every mark exactly once and agrees with the overall rate", () => {
    const marks = fc.array(
      fc.record({
        classId: fc.integer({ min: 1, max: 4 }),
        date: fc.constantFrom("2026-11-02", "2026-11-09"),
        startTime: fc.constant("18:00"),
        status: fc.constantFrom(...ATTENDANCE_STATUSES),
        kind: fc.constantFrom(...ATTENDANCE_KINDS),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(marks, (list) => {
        const summary = attendanceByClass(list, show);
        const kept = summary.classes.flatMap((c) => c.marks);
        expect(kept).toHaveLength(list.length);
        expect(new Set(kept)).toEqual(new Set(list));
        for (const c of summary.classes)
          expect(c.marks.every((m) => m.classId === c.classId)).toBe(true);
        expect(summary.rate).toBe(attendanceRate(list.filter((m) => m.kind === "REGULAR")));
      }),
    );
  });
});

describe("nextMakeUpExpiry", () => {
  const credit = (expiresOn: string, status: MakeUpCredit["status"]): MakeUpCredit => ({
    earnedOn: "2026-11-01",
    classId: 1,
    classType: "Ballet",
    expiresOn,
    usedOn: null,
    usedInClassId: null,
    status,
  });

  it("is the soonest expiry among the available credits only", () => {
    expect(
      nextMakeUpExpiry([
        credit("2026-11-20", "USED"),
        credit("2026-12-10", "AVAILABLE"),
        credit("2026-11-05", "EXPIRED"),
        credit("2026-12-01", "AVAILABLE"),
      ]),
    ).toBe("2026-12-01");
    expect(nextMakeUpExpiry([credit("2026-11-20", "USED")])).toBeNull();
  });
});
