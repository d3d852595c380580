import { cashDifferenceKind, formatCLP, formatDateEs } from "@nova/domain";
import { History } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { ColumnHeads } from "@/components/ui/column-heads";
import { Pagination } from "@/components/ui/pagination";
import { QueryCard } from "@/components/ui/query-card";
import { cx } from "@/lib/class-names";
import { useCashCloses } from "../api/get-cash-closes";
import { CashDifference } from "./cash-difference";

const PAGE_SIZE = 10;

/**
 * The closes of the last year, newest first, ten a page: a close whose count did not match
 * stands out, a reopened one says why. A day opens its sheet above.
 */
export function PastCloses({ selected }: { selected: string }) {
  const query = useCashCloses();
  const [page, setPage] = useState(1);
  const closes = query.data ?? [];
  const pageCount = Math.ceil(closes.length / PAGE_SIZE);
  const shown = closes.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <QueryCard
      title="Cierres anteriores"
      icon={History}
      query={query}
      loadingLabel="Cargando cierres"
      loadingClassName="py-6"
      errorTitle="Error al cargar los cierres de caja"
      isEmpty={closes.length === 0}
      empty={<p className="text-sm text-ink-muted">Aún no se ha cerrado ninguna caja.</p>}
    >
      <table className="block w-full text-sm md:table">
        <caption className="sr-only">Cierres de caja, del más reciente al más antiguo</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-line text-left text-ink-muted">
            <ColumnHeads
              cell="px-3 pb-2"
              columns={[
                "Día",
                { label: "Total", numeric: true },
                { label: "Efectivo contado", numeric: true },
                { label: "Diferencia", numeric: true },
                "Cerró",
                "Estado",
              ]}
            />
          </tr>
        </thead>
        <tbody className="block divide-y divide-line md:table-row-group">
          {shown.map((close) => {
            const off = close.difference !== 0;
            return (
              <tr
                key={close.id}
                data-testid="past-close"
                data-difference={cashDifferenceKind(close.difference)}
                className={cx(
                  "grid grid-cols-2 gap-x-4 gap-y-1 py-3 md:table-row md:py-0",
                  off && "bg-danger-soft/40",
                  close.date === selected && "font-medium",
                )}
              >
                <th scope="row" className="col-span-2 text-left md:px-3 md:py-2.5">
                  <Link
                    to={`/cash-close?date=${close.date}`}
                    className="font-medium text-accent-text hover:underline"
                    aria-current={close.date === selected ? "true" : undefined}
                  >
                    {formatDateEs(close.date)}
                  </Link>
                </th>
                <Cell label="Total">{formatCLP(close.total)}</Cell>
                <Cell label="Efectivo contado">{formatCLP(close.countedCash)}</Cell>
                <Cell label="Diferencia">
                  <CashDifference difference={close.difference} />
                </Cell>
                <td className="text-ink md:px-3 md:py-2.5">
                  <span className="text-ink-muted md:hidden">Cerró: </span>
                  {close.closedBy ?? "—"}
                </td>
                <td className="col-span-2 md:px-3 md:py-2.5">
                  {close.reopenedAt ? (
                    <>
                      <Badge tone="neutral">Reabierta</Badge>
                      {close.reopenReason && (
                        <span className="mt-0.5 block text-xs text-ink-muted">
                          {close.reopenReason}
                        </span>
                      )}
                    </>
                  ) : (
                    <Badge tone="success">Cerrada</Badge>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-4" />
    </QueryCard>
  );
}

/** A figure: labelled on phones (the table's header row is hidden there), right-aligned. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex justify-between gap-2 text-ink tabular-nums md:table-cell md:px-3 md:py-2.5 md:text-right">
      <span className="text-ink-muted md:hidden">{label}</span>
      <span>{children}</span>
    </td>
  );
}
