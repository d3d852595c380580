import { isValidDate } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import type { StudentOutstanding } from "../payment";
import { paymentKeys } from "./keys";

/**
 * GET /api/students/{id}/outstanding-payments/{month}?paymentDate=: the classes owed for the
 * month, priced (surcharge included) as the server will price a payment made on that date.
 * A 404 means nothing is owed (SPEC §7).
 */
export async function getOutstanding(
  studentId: number,
  month: string,
  paymentDate: string,
  signal?: AbortSignal,
): Promise<StudentOutstanding> {
  try {
    return await api.get<StudentOutstanding>(
      `/api/students/${studentId}/outstanding-payments/${month}`,
      { query: { paymentDate }, signal },
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.errorType !== "STUDENT_NOT_FOUND") {
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

export function outstandingQueryOptions(studentId: number, paymentDate: string) {
  const month = paymentDate.slice(0, 7);
  return queryOptions({
    queryKey: paymentKeys.outstanding(studentId, month, paymentDate),
    queryFn: ({ signal }) => getOutstanding(studentId, month, paymentDate, signal),
    // The form shows 'Error al cargar los pagos pendientes' in place.
    meta: { silent: true },
    staleTime: 0,
  });
}

export function useOutstanding(studentId: number | null, paymentDate: string) {
  return useQuery({
    ...outstandingQueryOptions(studentId ?? 0, paymentDate),
    enabled: studentId !== null && isValidDate(paymentDate),
  });
}
