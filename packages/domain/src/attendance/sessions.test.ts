import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayOfWeekOf } from "../calendar/date";
import { closureOn, findSession, type SessionClass, sessionsBetween, sessionsOn } from "./sessions";

type Meeting = SessionClass["schedules"][number];
/** A class of `durationHours` that meets at each [day, hour, minute] given. */
const classMeeting = (
  classId: number,
  durationHours: number,
  ...at: [Meeting["dayOfWeek"], number, number][]
): SessionClass => ({
  classId,
  durationHours,
  schedules: at.map(([dayOfWeek, startHour, startMinute]) => ({
    dayOfWeek,
    startHour,
    startMinute,
  })),
});
const jazz = classMeeting(1, 1.5, ["MONDAY", 19, 0], ["THURSDAY", 18, 30]);
const twiceOnSaturday = classMeeting(2, 1, ["SATURDAY", 10, 0], ["SATURDAY", 16, 0]);
const holidays = [{ date: "2026-06-29", reason: "San Pedro y San Pablo" }];
const winterBreak = [{ from: "2026-07-13", to: "2026-07-24", reason: "Vacaciones de invierno" }];

describe("sessions", () => {
  it("lays each weekly slot on its weekday, with its end from the duration", () => {
    expect(sessionsOn("2026-06-22", [jazz], [], [])).toEqual([
      { classId: 1, date: "2026-06-22", startTime: "19:00", endTime: "20:30" },
    ]);
    expect(sessionsOn("2026-06-25", [jazz], [], [])).toEqual([
      { classId: 1, date: "2026-06-25", startTime: "18:30", endTime: "20:00" },
    ]);
    expect(sessionsOn("2026-06-23", [jazz], [], [])).toEqual([]);
  });

  it("gives no session on a public holiday, and says why the studio is closed", () => {
    expect(sessionsOn("2026-06-29", [jazz], holidays, [])).toEqual([]);
    expect(closureOn("2026-06-29", holidays, [])).toBe("San Pedro y San Pablo");
  });

  it("gives no session on any day of a studio closure, both ends included", () => {
    for (const date of ["2026-07-13", "2026-07-16", "2026-07-20", "2026-07-23"]) {
      expect(sessionsOn(date, [jazz], [], winterBreak), date).toEqual([]);
    }
    expect(sessionsOn("2026-07-27", [jazz], [], winterBreak)).toHaveLength(1);
    expect(closureOn("2026-07-24", [], winterBreak)).toBe("Vacaciones de invierno");
  });

  it("runs across month and year ends without losing or repeating a day", () => {
    const sessions = sessionsBetween("2026-12-24", "2027-01-11", [jazz], [], []);
    expect(sessions.map((s) => s.date)).toEqual([
      "2026-12-24",
      "2026-12-28",
      "2026-12-31",
      "2027-01-04",
      "2027-01-07",
      "2027-01-11",
    ]);
    // February of a leap year and of a common one.
    expect(sessionsBetween("2028-02-26", "2028-03-02", [jazz], [], []).map((s) => s.date)).toEqual([
      "2028-02-28",
      "2028-03-02",
    ]);
  });

  it("keeps the wall-clock time on the days America/Santiago changes its clocks", () => {
    // 2026: clocks go back on Sunday 5 April and forward on Sunday 6 September.
    const sunday = classMeeting(3, 1, ["SUNDAY", 0, 30]);
    for (const date of ["2026-04-05", "2026-09-06"]) {
      expect(sessionsOn(date, [sunday], [], [])).toEqual([
        { classId: 3, date, startTime: "00:30", endTime: "01:30" },
      ]);
    }
    expect(sessionsBetween("2026-04-01", "2026-04-30", [sunday], [], [])).toHaveLength(4);
  });

  it("finds the one session of a date, by its start when the class meets twice", () => {
    expect(findSession("2026-06-27", twiceOnSaturday, [], [])).toBe("ambiguous");
    expect(findSession("2026-06-27", twiceOnSaturday, [], [], "16:00")).toMatchObject({
      startTime: "16:00",
    });
    expect(findSession("2026-06-27", twiceOnSaturday, [], [], "12:00")).toBe("none");
    expect(findSession("2026-06-29", jazz, holidays, [])).toBe("none");
  });

  it("has exactly one session per slot per open week (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 60 }),
        (offset, length) => {
          const from = addDays("2026-01-01", offset);
          const to = addDays(from, length - 1);
          const sessions = sessionsBetween(from, to, [jazz], [], []);
          let expected = 0;
          for (let i = 0; i < length; i++) {
            const day = dayOfWeekOf(addDays(from, i));
            expected += jazz.schedules.filter((s) => s.dayOfWeek === day).length;
          }
          expect(sessions).toHaveLength(expected);
          for (const s of sessions) expect(s.date >= from && s.date <= to).toBe(true);
        },
      ),
    );
  });
});
