import type { StudentOutstandingResponse, StudentUnpaidMonthsResponse } from "@nova/domain";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { paymentKeys } from "@/entities/payment";
import { apiQuery } from "@/lib/api-query";
import { getOutstanding } from "./get-outstanding";

/** GET /api/students/{id}/outstanding-payments: every owed month of the last 12, oldest first. */
const owedMonthsQuery = apiQuery<StudentUnpaidMonthsResponse, [studentId: number]>({
  key: paymentKeys.owed,
  url: (studentId) => `/api/students/${studentId}/outstanding-payments`,
  meta: { silent: true },
  staleTime: 0,
});

export function useOwedMonths(studentId: number | null) {
  return useQuery({ ...owedMonthsQuery(studentId ?? 0), enabled: studentId !== null });
}

/** One month of a student (a month in advance), priced as of `asOf`. */
export function monthQueryOptions(studentId: number, month: string, asOf: string) {
  return queryOptions({
    queryKey: paymentKeys.month(studentId, month, asOf),
    queryFn: ({ signal }): Promise<StudentOutstandingResponse> =>
      getOutstanding(studentId, month, asOf, signal),
    meta: { silent: true },
    staleTime: 0,
  });
}

/**
 * Single months priced as of `asOf`, one query each: the months in advance a form offers (at
 * most 12), and the owed months again when the payment is dated another day than today (the
 * surcharge depends on the day the money arrived).
 */
export function useMonths(
  studentId: number | null,
  months: readonly string[],
  asOf: string,
  enabled = true,
) {
  return useQueries({
    queries: months.map((month) => ({
      ...monthQueryOptions(studentId ?? 0, month, asOf),
      enabled: enabled && studentId !== null,
    })),
  });
}
