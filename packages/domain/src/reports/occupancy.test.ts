import { describe, expect, it } from "vitest";
import { buildClassDistribution, isHighOccupancy, occupancyPercent } from "./occupancy";

describe("occupancy", () => {
  it("is enrolled / capacity in percent", () => {
    expect(occupancyPercent(15, 20)).toBe(75);
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(22, 20)).toBe(110);
    expect(occupancyPercent(5, 0)).toBe(0);
  });

  it("is green strictly above 80 %", () => {
    expect(isHighOccupancy(80)).toBe(false);
    expect(isHighOccupancy(80.1)).toBe(true);
    expect(isHighOccupancy(occupancyPercent(17, 20))).toBe(true);
  });

  it("shows the 3 fullest classes and totals over all", () => {
    const result = buildClassDistribution([
      { className: "Jazz", studentCount: 5, maxStudents: 20 },
      { className: "Salsa", studentCount: 18, maxStudents: 20 },
      { className: "Ballet", studentCount: 10, maxStudents: 10 },
      { className: "Bachata", studentCount: 10, maxStudents: 25 },
    ]);
    expect(result.classes.map((c) => [c.className, c.occupancyPercentage])).toEqual([
      ["Salsa", 90],
      ["Bachata", 40],
      ["Ballet", 100],
    ]);
    expect(result.totalCapacity).toBe(75);
    expect(result.totalEnrolled).toBe(43);
    expect(result.averageOccupancy).toBe(57.3);
  });

  it("is empty without classes", () => {
    expect(buildClassDistribution([])).toEqual({
      classes: [],
      totalCapacity: 0,
      totalEnrolled: 0,
      averageOccupancy: 0,
    });
  });
});
