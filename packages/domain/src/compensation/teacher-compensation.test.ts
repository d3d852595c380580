import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classPayment, teacherAssignment } from "../../test/arbitraries";
import { computeTeacherCompensation, totalCompensation } from "./teacher-compensation";

const teachers = [
  { id: 1, name: "Olga Owner", isStudioOwner: true },
  { id: 2, name: "Irene Instructora", isStudioOwner: false },
  { id: 3, name: "Sin Clases", isStudioOwner: false },
];
const classes = [
  { id: 10, name: "Salsa", isShared: true },
  { id: 11, name: "Ballet" },
  { id: 12, name: "Jazz sin profesora" },
];
const assignments = [
  { classId: 10, teacherId: 2 },
  { classId: 10, teacherId: 1 },
  { classId: 11, teacherId: 2 },
  { classId: 12, teacherId: 99 },
];
const payments = [
  { classId: 10, studentId: 100, studentName: "Zoe", amount: 30_001 },
  { classId: 10, studentId: 101, studentName: "Ana", amount: 30_000 },
  { classId: 11, studentId: 100, studentName: "Zoe", amount: 25_000 },
  { classId: 12, studentId: 102, studentName: "Eva", amount: 20_000 },
];

describe("computeTeacherCompensation", () => {
  const reports = computeTeacherCompensation({ teachers, classes, assignments, payments });

  it("pays the owner her share of a shared class in full, remainder included", () => {
    const owner = reports.find((r) => r.teacherId === 1);
    expect(owner).toEqual({
      teacherId: 1,
      teacherName: "Olga Owner",
      isStudioOwner: true,
      compensationRate: 1,
      totalCompensation: 30_001,
      revenueGenerated: 30_001,
      studentsPaid: 2,
      classReports: [
        {
          classId: 10,
          className: "Salsa",
          totalRevenue: 60_001,
          revenueShare: 30_001,
          teacherCompensation: 30_001,
          studentsWhoPayment: [
            { id: 101, name: "Ana", amount: 30_000 },
            { id: 100, name: "Zoe", amount: 30_001 },
          ],
        },
      ],
    });
  });

  it("pays an instructor half of her shares, classes by name", () => {
    const instructor = reports.find((r) => r.teacherId === 2);
    expect(
      instructor?.classReports.map((c) => [c.className, c.revenueShare, c.teacherCompensation]),
    ).toEqual([
      ["Ballet", 25_000, 12_500],
      ["Salsa", 30_000, 15_000],
    ]);
    expect(instructor?.totalCompensation).toBe(27_500);
    expect(instructor?.studentsPaid).toBe(2);
  });

  it("lists teachers without classes with 0", () => {
    expect(reports.find((r) => r.teacherId === 3)).toMatchObject({
      totalCompensation: 0,
      revenueGenerated: 0,
      classReports: [],
    });
  });

  it("keeps revenue of classes without (known) teachers for the studio", () => {
    expect(totalCompensation(reports)).toBe(57_501);
  });

  it("counts a teacher assigned twice once", () => {
    const twice = computeTeacherCompensation({
      teachers,
      classes: [{ id: 11, name: "Ballet" }],
      assignments: [
        { classId: 11, teacherId: 2 },
        { classId: 11, teacherId: 2 },
      ],
      payments,
    });
    expect(twice.find((r) => r.teacherId === 2)?.totalCompensation).toBe(12_500);
  });

  it("never pays out more than the revenue of the month", () => {
    fc.assert(
      fc.property(
        fc.array(classPayment([10, 12])),
        fc.array(teacherAssignment([10, 12], 3)),
        (rows, assigned) => {
          const monthPayments = rows.map((r, i) => ({ ...r, studentId: i, studentName: `E${i}` }));
          const result = computeTeacherCompensation({
            teachers,
            classes,
            assignments: assigned,
            payments: monthPayments,
          });
          const revenue = monthPayments.reduce((sum, p) => sum + p.amount, 0);
          expect(totalCompensation(result)).toBeLessThanOrEqual(revenue);
        },
      ),
    );
  });
});
