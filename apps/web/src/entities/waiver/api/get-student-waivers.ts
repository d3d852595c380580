import type { FeeWaiverResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import { waiverKeys } from "./keys";

/** A late fee an admin waived for a student's month, and why. */
export type FeeWaiver = FeeWaiverResponse;

/** GET /api/students/{id}/fee-waivers: newest month first. */
const studentWaiversQuery = apiQuery<FeeWaiver[], [studentId: number]>({
  key: waiverKeys.student,
  url: (studentId) => `/api/students/${studentId}/fee-waivers`,
  // What reads it (a note on a receipt, the waive buttons) works without it.
  meta: { silent: true },
});

export function useStudentWaivers(studentId: number | null) {
  return useQuery({ ...studentWaiversQuery(studentId ?? 0), enabled: studentId !== null });
}

/** The month's waiver, if its late fee was waived. */
export function waiverOf(waivers: readonly FeeWaiver[] | undefined, month: string) {
  return waivers?.find((w) => w.month === month);
}
