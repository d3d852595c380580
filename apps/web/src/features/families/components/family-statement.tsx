import {
  type BankDetails,
  type FamilyStatementResponse,
  familyStatementText,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  formatReceiptNumber,
  formatRut,
} from "@nova/domain";
import { Printer, Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ListOrEmpty } from "@/components/list-or-empty";
import { OwedStatusBadge, PartialAmounts } from "@/components/owed-status";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { cx } from "@/lib/class-names";
import { useSettings } from "@/lib/settings";
import { whatsappLink } from "@/lib/whatsapp";
import { FamilyPaymentDialog } from "./family-payment-dialog";

/** The statement's WhatsApp message: every child's owed months and the total. */
export function statementMessage(
  statement: FamilyStatementResponse,
  studioName?: string,
  bank?: BankDetails,
) {
  return familyStatementText({
    guardianName: statement.guardian.fullName,
    asOf: statement.asOf,
    lines: statement.items,
    ...(studioName ? { studioName } : {}),
    ...(bank ? { bank } : {}),
  });
}

/**
 * The family's estado de cuenta: everything owed (child, class and month, oldest first, with
 * surcharges, partial payments and discount lines), the balance and the receipts, with
 * 'Registrar pago', 'Enviar estado de cuenta' (WhatsApp) and 'Imprimir'. Printing shows only this
 * card (`.receipt`, see styles.css), black on white, for a parent to read.
 */
export function FamilyStatement({ statement }: { statement: FamilyStatementResponse }) {
  const [paying, setPaying] = useState(false);
  const settings = useSettings().data;
  const studio = settings?.studio;
  const { guardian, items, totals } = statement;
  const whatsapp = whatsappLink(
    guardian.phone,
    statementMessage(statement, studio?.name, settings?.payments.bank),
  );
  return (
    <section aria-labelledby="statement-title">
      <Card className="receipt p-5">
        <header className="receipt-header mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id="statement-title"
              className="flex items-center gap-2 font-display text-lg font-semibold text-ink"
            >
              <Wallet className="size-5 text-accent-text print:hidden" aria-hidden="true" />
              Estado de cuenta
            </h2>
            <p className="text-sm text-ink-muted">
              {guardian.fullName}
              {guardian.rut && ` · RUT ${formatRut(guardian.rut)}`} · al{" "}
              {formatDateEs(statement.asOf)}
            </p>
          </div>
          <p className="hidden font-display text-lg font-semibold print:block">
            {studio?.name ?? "NOVA"}
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button size="sm" onClick={() => setPaying(true)} disabled={items.length === 0}>
              Registrar pago
            </Button>
            {whatsapp && (
              <WhatsAppLink
                href={whatsapp}
                className={buttonClasses({ variant: "secondary", size: "sm" })}
              >
                Enviar estado de cuenta
              </WhatsAppLink>
            )}
            <Button variant="secondary" size="sm" onClick={() => window.print()} icon={Printer}>
              Imprimir
            </Button>
          </div>
        </header>

        <ListOrEmpty
          items={items}
          empty="La familia está al día: no adeuda meses."
          className="divide-y divide-line border-y border-line"
          label="Lo adeudado"
        >
          {(item) => (
            <li
              key={`${item.studentId}|${item.classId}|${item.paymentMonth}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {item.studentName} · {item.className} ·{" "}
                  <span className="capitalize">{formatMonthEs(item.paymentMonth)}</span>
                </p>
                <p className="text-ink-muted">
                  Mensualidad {formatCLP(item.price)}
                  {item.discounts.map((d) => (
                    <span key={d.label} className="block">
                      {d.label}: −{formatCLP(d.amount)}
                    </span>
                  ))}
                  {item.surcharge > 0 && (
                    <span className="block">Recargo por atraso {formatCLP(item.surcharge)}</span>
                  )}
                  {item.surchargeWaived && <span className="block">Recargo condonado</span>}
                </p>
                <PartialAmounts item={item} />
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="font-medium text-ink tabular-nums">
                  {formatCLP(item.remainingAmount)}
                </span>
                <span className="print:hidden">
                  <OwedStatusBadge status={item.status} />
                </span>
              </div>
            </li>
          )}
        </ListOrEmpty>

        <dl className="mt-4 space-y-1 text-sm" aria-label="Totales">
          {totals.surcharge > 0 && (
            <div className="flex justify-between">
              <dt className="text-ink-muted">Incluye recargos</dt>
              <dd className="text-ink tabular-nums">{formatCLP(totals.surcharge)}</dd>
            </div>
          )}
          {totals.paid > 0 && (
            <div className="flex justify-between">
              <dt className="text-ink-muted">Ya abonado a estos meses</dt>
              <dd className="text-ink tabular-nums">{formatCLP(totals.paid)}</dd>
            </div>
          )}
          <div className="flex justify-between text-base font-semibold">
            <dt className="text-ink">Saldo adeudado</dt>
            <dd
              className={cx(
                "tabular-nums",
                statement.balance > 0 ? "text-danger-text" : "text-ink",
              )}
              data-testid="family-balance"
            >
              {formatCLP(statement.balance)}
            </dd>
          </div>
        </dl>

        <h3 className="mt-6 mb-2 font-display text-base font-semibold text-ink">Comprobantes</h3>
        <ListOrEmpty
          items={statement.receipts}
          empty="Sin pagos registrados."
          className="divide-y divide-line text-sm"
          label="Comprobantes de la familia"
        >
          {(r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <Link
                  to={`/receipts/${r.id}`}
                  className="font-mono text-accent-text underline-offset-2 hover:underline print:text-ink"
                >
                  {formatReceiptNumber(r.number)}
                </Link>{" "}
                <span className="text-ink-muted">
                  {formatDateEs(r.paymentDate)} ·{" "}
                  {[...new Set(r.lines.map((l) => l.studentName))].join(", ")}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {r.voided && <Badge tone="danger">Anulado</Badge>}
                <span className="font-medium text-ink tabular-nums">{formatCLP(r.liveTotal)}</span>
              </span>
            </li>
          )}
        </ListOrEmpty>
        <p className="mt-4 hidden text-center text-xs print:block">
          Estado de cuenta informativo — no válido como boleta.
        </p>
      </Card>
      {paying && (
        <FamilyPaymentDialog statement={statement} open={paying} onOpenChange={setPaying} />
      )}
    </section>
  );
}
