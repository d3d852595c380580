import type { OutstandingReportResponse } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/reports/outstanding-payments/{month}: who owes what, largest debt first. */
export function useOutstandingReport(month: string) {
  return useQuery({
    queryKey: ["reports", "outstanding", month],
    queryFn: ({ signal }) =>
      api.get<OutstandingReportResponse>(`/api/reports/outstanding-payments/${month}`, { signal }),
    meta: { errorMessage: "Error al cargar pagos pendientes", silent: true },
  });
}
