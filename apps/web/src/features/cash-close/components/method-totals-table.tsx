import { formatCLP, paymentMethodLabel } from "@nova/domain";
import type { ReactNode } from "react";
import { ColumnHeads } from "@/components/ui/column-heads";
import type { CashDay } from "../api/get-cash-day";

type MethodTotal = CashDay["byMethod"][number];

/**
 * A table of the day's payments by method: count and total per method. The close sheet draws the
 * desk's methods with it (with the voided column and the day's total) and the online gateways
 * (without either, for they never reach the drawer), so both tables keep one look.
 */
export function MethodTotalsTable({
  caption,
  captionClassName,
  methodHeader,
  methods,
  voided,
  footer,
}: {
  caption: ReactNode;
  captionClassName: string;
  /** The first column's heading ("Medio de pago", "Pasarela"). */
  methodHeader: string;
  methods: readonly MethodTotal[];
  /** What was voided per method: given, the table has its "Anulado" column. */
  voided?: ReadonlyMap<string, { total: number }>;
  /** The totals row: the desk's count, total and voided total. */
  footer?: { count: number; total: number; voided: number };
}) {
  // The numbers keep a gap from their neighbours: at 360 px "Total" and "Anulado" ran together (smaller
  // type there keeps the four columns inside the sheet).
  return (
    <table className="mt-4 w-full text-xs sm:text-sm">
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr className="text-left text-ink-muted">
          <ColumnHeads
            cell="pb-2 pl-2 first:pl-0"
            columns={[
              methodHeader,
              { label: "Pagos", numeric: true },
              { label: "Total", numeric: true },
              voided && { label: "Anulado", numeric: true },
            ]}
          />
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {methods.map((m) => (
          <tr key={m.method}>
            <th scope="row" className="py-2 text-left font-normal text-ink">
              {paymentMethodLabel(m.method)}
            </th>
            <td className="py-2 pl-2 text-right text-ink-muted tabular-nums">{m.count}</td>
            <td className="py-2 pl-2 text-right text-ink tabular-nums">{formatCLP(m.total)}</td>
            {voided && (
              <td className="py-2 pl-2 text-right text-ink-muted tabular-nums">
                {formatCLP(voided.get(m.method)?.total ?? 0)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <tr className="border-t-2 border-line-strong font-semibold text-ink">
            <th scope="row" className="pt-2 text-left">
              Total del día
            </th>
            <td className="pt-2 pl-2 text-right tabular-nums">{footer.count}</td>
            <td className="pt-2 pl-2 text-right tabular-nums">{formatCLP(footer.total)}</td>
            <td className="pt-2 pl-2 text-right tabular-nums">{formatCLP(footer.voided)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
