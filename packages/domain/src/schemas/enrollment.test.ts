import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { assignmentSchema, enrollmentSchema, unenrollmentSchema } from "./enrollment";

describe("enrollment and assignment bodies", () => {
  it("converts id strings to integers", () => {
    expect(enrollmentSchema.parse({ studentId: "12", classId: 3 })).toEqual({
      studentId: 12,
      classId: 3,
      notes: null,
    });
    expect(assignmentSchema.parse({ teacherId: " 4 ", classId: "5" })).toEqual({
      teacherId: 4,
      classId: 5,
    });
    expect(unenrollmentSchema.parse({ studentId: 1, classId: 2 })).toEqual({
      studentId: 1,
      classId: 2,
    });
  });

  it("takes an optional enrollment date and notes", () => {
    expect(
      enrollmentSchema.parse({
        studentId: 1,
        classId: 2,
        enrollmentDate: "2026-03-01",
        notes: " beca ",
      }),
    ).toEqual({ studentId: 1, classId: 2, enrollmentDate: "2026-03-01", notes: "beca" });
  });

  it("rejects ids that are not positive integers", () => {
    expect(errorsOf(enrollmentSchema, { studentId: 0, classId: "x" })).toEqual({
      studentId: "Debe seleccionar un estudiante",
      classId: "Debe seleccionar una clase",
    });
    expect(errorsOf(assignmentSchema, { teacherId: 1.5, classId: -1 })).toEqual({
      teacherId: "Debe seleccionar una profesora",
      classId: "Debe seleccionar una clase",
    });
    expect(errorsOf(enrollmentSchema, { studentId: "", classId: null }).studentId).toBe(
      "Debe seleccionar un estudiante",
    );
  });
});
