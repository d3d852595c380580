import { Link, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { ReceiptDocument } from "@/entities/payment";
import { getErrorMessage } from "@/lib/api-client";
import { usePortalFamily } from "../api/get-family";
import { usePortalReceipt } from "../api/get-receipt";
import { PortalShell } from "../components/portal-shell";

/**
 * One of the family's receipts, printable: the very receipt the studio's console shows (one
 * component, issue 36), with the studio's name, RUT, address and phone from the portal's
 * family answer.
 */
export function ReceiptView({ id }: { id: number }) {
  const receipt = usePortalReceipt(id);
  const family = usePortalFamily();
  if (receipt.isPending) return <Spinner label="Cargando comprobante…" />;
  if (receipt.isError) return <p role="alert">{getErrorMessage(receipt.error)}</p>;
  return (
    <div className="mt-4">
      <ReceiptDocument
        receipt={receipt.data}
        issuer={family.data?.studio}
        bank={family.data?.payments.bank}
      />
    </div>
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
