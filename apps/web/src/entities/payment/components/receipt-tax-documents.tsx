import {
  DTE_TYPE_LABELS,
  type DteType,
  formatCLP,
  type PortalReceiptResponse,
  type PortalTaxDocument,
  type ReceiptTaxDocument,
} from "@nova/domain";
import { FileDown, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Receipt } from "../api/receipts";
import { useRetryTaxDocument } from "../api/tax-documents";

/**
 * The receipt's SII documents (issue 39): each boleta and credit note with its folio and the
 * SII's verdict ('Boleta exenta N° 1234 (SII: aceptada)'), 'emitiendo…' while on its way, and
 * its stamp (TED) as the issuer gave it, printed with the receipt. In the console (`staff`),
 * the issuer's error in Spanish with 'Reintentar', and the PDF.
 */
export function ReceiptTaxDocuments({
  receipt,
  staff = false,
}: {
  receipt: Receipt | PortalReceiptResponse;
  staff?: boolean;
}) {
  const docs = receipt.taxDocuments ?? [];
  if (docs.length === 0) return null;
  return (
    <div className="receipt-tax mt-4 rounded-lg border border-line px-4 py-3 text-sm">
      <p className="font-medium text-ink">Documentos tributarios (SII)</p>
      <ul className="mt-2 space-y-3" aria-label="Documentos tributarios">
        {docs.map((doc) => (
          <TaxDocumentItem key={doc.id} doc={doc} receiptId={receipt.id} staff={staff} />
        ))}
      </ul>
    </div>
  );
}

function TaxDocumentItem({
  doc,
  receiptId,
  staff,
}: {
  /** The portal's documents carry no error nor retryable (absent from its answers). */
  doc: PortalTaxDocument & Partial<Pick<ReceiptTaxDocument, "error" | "retryable">>;
  receiptId: number;
  staff: boolean;
}) {
  const retry = useRetryTaxDocument(receiptId);
  const kind = DTE_TYPE_LABELS[doc.dteType as DteType] ?? `DTE ${doc.dteType}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3" data-testid="tax-document">
      <div className="min-w-0">
        <p className="font-medium text-ink" data-testid="tax-document-label">
          {doc.label}
        </p>
        <p className="text-ink-muted">
          {kind} · {formatCLP(doc.total)}
          {doc.iva > 0 && ` (neto ${formatCLP(doc.net)} + IVA ${formatCLP(doc.iva)})`}
          {doc.referencesFolio !== null && ` · anula folio ${doc.referencesFolio}`}
        </p>
        {staff && doc.error && (
          <p className="mt-1 text-danger-text" role="status">
            {doc.error}
          </p>
        )}
        {staff && (doc.retryable || doc.status === "issued") && (
          <div className="mt-2 flex flex-wrap gap-2 print:hidden">
            {doc.retryable && (
              <Button
                variant="secondary"
                size="sm"
                loading={retry.isPending}
                onClick={() => retry.mutate(doc.id)}
                icon={RotateCw}
              >
                Reintentar
              </Button>
            )}
            {doc.status === "issued" && (
              <a
                className="inline-flex items-center gap-1 text-accent-text underline"
                href={`/api/tax-documents/${doc.id}/pdf`}
                target="_blank"
                rel="noreferrer"
              >
                <FileDown className="size-4" aria-hidden="true" />
                PDF del emisor
              </a>
            )}
          </div>
        )}
      </div>
      {doc.stampImage ? (
        <img
          src={doc.stampImage}
          alt={`Timbre electrónico SII del folio ${doc.folio}`}
          className="receipt-stamp h-20 w-auto max-w-48 bg-white object-contain [image-rendering:pixelated]"
        />
      ) : (
        doc.stampText && (
          <pre className="receipt-stamp max-h-24 max-w-full overflow-hidden text-[10px] leading-tight whitespace-pre-wrap break-all text-ink-muted">
            {doc.stampText}
          </pre>
        )
      )}
    </li>
  );
}
