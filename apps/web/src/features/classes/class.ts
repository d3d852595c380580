import type { ClassPaymentStatusResponse, ClassResponse, ClassStudentResponse } from "@nova/domain";

/** A class as the API sends it (docs/product/data.md#class). */
export type DanceClass = ClassResponse;

/** A student enrolled in a class, with the enrollment. */
export type ClassStudent = ClassStudentResponse;

/** Each enrolled student's payment state for one month. */
export type ClassPaymentStatus = ClassPaymentStatusResponse;
