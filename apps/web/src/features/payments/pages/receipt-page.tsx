import { formatCLP, formatReceiptNumber, type ReceiptResponse } from "@nova/domain";
import { Badge } from "@/components/ui/badge";
import { DetailPage } from "@/components/ui/detail-header";
import { type RecordKind, RecordPage } from "@/components/ui/record-page";
import { ReceiptView, useReceipt } from "@/entities/payment";

const RECEIPT: RecordKind<ReceiptResponse> = {
  useRecord: useReceipt,
  noun: "Comprobante",
  list: { to: "/payments", label: "Pagos" },
  loadError: "Error al cargar el comprobante",
};

const NOT_FOUND = {
  title: "Comprobante no encontrado",
  description: "No existe un comprobante con ese número.",
};

/** /receipts/{id}: one payment the receptionist took, its lines, voids and printing. */
export function ReceiptPage() {
  return (
    <RecordPage kind={RECEIPT} notFound={NOT_FOUND}>
      {(receipt) => (
        <DetailPage
          className="mx-auto max-w-3xl"
          back={RECEIPT.list}
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
        >
          <ReceiptView receipt={receipt} />
        </DetailPage>
      )}
    </RecordPage>
  );
}
