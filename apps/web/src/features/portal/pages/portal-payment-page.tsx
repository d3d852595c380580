import { formatCLP, ONLINE_ORDER_STATUS_LABELS } from "@nova/domain";
import { Link, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { usePortalPayment } from "../api/get-payment";
import { PortalShell } from "../components/portal-shell";
import { ReceiptView } from "./portal-receipt-page";

/** `/portal/pago/{id}`: where Flow sends the family back: 'Pago recibido' with the receipt. */
export function PortalPaymentPage() {
  const id = Number(useParams().id);
  const { query: order, stoppedAsking } = usePortalPayment(id);
  return (
    <PortalShell title="Tu pago">
      <Link to="/portal" className="text-sm text-primary underline">
        Volver al portal
      </Link>
      {order.isPending ? (
        <Spinner label="Consultando tu pago…" />
      ) : order.isError ? (
        <p role="alert">{getErrorMessage(order.error)}</p>
      ) : order.data.status === "paid" ? (
        <>
          <h1 className="mt-3 text-2xl font-bold">Pago recibido</h1>
          <p>
            Pagaste {formatCLP(order.data.amount)} con Flow (orden {order.data.gatewayOrder}).
          </p>
          {order.data.creditAmount > 0 && (
            <p className="mt-2 text-sm">
              Parte de este pago ({formatCLP(order.data.creditAmount)}) corresponde a meses que ya
              estaban pagados: el estudio te contactará para resolverlo.
            </p>
          )}
          {order.data.receiptId && <ReceiptView id={order.data.receiptId} />}
        </>
      ) : order.data.status === "created" ? (
        <>
          <h1 className="mt-3 text-2xl font-bold">Esperando la confirmación de Flow</h1>
          {/* A payment Flow confirms after the day's cash close is recorded the next day. */}
          <p className="mt-2 text-sm">
            Si ya pagaste, no pagues de nuevo: el pago queda registrado en cuanto Flow lo confirme
            (a más tardar al día siguiente) y verás aquí tu comprobante.
          </p>
          {stoppedAsking && !order.isFetching ? (
            <p className="mt-2 text-sm">
              Flow aún no nos confirma este pago. Vuelve a abrir esta página más tarde, o escríbenos
              si el cargo ya aparece en tu banco.
            </p>
          ) : (
            <Spinner label="Consultando…" />
          )}
        </>
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-bold">
            Pago {ONLINE_ORDER_STATUS_LABELS[order.data.status].toLowerCase()}
          </h1>
          <p>No se hizo ningún cargo. Puedes intentarlo de nuevo desde el portal.</p>
        </>
      )}
    </PortalShell>
  );
}
