import { formatCLP, formatReceiptNumber } from "@nova/domain";
import { Badge } from "@/components/ui/badge";
import { DetailHeader } from "@/components/ui/detail-header";
import { RecordPage } from "@/components/ui/record-page";
import { ReceiptView, useReceipt } from "@/entities/payment";

const NOT_FOUND = {
  title: "Comprobante no encontrado",
  description: "No existe un comprobante con ese número.",
  backTo: "/payments",
  backLabel: "Volver a pagos",
};

/** /receipts/{id}: one payment the receptionist took, its lines, voids and printing. */
export function ReceiptPage() {
  return (
    <RecordPage
      useRecord={useReceipt}
      noun="Comprobante"
      loadingLabel="Cargando comprobante"
      errorTitle="Error al cargar el comprobante"
      back={{ to: "/payments", label: "Pagos" }}
      notFound={NOT_FOUND}
    >
      {(receipt) => (
        <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
          <DetailHeader
            back={{ to: "/payments", label: "Pagos" }}
            title={`Comprobante ${formatReceiptNumber(receipt.number)}`}
            documentTitle={`Comprobante ${formatReceiptNumber(receipt.number)}`}
            badge={
              receipt.voided ? (
                <Badge tone="danger">Anulado</Badge>
              ) : (
                <Badge tone="success">{formatCLP(receipt.liveTotal)}</Badge>
              )
            }
            id={receipt.id}
          />
          <ReceiptView receipt={receipt} />
        </section>
      )}
    </RecordPage>
  );
}
