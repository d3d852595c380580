import { formatCLP, formatDateEs, formatMonthEs, paymentMethodLabel } from "@nova/domain";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { usePortalReceipt } from "../api/get-receipt";
import { PortalShell } from "../components/portal-shell";

/** One of the family's receipts, printable. */
export function ReceiptView({ id }: { id: number }) {
  const receipt = usePortalReceipt(id);
  if (receipt.isPending) return <Spinner label="Cargando comprobante…" />;
  if (receipt.isError) return <p role="alert">{getErrorMessage(receipt.error)}</p>;
  const r = receipt.data;
  return (
    <article
      aria-label={`Comprobante N° ${r.number}`}
      className="mt-4 rounded-lg border border-border bg-card p-4"
    >
      <h2 className="text-lg font-semibold">Comprobante N° {r.number}</h2>
      <p className="text-sm">
        {formatDateEs(r.paymentDate)} · {paymentMethodLabel(r.paymentMethod)}
      </p>
      <ul className="mt-2 divide-y divide-border">
        {r.lines.map((l) => (
          <li key={l.paymentId} className="flex justify-between py-1 text-sm">
            <span>
              {l.studentName} · {l.className} · {formatMonthEs(l.paymentMonth)}
              {l.voidedAt ? " (anulado)" : ""}
            </span>
            <span>{formatCLP(l.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>Total</span>
        <span>{formatCLP(r.liveTotal)}</span>
      </p>
      {r.notes && <p className="mt-1 text-xs text-muted-foreground">{r.notes}</p>}
      <p className="mt-2 text-xs text-muted-foreground">{r.disclaimer}</p>
      <Button className="mt-3 print:hidden" variant="secondary" onClick={() => window.print()}>
        Imprimir
      </Button>
    </article>
  );
}

/** `/portal/comprobantes/{id}`. */
export function PortalReceiptPage() {
  const id = Number(useParams().id);
  return (
    <PortalShell title="Comprobante">
      <Link to="/portal" className="text-sm text-primary underline print:hidden">
        Volver al portal
      </Link>
      <ReceiptView id={id} />
    </PortalShell>
  );
}
