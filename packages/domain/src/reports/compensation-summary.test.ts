import { describe, expect, it } from "vitest";
import { computeTeacherCompensation } from "../compensation/teacher-compensation";
import {
  averagePerStudent,
  summarizeCompensation,
  teacherEfficiency,
} from "./compensation-summary";

const reports = computeTeacherCompensation({
  teachers: [
    { id: 1, name: "Olga", isStudioOwner: true },
    { id: 2, name: "Irene", isStudioOwner: false },
    { id: 3, name: "Nadie", isStudioOwner: false },
  ],
  classes: [
    { id: 10, name: "Salsa" },
    { id: 11, name: "Ballet" },
  ],
  assignments: [
    { classId: 10, teacherId: 1 },
    { classId: 11, teacherId: 2 },
  ],
  payments: [
    { classId: 10, studentId: 1, studentName: "A", amount: 30_000 },
    { classId: 10, studentId: 2, studentName: "B", amount: 30_000 },
    { classId: 11, studentId: 1, studentName: "A", amount: 25_001 },
  ],
});

describe("compensation summary", () => {
  it("computes per-teacher averages and efficiency", () => {
    const [olga, irene, nadie] = reports;
    if (!olga || !irene || !nadie) throw new Error("missing reports");
    expect(averagePerStudent(olga)).toBe(30_000);
    expect(averagePerStudent(irene)).toBe(12_501);
    expect(averagePerStudent(nadie)).toBe(0);
    expect(teacherEfficiency(olga)).toBe(100);
    expect(teacherEfficiency(irene)).toBe(50);
    expect(teacherEfficiency(nadie)).toBe(0);
  });

  it("summarises the month", () => {
    expect(summarizeCompensation(reports)).toEqual({
      totalCompensation: 72_501,
      totalClasses: 2,
      totalStudents: 2,
      averagePerClass: 36_251,
      averagePerTeacher: 24_167,
      averageCompensationRatio: 85.3,
      mostProductiveTeacher: { teacherId: 1, teacherName: "Olga", revenueGenerated: 60_000 },
    });
  });

  it("summarises an empty month", () => {
    expect(summarizeCompensation([])).toEqual({
      totalCompensation: 0,
      totalClasses: 0,
      totalStudents: 0,
      averagePerClass: 0,
      averagePerTeacher: 0,
      averageCompensationRatio: 0,
      mostProductiveTeacher: null,
    });
  });
});
