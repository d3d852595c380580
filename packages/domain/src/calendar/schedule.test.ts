import { describe, expect, it } from "vitest";
import {
  formatClassDays,
  formatClassTimeSummary,
  formatDurationEs,
  formatScheduleChip,
  formatTime,
  meetsOn,
  type Schedule,
  scheduleEndTime,
  scheduleTimeRange,
  sortSchedules,
  weeklySlots,
} from "./schedule";

const monday18: Schedule = { dayOfWeek: "MONDAY", startHour: 18, startMinute: 0 };
const wednesday19: Schedule = { dayOfWeek: "WEDNESDAY", startHour: 19, startMinute: 30 };
const friday10: Schedule = { dayOfWeek: "FRIDAY", startHour: 10, startMinute: 15 };
const saturday9: Schedule = { dayOfWeek: "SATURDAY", startHour: 9, startMinute: 0 };

describe("class times", () => {
  it("formats a time of day", () => {
    expect(formatTime(6, 0)).toBe("06:00");
    expect(formatTime(18, 45)).toBe("18:45");
  });

  it("ends a class start + durationHours later", () => {
    expect(scheduleTimeRange(18, 0, 1.5)).toBe("18:00 - 19:30");
    expect(scheduleTimeRange(18, 45, 1.5)).toBe("18:45 - 20:15");
    expect(scheduleTimeRange(6, 0, 1)).toBe("06:00 - 07:00");
    expect(scheduleTimeRange(20, 30, 2.5)).toBe("20:30 - 23:00");
    expect(scheduleEndTime(19, 15, 2)).toEqual({ hour: 21, minute: 15 });
  });

  it("wraps past midnight", () => {
    expect(scheduleTimeRange(23, 30, 1)).toBe("23:30 - 00:30");
    expect(scheduleTimeRange(23, 45, 2.5)).toBe("23:45 - 02:15");
  });

  it("sorts schedules Monday first, then by time", () => {
    const early: Schedule = { dayOfWeek: "MONDAY", startHour: 9, startMinute: 30 };
    const earlier: Schedule = { dayOfWeek: "MONDAY", startHour: 9, startMinute: 0 };
    expect(sortSchedules([saturday9, monday18, early, earlier])).toEqual([
      earlier,
      early,
      monday18,
      saturday9,
    ]);
  });

  it("answers a class's weekly slots in order, each with only its day and start", () => {
    const stored = [
      { ...saturday9, classId: 4 },
      { ...monday18, classId: 4 },
    ];
    expect(weeklySlots(stored)).toEqual([monday18, saturday9]);
  });

  it("formats a landing chip", () => {
    expect(formatScheduleChip(wednesday19)).toBe("Miércoles 19:30");
  });

  it("summarises the days of a class card", () => {
    expect(formatClassDays([])).toBe("Sin horario");
    expect(formatClassDays([monday18])).toBe("Lunes");
    expect(formatClassDays([wednesday19, monday18])).toBe("Lunes y Miércoles");
    expect(formatClassDays([monday18, { ...monday18, startHour: 20 }])).toBe("Lunes");
    expect(formatClassDays([saturday9, friday10, wednesday19, monday18])).toBe(
      "Lunes, Miércoles y 2 más",
    );
  });

  it("summarises the time of a class card", () => {
    expect(formatClassTimeSummary([], 1.5)).toBe("Sin horario");
    expect(formatClassTimeSummary([monday18], 1.5)).toBe("Lunes 18:00 - 19:30");
    expect(formatClassTimeSummary([monday18, wednesday19, friday10], 1)).toBe("3 horarios");
  });

  it("knows whether a class meets on a day", () => {
    expect(meetsOn([monday18, wednesday19], "WEDNESDAY")).toBe(true);
    expect(meetsOn([monday18], "SUNDAY")).toBe(false);
  });

  it("writes durations in Spanish", () => {
    expect(formatDurationEs(1)).toBe("1 hora");
    expect(formatDurationEs(1.5)).toBe("1,5 horas");
    expect(formatDurationEs(2)).toBe("2 horas");
  });
});
