import {
  formatCLP,
  formatInstantEs,
  ONLINE_ORDER_STATUS_LABELS,
  type OnlineOrder,
} from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TitledPageHeader } from "@/components/ui/page-header";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { queryRoots } from "@/lib/query-keys";
import { useSettings } from "@/lib/settings";

interface Report {
  orders: OnlineOrder[];
  days: { date: string; paidCount: number; paidTotal: number }[];
  openCredits: number;
}

const reportKey = [...queryRoots.payments, "online"] as const;

const useOnlinePayments = apiRead<Report>({ key: () => reportKey, url: "/api/online-payments" });

/** `/payments/online`: Flow orders of the month, each linked to its receipt; totals per day. */
export function OnlinePaymentsPage() {
  const query = useOnlinePayments();
  const queryClient = useQueryClient();
  const timeZone = useSettings().data?.system.timeZone ?? "America/Santiago";
  const check = useMutation({
    mutationFn: (id: number) => api.post<OnlineOrder>(`/api/online-payments/${id}/check`),
    meta: { errorMessage: "No se pudo consultar a Flow" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKey }),
  });
  return (
    <div>
      <TitledPageHeader
        title="Pagos en línea"
        description="Órdenes de Flow del mes: pagadas, rechazadas, vencidas y pendientes, con su comprobante."
      />
      {query.isPending ? (
        <LoadingState label="Cargando pagos en línea" />
      ) : query.isError ? (
        <QueryErrorState title="Error al cargar los pagos en línea" query={query} />
      ) : (
        <div className="grid gap-4">
          {query.data.openCredits > 0 && (
            <p role="alert" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
              {query.data.openCredits === 1
                ? "1 pago en línea tiene saldo a favor por meses ya pagados en caja: resuélvalo con la familia."
                : `${query.data.openCredits} pagos en línea tienen saldo a favor por meses ya pagados en caja: resuélvalos con las familias.`}
            </p>
          )}
          <Card className="p-4">
            <h2 className="mb-2 font-semibold">
              Pagado por día (para cuadrar con la liquidación de Flow)
            </h2>
            <ul className="text-sm">
              {query.data.days.map((d) => (
                <li key={d.date}>
                  {d.date}: {d.paidCount} · {formatCLP(d.paidTotal)}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th className="p-2">Creada</th>
                  <th className="p-2">Familia</th>
                  <th className="p-2">Monto</th>
                  <th className="p-2">Estado</th>
                  <th className="p-2">Comprobante</th>
                  <th className="p-2" />
                </tr>
              </thead>
              <tbody>
                {query.data.orders.map((o) => (
                  <tr key={o.id} className="border-t border-line">
                    <td className="p-2">{formatInstantEs(o.createdAt, timeZone)}</td>
                    <td className="p-2">{o.guardianName}</td>
                    <td className="p-2">{formatCLP(o.amount)}</td>
                    <td className="p-2">
                      <Badge>
                        {o.stale ? "Pendiente más de un día" : ONLINE_ORDER_STATUS_LABELS[o.status]}
                      </Badge>
                      {o.creditAmount > 0 && !o.creditResolvedAt && (
                        <span className="ml-1">Saldo a favor {formatCLP(o.creditAmount)}</span>
                      )}
                    </td>
                    <td className="p-2">
                      {o.receiptId ? (
                        <Link to={`/receipts/${o.receiptId}`}>N° {o.receiptNumber}</Link>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="p-2">
                      {o.status === "created" && (
                        <Button
                          size="sm"
                          variant="secondary"
                          loading={check.isPending && check.variables === o.id}
                          onClick={() => check.mutate(o.id)}
                        >
                          Consultar estado
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </div>
      )}
    </div>
  );
}
