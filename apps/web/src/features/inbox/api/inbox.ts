import type {
  CorrectionRequest,
  OnlineOrder,
  PaymentLine,
  ReceiptResponse,
  TransferNotice,
} from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { queryRoots } from "@/lib/query-keys";
import { inboxKeys } from "./keys";

/** GET /api/transfer-notices: the transfers families announced, pending first. */
export const useTransferNotices = apiRead<TransferNotice[]>({
  key: inboxKeys.transfers,
  url: "/api/transfer-notices",
  meta: { errorMessage: "Error al cargar los avisos de transferencia" },
});

/** GET /api/correction-requests: what families asked to correct, open first. */
export const useCorrectionRequests = apiRead<CorrectionRequest[]>({
  key: inboxKeys.corrections,
  url: "/api/correction-requests",
  meta: { errorMessage: "Error al cargar las solicitudes de corrección" },
});

/** The online payments since `from` whose credit (months paid meanwhile at the desk) is open. */
export function useOpenCredits(from: string) {
  return useQuery({
    queryKey: inboxKeys.credits(from),
    queryFn: ({ signal }) =>
      api.get<{ orders: OnlineOrder[] }>(`/api/online-payments?from=${from}`, { signal }),
    select: (report) => report.orders.filter((o) => o.creditAmount > 0 && !o.creditResolvedAt),
    meta: { errorMessage: "Error al cargar los pagos en línea" },
  });
}

/** A write of the inbox: the inbox, the dashboard's alerts and, for a receipt, the money views. */
function useInboxMutation<V, R>(send: (v: V) => Promise<R>, successMessage: string) {
  return useApiWrite({
    send,
    successMessage,
    stale: [
      queryRoots.inbox,
      queryRoots.dashboard,
      queryRoots.families,
      queryRoots.payments,
      queryRoots.cashClose,
      queryRoots.reports,
    ],
  });
}

export function useConfirmTransfer() {
  return useInboxMutation(
    ({ id, lines }: { id: number; lines: PaymentLine[] }) =>
      api.post<ReceiptResponse>(`/api/transfer-notices/${id}/confirm`, { lines }),
    "Transferencia registrada",
  );
}

export function useRejectTransfer() {
  return useInboxMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      api.post<void>(`/api/transfer-notices/${id}/reject`, { reason }),
    "Aviso rechazado",
  );
}

export function useHandleCorrection() {
  return useInboxMutation(
    ({ id, note }: { id: number; note: string }) =>
      api.post<CorrectionRequest>(`/api/correction-requests/${id}/handled`, { note }),
    "Solicitud marcada como atendida",
  );
}

export function useResolveCredit() {
  return useInboxMutation(
    ({ id, note }: { id: number; note: string }) =>
      api.post<OnlineOrder>(`/api/online-payments/${id}/resolve-credit`, { note }),
    "Saldo a favor resuelto",
  );
}
