import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiQuery } from "@/lib/api-query";
import type { ClassPaymentStatus } from "../class";
import { classKeys } from "./keys";

/** GET /api/reports/class/{classId}/{month}/students-payment-status. */
const classPaymentStatusQuery = apiQuery<ClassPaymentStatus, [classId: number, month: string]>({
  key: classKeys.paymentStatus,
  url: (classId, month) => `/api/reports/class/${classId}/${month}/students-payment-status`,
  meta: { errorMessage: "Error al cargar estados de pago" },
});

/** The enrolled students' state for `month`; the previous month stays shown while it loads. */
export function useClassPaymentStatus(classId: number, month: string) {
  return useQuery({
    ...classPaymentStatusQuery(classId, month),
    enabled: month !== "",
    placeholderData: keepPreviousData,
  });
}
