import fc from "fast-check";
import { ENROLLMENT_FEE_PAYERS } from "../src/billing/season";

/**
 * Days between `min` and `max` (YYYY-MM-DD, both included) as the domain writes them: the
 * property tests draw their dates from here, each over the range its rule cares about.
 */
export function isoDates(min: string, max: string) {
  return fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
}

/** Months from January of `minYear` to December of `maxYear` (YYYY-MM), as the domain writes them. */
export function yearMonths(minYear: number, maxYear: number) {
  return fc
    .tuple(fc.integer({ min: minYear, max: maxYear }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, "0")}`);
}

/**
 * The enrollments the enrollment fee is reckoned over: a student (ids 1 to `students`), the
 * guardian who pays for her, if any (ids 1 and 2, so families share), and the day she enrolled.
 */
export function feeEnrollments(students: number, dates: readonly [string, ...string[]]) {
  return fc.array(
    fc.record({
      studentId: fc.integer({ min: 1, max: students }),
      payerGuardianId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
      date: fc.constantFrom(...dates),
    }),
  );
}

/** Whom the enrollment fee is charged to: each student, or each family. */
export const feePer = fc.constantFrom(...ENROLLMENT_FEE_PAYERS);

/** A payment of the month for a class with an id in `[minClass, maxClass]`, of 1 to `max` pesos. */
export function classPayment([minClass, maxClass]: [number, number], max = 200_000) {
  return fc.record({
    classId: fc.integer({ min: minClass, max: maxClass }),
    amount: fc.integer({ min: 1, max }),
  });
}

/** A teacher (ids 1 to `teachers`) assigned to a class with an id in `[minClass, maxClass]`. */
export function teacherAssignment([minClass, maxClass]: [number, number], teachers: number) {
  return fc.record({
    classId: fc.integer({ min: minClass, max: maxClass }),
    teacherId: fc.integer({ min: 1, max: teachers }),
  });
}
