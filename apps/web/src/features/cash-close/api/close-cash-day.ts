import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { CashDay } from "./get-cash-day";
import { cashCloseKeys } from "./keys";

/** What closing a day sends: the cash counted, the opening float and the note (if any). */
export type CloseCashDayInput = {
  countedCash: number;
  openingFloat?: number;
  notes?: string | null;
};

/** POST /api/cash-close/{date}: closes the day with its float and the cash counted. */
export function closeCashDay(date: string, input: CloseCashDayInput): Promise<CashDay> {
  return api.post<CashDay>(`/api/cash-close/${date}`, input);
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
    (input: CloseCashDayInput) => closeCashDay(date, input),
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
