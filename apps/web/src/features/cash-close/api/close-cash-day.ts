import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { CashDay } from "./get-cash-day";
import { cashCloseKeys } from "./keys";

/** POST /api/cash-close/{date}: closes the day with the cash counted in the drawer. */
export function closeCashDay(date: string, countedCash: number): Promise<CashDay> {
  return api.post<CashDay>(`/api/cash-close/${date}`, { countedCash });
}

/** POST /api/cash-close/{date}/reopen (admins, with a reason). */
export function reopenCashDay(date: string, reason: string): Promise<CashDay> {
  return api.post<CashDay>(`/api/cash-close/${date}/reopen`, { reason });
}

function useCashDayMutation<V>(
  date: string,
  mutationFn: (variables: V) => Promise<CashDay>,
  successMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage },
    onSuccess: async (day) => {
      queryClient.setQueryData(cashCloseKeys.day(date), day);
      await queryClient.invalidateQueries({ queryKey: cashCloseKeys.list() });
    },
  });
}

export function useCloseCashDay(date: string) {
  return useCashDayMutation(
    date,
    (countedCash: number) => closeCashDay(date, countedCash),
    "Caja cerrada",
  );
}

export function useReopenCashDay(date: string) {
  return useCashDayMutation(
    date,
    (reason: string) => reopenCashDay(date, reason),
    "Caja reabierta",
  );
}
