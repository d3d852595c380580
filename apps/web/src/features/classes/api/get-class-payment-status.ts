import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ClassPaymentStatus } from "../class";
import { classKeys } from "./keys";

/** GET /api/reports/class/{classId}/{month}/students-payment-status. */
export function getClassPaymentStatus(
  classId: number,
  month: string,
  signal?: AbortSignal,
): Promise<ClassPaymentStatus> {
  return api.get<ClassPaymentStatus>(
    `/api/reports/class/${classId}/${month}/students-payment-status`,
    { signal },
  );
}

export function classPaymentStatusQueryOptions(classId: number, month: string) {
  return queryOptions({
    queryKey: classKeys.paymentStatus(classId, month),
    queryFn: ({ signal }) => getClassPaymentStatus(classId, month, signal),
    meta: { errorMessage: "Error al cargar estados de pago" },
  });
}

/** The enrolled students' state for `month`; the previous month stays shown while it loads. */
export function useClassPaymentStatus(classId: number, month: string) {
  return useQuery({
    ...classPaymentStatusQueryOptions(classId, month),
    enabled: month !== "",
    placeholderData: keepPreviousData,
  });
}
