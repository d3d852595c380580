import type { PaymentResponse } from "@nova/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { studentKeys } from "@/entities/student";
import { api, type Page } from "@/lib/api-client";

/** A payment as the API sends it (docs/product/data.md#payment). */
export type StudentPayment = PaymentResponse;

/** How many of the latest payments the student screen lists. */
export const STUDENT_PAYMENT_HISTORY_SIZE = 10;

/** GET /api/payments?student={id}: the latest payments, newest first, and how many there are. */
export function getStudentPayments(
  id: number,
  signal?: AbortSignal,
): Promise<Page<StudentPayment>> {
  return api.getPage<StudentPayment>("/api/payments", {
    query: { student: id, page: 1, size: STUDENT_PAYMENT_HISTORY_SIZE },
    signal,
  });
}

export function studentPaymentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.payments(id),
    queryFn: ({ signal }) => getStudentPayments(id, signal),
    meta: { silent: true },
  });
}

export function useStudentPayments(id: number) {
  return useQuery(studentPaymentsQueryOptions(id));
}
