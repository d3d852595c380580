import { describe, expect, it } from "vitest";
import { compensationByTeacher } from "./compensation.ts";

describe("compensationByTeacher", () => {
  it("pays an owner 100 % and an instructor 50 % of her share of each class", () => {
    const totals = compensationByTeacher(
      new Map([
        [10, 60_000],
        [20, 50_001],
      ]),
      [
        { classId: 10, teacherId: 1, isStudioOwner: true },
        { classId: 20, teacherId: 2, isStudioOwner: false },
        { classId: 20, teacherId: 1, isStudioOwner: true },
      ],
    );
    // Class 20 splits 50 001 in two; the odd peso goes to the lowest id (teacher 1).
    expect(totals.get(1)).toEqual({ revenue: 60_000 + 25_001, compensation: 85_001 });
    expect(totals.get(2)).toEqual({ revenue: 25_000, compensation: 12_500 });
  });

  it("leaves out classes without teachers and teachers without revenue", () => {
    const totals = compensationByTeacher(new Map([[30, 40_000]]), [
      { classId: 31, teacherId: 5, isStudioOwner: false },
    ]);
    expect(totals.size).toBe(0);
  });
});
