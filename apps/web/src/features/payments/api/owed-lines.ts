import type { StudentOutstandingResponse, StudentUnpaidMonthsResponse } from "@nova/domain";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getOutstanding } from "./get-outstanding";
import { paymentKeys } from "./keys";

/** GET /api/students/{id}/outstanding-payments: every owed month of the last 12, oldest first. */
export function owedMonthsQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: paymentKeys.owed(studentId),
    queryFn: ({ signal }) =>
      api.get<StudentUnpaidMonthsResponse>(`/api/students/${studentId}/outstanding-payments`, {
        signal,
      }),
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useOwedMonths(studentId: number | null) {
  return useQuery({ ...owedMonthsQueryOptions(studentId ?? 0), enabled: studentId !== null });
}

/** One month of a student (a month in advance), priced as of `asOf`. */
export function monthQueryOptions(studentId: number, month: string, asOf: string) {
  return queryOptions({
    queryKey: paymentKeys.month(studentId, month),
    queryFn: ({ signal }): Promise<StudentOutstandingResponse> =>
      getOutstanding(studentId, month, asOf, signal),
    meta: { silent: true },
    staleTime: 0,
  });
}

/** The months in advance a form offers, one query each (at most 12). */
export function useAdvanceMonths(studentId: number | null, months: string[], asOf: string) {
  return useQueries({
    queries: months.map((month) => ({
      ...monthQueryOptions(studentId ?? 0, month, asOf),
      enabled: studentId !== null,
    })),
  });
}
