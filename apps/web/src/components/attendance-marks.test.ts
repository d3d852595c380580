import { describe, expect, it } from "vitest";
import { attendanceCounts, attendancePercent } from "./attendance-marks";

describe("attendance figures as people read them", () => {
  it("counts each status in a fixed order, singular or plural, leaving out the absent ones", () => {
    expect(
      attendanceCounts([
        { status: "EXCUSED" },
        { status: "PRESENT" },
        { status: "PRESENT" },
        { status: "LATE" },
      ]),
    ).toBe("2 presentes · 1 atrasada · 1 justificada");
    expect(attendanceCounts([{ status: "ABSENT" }])).toBe("1 ausencia");
    expect(attendanceCounts([])).toBe("");
  });

  it("writes a rate as a whole percentage, a dash when nothing counts", () => {
    expect(attendancePercent(0.875)).toBe("88 %");
    expect(attendancePercent(null)).toBe("—");
  });
});
