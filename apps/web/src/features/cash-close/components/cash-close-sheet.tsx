import { formatCLP, formatDateLongEs, isOnlinePaymentMethod } from "@nova/domain";
import { Card } from "@/components/ui/card";
import { plural } from "@/lib/format";
import type { CashDay } from "../api/get-cash-day";
import { CashDifference } from "./cash-difference";
import { DayPaymentsList } from "./day-payments-list";
import { MethodTotalsTable } from "./method-totals-table";

/**
 * The day's close sheet: the studio, the day, what each payment method took and what was voided,
 * the opening float and the cash expected (float + the day's live cash), every payment of the day
 * (voids marked) and, once closed, the cash counted, the difference, who closed it and a line to sign. It is
 * the card the page prints (styles.css, `.receipt`: the receipt's print rules, A4).
 */
export function CashCloseSheet({
  day,
  studioName,
  closedAt,
}: {
  day: CashDay;
  studioName: string;
  /** When it was closed, as the studio reads it (null while open). */
  closedAt: string | null;
}) {
  const close = day.close;
  // Online payments (Flow) reach the bank through the gateway, never the drawer: they are
  // listed apart, out of the desk's table and its total.
  const desk = day.byMethod.filter((m) => !isOnlinePaymentMethod(m.method));
  const online = day.byMethod.filter((m) => isOnlinePaymentMethod(m.method) && m.count > 0);
  const count = day.byMethod.reduce((n, m) => n + m.count, 0);
  const deskCount = desk.reduce((n, m) => n + m.count, 0);
  const deskTotal = desk.reduce((sum, m) => sum + m.total, 0);
  const voided = new Map(day.voidsByMethod.map((m) => [m.method, m]));
  const voidedTotal = day.voidsByMethod
    .filter((m) => !isOnlinePaymentMethod(m.method))
    .reduce((sum, m) => sum + m.total, 0);
  const cashTaken = day.byMethod.find((m) => m.method === "EFECTIVO")?.total ?? 0;
  const cashVoided = voided.get("EFECTIVO")?.total ?? 0;
  return (
    <Card className="receipt p-5 sm:p-6">
      <header className="receipt-header flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-line pb-4">
        <p className="font-display text-xl font-semibold text-ink">{studioName}</p>
        <div className="sm:text-right">
          <h2 className="font-display text-lg font-semibold text-ink">Cierre de caja</h2>
          <p className="text-sm text-ink">{formatDateLongEs(day.date)}</p>
        </div>
      </header>
      <MethodTotalsTable
        caption="Pagos del día por medio de pago"
        captionClassName="sr-only"
        methodHeader="Medio de pago"
        methods={desk}
        voided={voided}
        footer={{ count: deskCount, total: deskTotal, voided: voidedTotal }}
      />
      {online.length > 0 && (
        <MethodTotalsTable
          caption={
            <>
              Pagos en línea del día
              <span className="block text-xs font-normal text-ink-muted">
                No son efectivo: llegan al banco con la liquidación de la pasarela.
              </span>
            </>
          }
          captionClassName="pb-1 text-left font-medium text-ink"
          methodHeader="Pasarela"
          methods={online}
        />
      )}
      <dl className="receipt-amount mt-5 space-y-2 rounded-lg border border-line px-4 py-3 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-ink-muted">Fondo de caja{close ? "" : " (sugerido)"}</dt>
          <dd className="text-ink tabular-nums">{formatCLP(day.openingFloat)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-ink-muted">+ Pagos en efectivo</dt>
          <dd className="text-ink tabular-nums">{formatCLP(cashTaken + cashVoided)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-ink-muted">− Anulaciones en efectivo</dt>
          <dd className="text-ink tabular-nums">{formatCLP(cashVoided)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 font-semibold">
          <dt className="text-ink">Efectivo esperado</dt>
          <dd className="text-ink tabular-nums">{formatCLP(day.expectedCash)}</dd>
        </div>
        {close && (
          <>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">Efectivo contado</dt>
              <dd className="text-ink tabular-nums">{formatCLP(close.countedCash)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">Diferencia</dt>
              <dd>
                <CashDifference difference={close.difference} />
              </dd>
            </div>
          </>
        )}
      </dl>
      <section className="mt-5" aria-labelledby="day-payments-title">
        <h3 id="day-payments-title" className="mb-1 font-semibold text-ink">
          Pagos y anulaciones del día
        </h3>
        <DayPaymentsList payments={day.payments} />
      </section>
      {close ? (
        <footer className="mt-5 text-sm text-ink">
          <p>
            Cerrado por {close.closedBy ?? "—"}
            {closedAt && ` el ${closedAt}`}.
          </p>
          {close.notes && <p className="mt-1 text-ink-muted">Notas: {close.notes}</p>}
          {day.auditAnchor && (
            <p className="mt-1 break-all text-xs text-ink-muted">
              Auditoría: {day.auditAnchor.printed}
            </p>
          )}
          <div className="mt-12 w-full max-w-64 border-t border-line-strong pt-1 text-xs text-ink-muted">
            Firma
          </div>
        </footer>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          Caja abierta: {plural(count, "pago registrado", "pagos registrados")} hasta ahora.
        </p>
      )}
    </Card>
  );
}
