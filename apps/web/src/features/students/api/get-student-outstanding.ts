import type { OutstandingItemResponse, StudentOutstandingResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { studentKeys } from "./student-keys";

/** One class the student has not paid for the month. */
export type OutstandingItem = OutstandingItemResponse;

/** What the student owes for one month (SPEC §3). */
export type StudentOutstanding = StudentOutstandingResponse;

/** GET /api/students/{id}/outstanding-payments/{month}; a 404 means nothing is owed (SPEC §7). */
export async function getStudentOutstanding(
  id: number,
  month: string,
  signal?: AbortSignal,
): Promise<StudentOutstanding> {
  try {
    return await api.get<StudentOutstanding>(`/api/students/${id}/outstanding-payments/${month}`, {
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return {
        month,
        hasOutstandingPayments: false,
        outstandingPayments: [],
        totalOutstandingAmount: 0,
      };
    }
    throw error;
  }
}

export function studentOutstandingQueryOptions(id: number, month: string) {
  return queryOptions({
    queryKey: studentKeys.outstanding(id, month),
    queryFn: ({ signal }) => getStudentOutstanding(id, month, signal),
    meta: { silent: true },
  });
}

export function useStudentOutstanding(id: number, month: string) {
  return useQuery(studentOutstandingQueryOptions(id, month));
}
