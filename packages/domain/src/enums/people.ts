import { codesOf, labelOf } from "../shared/codes-of";

/** Status of a student record. */
export const STUDENT_STATUS_LABELS = {
  active: "Activo",
  inactive: "Inactivo",
  suspended: "Suspendido",
};
export type StudentStatus = keyof typeof STUDENT_STATUS_LABELS;
export const STUDENT_STATUSES = codesOf(STUDENT_STATUS_LABELS);

/** Spanish label of a student status; unknown or missing values read as "Activo" like the detail screen. */
export function studentStatusLabel(status: string | null | undefined): string {
  return labelOf(STUDENT_STATUS_LABELS, status) ?? STUDENT_STATUS_LABELS.active;
}

/** Label of an enrollment: open enrollments are "Activa", ended ones "Inactiva". */
export function enrollmentStatusLabel(isActive: boolean): string {
  return isActive ? "Activa" : "Inactiva";
}

/** Badge of a teacher on her detail page. */
export function teacherRoleLabel(isStudioOwner: boolean): string {
  return isStudioOwner ? "Propietaria" : "Instructora";
}

/** Teacher filter options of the teacher list. */
export const TEACHER_FILTER_LABELS = {
  all: "Todas",
  owners: "Propietarias",
  instructors: "Instructoras",
};
export type TeacherFilter = keyof typeof TEACHER_FILTER_LABELS;
export const TEACHER_FILTERS = codesOf(TEACHER_FILTER_LABELS);

/** Roles of a console user that the users tab creates (they count against the user limit). */
export const USER_ROLES = ["admin", "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** How the console names a role: the owner administers, reception records, a teacher teaches. */
export const USER_ROLE_LABELS = {
  admin: "Administradora",
  staff: "Recepción",
  teacher: "Profesora",
};
export type AccountRole = keyof typeof USER_ROLE_LABELS;
/**
 * Every role an account may have: a teacher's account (issue 27) is created from her teacher
 * page, sees only her own classes, and does not use up the studio's user limit.
 */
export const ACCOUNT_ROLES = codesOf(USER_ROLE_LABELS);

/** How a guardian (apoderado/a) is related to a student. */
/**
 * How a payer is related to a student. "titular": the adult student pays for herself, through a
 * payer record of her own (created with her portal link, decision 0065).
 */
export const GUARDIAN_RELATIONSHIP_LABELS = {
  madre: "Madre",
  padre: "Padre",
  tutor: "Tutor/a",
  otro: "Otro",
  titular: "Titular (la misma persona)",
};
export type GuardianRelationship = keyof typeof GUARDIAN_RELATIONSHIP_LABELS;
export const GUARDIAN_RELATIONSHIPS = codesOf(GUARDIAN_RELATIONSHIP_LABELS);
