import {
  amountInWords,
  type BankDetails,
  bankDetailsLines,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  formatReceiptNumber,
  formatRut,
  hasBankDetails,
  type PortalReceiptResponse,
  VOIDED_LABEL,
} from "@nova/domain";
import { Printer } from "lucide-react";
import { type ReactNode, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/class-names";
import { useSettings } from "@/lib/settings";
import { useUsers } from "@/lib/users";
import type { Receipt } from "../api/receipts";
import { ReceiptLineItem } from "./receipt-line-item";
import { ReceiptTaxDocuments } from "./receipt-tax-documents";
import { ReceiptTenders, receiptMethodsLabel } from "./receipt-tenders";
import { TaxDocumentButton } from "./tax-document-button";
import { VoidFeeLineButton, VoidPaymentButton } from "./void-payment-button";

type PaperSize = "a4" | "ticket";

/** Who issues the receipt, from the studio's settings: printed in its header (issue 36). */
export interface ReceiptIssuer {
  name: string;
  rut: string;
  address: string;
  phone: string;
  email: string;
}

/** The receipt as the console shows it: the studio from its settings, who voided from users. */
export function ReceiptView({
  receipt,
  voidLines = true,
}: {
  receipt: Receipt;
  /** 'Anular' on each live line (the payment's own page has its own, once, in its header). */
  voidLines?: boolean;
}) {
  const settings = useSettings();
  const users = useUsers();
  const nameOf = (id: number | null) =>
    users.data?.find((u) => u.id === id)?.name ?? (id === null ? "—" : `usuario ${id}`);
  return (
    <ReceiptDocument
      receipt={receipt}
      issuer={settings.data?.studio}
      bank={settings.data?.payments.bank}
      nameOf={nameOf}
      lineActions={voidLines}
      staff
      actions={
        // Typed by hand only when the studio does not issue through the issuer (issue 39).
        (receipt.taxDocuments ?? []).length === 0 && <TaxDocumentButton receipt={receipt} />
      }
    />
  );
}

/**
 * A receipt as printed, ONE component for the console and the families' portal (issue 36):
 * the studio (name, RUT, address, phone), the number (001516), date, who paid (name and RUT),
 * the students, method, who took it, a line per student, class and month with what remained
 * once paid ('Pago parcial · queda $16.000'; a voided one marked ANULADO with its reason, who
 * and when, its number kept), the total in figures and words, the studio's account when
 * something remains, the boleta's number and the disclaimer. Printing shows only this card
 * (`.receipt`). Sections are separate blocks so another (the tenders) slots in between.
 */
export function ReceiptDocument({
  receipt,
  issuer,
  bank,
  nameOf = (id) => (id === null ? "—" : `usuario ${id}`),
  lineActions = false,
  staff = false,
  actions,
}: {
  /** A console receipt, or a portal one (its SII documents without the staff fields). */
  receipt: Receipt | PortalReceiptResponse;
  issuer: ReceiptIssuer | undefined;
  /** The studio's account, shown when a line leaves something to pay. */
  bank?: BankDetails | undefined;
  /** A user's name from their id, for who voided a line. */
  nameOf?: (id: number | null) => string;
  /** 'Anular' on each live line (console only, admins). */
  lineActions?: boolean;
  /** Buttons beside 'Imprimir' (the console's boleta number). */
  actions?: ReactNode;
  /** The console: the issuer's errors and 'Reintentar' on the SII documents (issue 39). */
  staff?: boolean;
}) {
  const [paper, setPaper] = useState<PaperSize>("a4");
  const studio = issuer;
  const contact = [
    studio?.rut && `RUT ${formatRut(studio.rut)}`,
    studio?.address,
    studio?.phone && `Teléfono ${studio.phone}`,
    studio?.email,
  ].filter((line): line is string => !!line);
  // Answers of a server before issue 26's fee lines carry none.
  const feeLines = receipt.enrollmentFeeLines ?? [];
  const students = [...new Set([...receipt.lines, ...feeLines].map((l) => l.studentName))];
  const leftToPay = [...receipt.lines, ...feeLines].some(
    (l) => l.voidedAt === null && (l.remainingAfter ?? 0) > 0,
  );

  const issuedBoletas = (receipt.taxDocuments ?? []).filter((d) => d.dteType !== 61);

  function print(size: PaperSize) {
    // The paper class must be on the card before the print dialog takes its snapshot.
    flushSync(() => setPaper(size));
    window.print();
  }

  const rows: [string, string][] = [
    ["Fecha de pago", formatDateEs(receipt.paymentDate)],
    // Who paid (issue 36): the paying guardian, or the student who pays for herself.
    ...(receipt.payer
      ? [
          [
            "Pagado por",
            [receipt.payer.fullName, receipt.payer.rut && `RUT ${formatRut(receipt.payer.rut)}`]
              .filter(Boolean)
              .join(", "),
          ] as [string, string],
        ]
      : []),
    [students.length > 1 ? "Estudiantes" : "Estudiante", students.join(", ")],
    ["Método de pago", receiptMethodsLabel(receipt)],
    ["Recibido por", receipt.createdByName ?? "—"],
    // Issued through the issuer (issue 39): each boleta's folio and the SII's verdict.
    [
      "N° de boleta",
      issuedBoletas.length > 0
        ? issuedBoletas.map((d) => d.label).join(" · ")
        : (receipt.taxDocumentNumber ?? "Sin boleta registrada"),
    ],
  ];

  return (
    <section aria-labelledby="receipt-title">
      <Card className={cx("receipt p-6", paper === "ticket" && "receipt-ticket")}>
        <header className="receipt-header flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
          <div>
            <p className="font-display text-xl font-semibold text-ink" data-testid="receipt-issuer">
              {studio?.name ?? "NOVA"}
            </p>
            {contact.map((line) => (
              <p key={line} className="text-sm text-ink-muted">
                {line}
              </p>
            ))}
          </div>
          <div className="text-right">
            <h2 id="receipt-title" className="font-display text-lg font-semibold text-ink">
              Comprobante de pago
            </h2>
            <p className="font-mono text-base text-ink" data-testid="receipt-number">
              {formatReceiptNumber(receipt.number)}
            </p>
            {receipt.voided && (
              <p className="mt-1 font-semibold tracking-wide text-danger-text">{VOIDED_LABEL}</p>
            )}
          </div>
        </header>
        <dl className="receipt-rows mt-4 space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-right text-ink">{value}</dd>
            </div>
          ))}
          {receipt.notes && (
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">Notas</dt>
              <dd className="text-right text-ink">{receipt.notes}</dd>
            </div>
          )}
        </dl>
        <ul className="mt-5 divide-y divide-line border-y border-line" aria-label="Líneas del pago">
          {receipt.lines.map((line) => (
            <ReceiptLineItem
              key={line.paymentId}
              line={line}
              description={
                <>
                  {students.length > 1 && `${line.studentName} · `}
                  Mensualidad {line.className},{" "}
                  <span className="capitalize">{formatMonthEs(line.paymentMonth)}</span>
                  {line.isLatePayment && <span className="text-ink-muted"> (incluye recargo)</span>}
                  <RemainingNote line={line} />
                </>
              }
              voidButton={lineActions && <VoidPaymentButton line={line} />}
              nameOf={nameOf}
            />
          ))}
          {feeLines.map((line) => (
            <ReceiptLineItem
              key={`fee-${line.lineId}`}
              line={line}
              description={
                <>
                  {students.length > 1 && `${line.studentName} · `}
                  {line.label}
                  <RemainingNote line={line} />
                </>
              }
              voidButton={lineActions && <VoidFeeLineButton line={line} />}
              nameOf={nameOf}
            />
          ))}
        </ul>
        <div className="receipt-amount mt-5 rounded-lg border border-line px-4 py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm text-ink-muted">Total pagado</span>
            <span
              className="font-display text-2xl font-semibold text-ink tabular-nums"
              data-testid="receipt-total"
            >
              {formatCLP(receipt.liveTotal)}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink">Son: {amountInWords(receipt.liveTotal)}</p>
          {receipt.liveTotal !== receipt.total && (
            <p className="mt-1 text-sm text-ink-muted">
              Recibido originalmente {formatCLP(receipt.total)}; se anularon{" "}
              {formatCLP(receipt.total - receipt.liveTotal)}.
            </p>
          )}
        </div>
        <ReceiptTenders receipt={receipt} />
        <ReceiptTaxDocuments receipt={receipt} staff={staff} />
        {leftToPay && bank && hasBankDetails(bank) && (
          <div className="receipt-bank mt-4 text-sm" data-testid="receipt-bank">
            <p className="text-ink-muted">Para pagar lo que queda, por transferencia:</p>
            {bankDetailsLines(bank).map((line) => (
              <p key={line} className="text-ink">
                {line}
              </p>
            ))}
          </div>
        )}
        <p className="mt-5 text-center text-sm font-medium text-ink">{receipt.disclaimer}</p>
        <p className="mt-1 text-center text-xs text-ink-muted">Gracias por su pago.</p>
      </Card>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => print("a4")} icon={Printer}>
          Imprimir (A4)
        </Button>
        <Button variant="secondary" onClick={() => print("ticket")} icon={Printer}>
          Imprimir (80 mm)
        </Button>
        {actions}
      </div>
    </section>
  );
}

/** 'Pago parcial · queda $16.000': what remained of the line once paid (issue 36). */
function RemainingNote({
  line,
}: {
  line: { remainingAfter?: number | null | undefined; voidedAt: string | null };
}) {
  if (line.voidedAt !== null || !line.remainingAfter) return null;
  return (
    <span className="block text-ink-muted" data-testid="receipt-remaining">
      Pago parcial · queda {formatCLP(line.remainingAfter)}
    </span>
  );
}
