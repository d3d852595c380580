import type { EnrollmentResponse, StudentResponse } from "@nova/domain";

/** A student as the API sends it (docs/product/data.md#student). */
export type Student = StudentResponse;

/** One enrollment of a student in a class, open or ended. */
export type Enrollment = EnrollmentResponse;

/**
 * A trial request about to become a student (from 'Solicitudes' or a class's waitlist): what
 * the enrolling dialog needs of it.
 */
export interface TrialToEnroll {
  id: number;
  name: string;
  classId: number;
  className: string;
  /** The trial's day (the start date's default when already past), or null. */
  sessionDate: string | null;
  minor: boolean;
  guardianName: string | null;
}
