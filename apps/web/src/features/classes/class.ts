import type {
  ClassPaymentStatusResponse,
  ClassResponse,
  ClassStudentResponse,
  ScheduleResponse,
} from "@nova/domain";

/** A class as the API sends it (docs/product/data.md#class). */
export type DanceClass = ClassResponse;

/** One weekly slot of a class. */
export type ClassSchedule = ScheduleResponse;

/** A student enrolled in a class, with the enrollment. */
export type ClassStudent = ClassStudentResponse;

/** Each enrolled student's payment state for one month. */
export type ClassPaymentStatus = ClassPaymentStatusResponse;
