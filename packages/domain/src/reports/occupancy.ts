import { CLASS_DISTRIBUTION_LIMIT, HIGH_OCCUPANCY_THRESHOLD } from "../enums/constants";
import { compareEs } from "../shared/compare-es";
import { ratioPercent } from "./ratios";

/** Enrolled students as a percentage of capacity, one decimal; 0 when the class has no capacity. */
export function occupancyPercent(enrolled: number, maxStudents: number): number {
  if (maxStudents <= 0) return 0;
  return ratioPercent(enrolled, maxStudents);
}

/** Whether an occupancy gets the green badge: strictly above 80 %. */
export function isHighOccupancy(percent: number): boolean {
  return percent > HIGH_OCCUPANCY_THRESHOLD;
}

/** A bar of the class distribution chart. */
export type ClassOccupancy = {
  className: string;
  studentCount: number;
  maxStudents: number;
  occupancyPercentage: number;
};

/**
 * The dashboard's class distribution: the `limit` classes with most students (ties by name),
 * and the totals over all classes; averageOccupancy = all enrolled / all capacity.
 */
export function buildClassDistribution(
  classes: readonly { className: string; studentCount: number; maxStudents: number }[],
  limit: number = CLASS_DISTRIBUTION_LIMIT,
): {
  classes: ClassOccupancy[];
  totalCapacity: number;
  totalEnrolled: number;
  averageOccupancy: number;
} {
  const totalCapacity = classes.reduce((sum, c) => sum + c.maxStudents, 0);
  const totalEnrolled = classes.reduce((sum, c) => sum + c.studentCount, 0);
  const top = [...classes]
    .sort((a, b) => b.studentCount - a.studentCount || compareEs(a.className, b.className))
    .slice(0, limit)
    .map((c) => ({
      className: c.className,
      studentCount: c.studentCount,
      maxStudents: c.maxStudents,
      occupancyPercentage: occupancyPercent(c.studentCount, c.maxStudents),
    }));
  return {
    classes: top,
    totalCapacity,
    totalEnrolled,
    averageOccupancy: occupancyPercent(totalEnrolled, totalCapacity),
  };
}
