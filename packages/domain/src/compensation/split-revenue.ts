import { roundCLP } from "../money/rounding";
import { splitEvenlyFirstTakesRemainder } from "../money/split";
import { compensationRate } from "./rates";

/** A teacher as compensation sees her. */
export type CompensatedTeacher = { id: number; isStudioOwner: boolean };

/** A teacher's part of one class's revenue and what she is paid for it. */
export type RevenueShare = { teacherId: number; base: number; rate: number; compensation: number };

/**
 * Splits a class's monthly revenue R among its k teachers: each base is R/k in whole pesos and
 * the leftover pesos go to the teacher with the lowest id (a fixed, explainable rule: sorting
 * by id makes the result independent of the order rows come from the database). Each teacher
 * is paid base × rate, rounded half-up; owners 100 %, instructors 50 %. With no teachers the
 * list is empty: the studio keeps the whole revenue.
 */
export function splitClassRevenue(
  revenue: number,
  teachers: readonly CompensatedTeacher[],
): RevenueShare[] {
  const sorted = [...teachers].sort((a, b) => a.id - b.id);
  const bases = splitEvenlyFirstTakesRemainder(revenue, sorted.length);
  return sorted.map((teacher, i) => {
    const base = bases[i] ?? 0;
    const rate = compensationRate(teacher.isStudioOwner);
    return { teacherId: teacher.id, base, rate, compensation: roundCLP(base * rate) };
  });
}
