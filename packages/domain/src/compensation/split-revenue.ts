import { splitEvenlyFirstTakesRemainder } from "../money/split";
import { compensationRatePercent, payAtPercent } from "./rates";

/**
 * A teacher as compensation sees her: her rate for the month in whole percent, or, without
 * one, the default of her role (owner 100 %, instructor 50 %).
 */
export type CompensatedTeacher = {
  id: number;
  isStudioOwner: boolean;
  compensationPercent?: number;
};

/** A teacher's part of one class's revenue and what she is paid for it. */
export type RevenueShare = {
  teacherId: number;
  base: number;
  /** Her rate as a fraction (0.5 for 50 %). */
  rate: number;
  compensation: number;
};

/** A teacher's rate for the month in whole percent: hers when set, else her role's default. */
export function teacherPercent(teacher: CompensatedTeacher): number {
  return teacher.compensationPercent ?? compensationRatePercent(teacher.isStudioOwner);
}

/**
 * Splits a class's monthly revenue R among its k teachers: each base is R/k in whole pesos and
 * the leftover pesos go to the teacher with the lowest id (a fixed, explainable rule: sorting
 * by id makes the result independent of the order rows come from the database). Each teacher
 * is paid base × her rate of that month, rounded half-up. With no teachers the list is empty:
 * the studio keeps the whole revenue.
 */
export function splitClassRevenue(
  revenue: number,
  teachers: readonly CompensatedTeacher[],
): RevenueShare[] {
  const sorted = [...teachers].sort((a, b) => a.id - b.id);
  const bases = splitEvenlyFirstTakesRemainder(revenue, sorted.length);
  return sorted.map((teacher, i) => {
    const base = bases[i] ?? 0;
    const percent = teacherPercent(teacher);
    return {
      teacherId: teacher.id,
      base,
      rate: percent / 100,
      compensation: payAtPercent(base, percent),
    };
  });
}
