import { z } from "../zod";
import { dateField, idField, optionalText } from "./fields";

/** Body of POST /api/students/enroll. `enrollmentDate` defaults to today on the server. */
export const enrollmentSchema = z.object({
  studentId: idField("Debe seleccionar un estudiante"),
  classId: idField("Debe seleccionar una clase"),
  enrollmentDate: dateField("La fecha de inscripción es requerida").optional(),
  notes: optionalText(500),
});
export type EnrollmentInput = z.input<typeof enrollmentSchema>;
export type EnrollmentData = z.output<typeof enrollmentSchema>;

/** Body of DELETE /api/students/unenroll. */
export const unenrollmentSchema = z.object({
  studentId: idField("Debe seleccionar un estudiante"),
  classId: idField("Debe seleccionar una clase"),
});
export type UnenrollmentInput = z.input<typeof unenrollmentSchema>;
export type UnenrollmentData = z.output<typeof unenrollmentSchema>;

/** Body of POST /api/teachers/assign and DELETE /api/teachers/unassign. */
export const assignmentSchema = z.object({
  teacherId: idField("Debe seleccionar una profesora"),
  classId: idField("Debe seleccionar una clase"),
});
export type AssignmentInput = z.input<typeof assignmentSchema>;
export type AssignmentData = z.output<typeof assignmentSchema>;

/**
 * Body of POST /api/teachers/assign: `assignedFrom` is the first day she teaches the class
 * (default today on the server, never after today), so an assignment entered late covers the
 * months it really covered.
 */
export const teacherAssignmentSchema = assignmentSchema.extend({
  assignedFrom: dateField("La fecha de inicio de la asignación es requerida").optional(),
});
export type TeacherAssignmentInput = z.input<typeof teacherAssignmentSchema>;
export type TeacherAssignmentData = z.output<typeof teacherAssignmentSchema>;
