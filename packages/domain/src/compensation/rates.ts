import { INSTRUCTOR_RATE, OWNER_RATE } from "../enums/constants";

/** Share of her part of a class's revenue a teacher is paid: 1 for the studio owner, 0.5 otherwise. */
export function compensationRate(isStudioOwner: boolean): number {
  return isStudioOwner ? OWNER_RATE : INSTRUCTOR_RATE;
}

/** The rate as a whole percentage for display: 100 or 50. */
export function compensationRatePercent(isStudioOwner: boolean): number {
  return Math.round(compensationRate(isStudioOwner) * 100);
}
