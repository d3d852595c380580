import type { EnrollmentResponse, StudentResponse } from "@nova/domain";

/** A student as the API sends it (docs/product/data.md#student). */
export type Student = StudentResponse;

/** One enrollment of a student in a class, open or ended. */
export type Enrollment = EnrollmentResponse;
