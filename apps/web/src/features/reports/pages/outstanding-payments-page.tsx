import {
  formatCLP,
  formatMonthEs,
  OUTSTANDING_PAGE_SIZE,
  OUTSTANDING_REPORT_MONTHS,
  type OutstandingReportResponse,
} from "@nova/domain";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Download, Receipt, Users, Wallet } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ColumnHeads } from "@/components/ui/column-heads";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterBar, pageCountOf } from "@/components/ui/list-page";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import {
  outstandingReportQueryOptions,
  type PaymentReminder,
  ReminderLink,
  remindersByStudent,
  useOutstandingReport,
  useReminders,
} from "@/entities/report";
import { downloadCsv } from "@/lib/csv";
import { useStudioToday } from "@/lib/studio-today";
import { useListParams } from "@/lib/use-list-params";
import { DebtorLinks, payerLine } from "../components/debtor-links";
import { MonthSelect } from "../components/month-select";
import { ReportPage } from "../components/report-page";
import { monthParam } from "../lib/use-report-month";

type Entry = OutstandingReportResponse["outstandingPayments"][number];

function surchargeOf(entry: Entry): number {
  return entry.outstandingPayments.reduce((sum, item) => sum + item.surcharge, 0);
}

/** "12 estudiantes", "Mostrando 3 de 12 estudiantes" or, over several pages, the page's range. */
function countText(page: number, shown: number, matching: number, total: number): string {
  if (matching > OUTSTANDING_PAGE_SIZE) {
    const from = (page - 1) * OUTSTANDING_PAGE_SIZE + 1;
    return `Mostrando ${from}-${from + shown - 1} de ${matching} estudiantes`;
  }
  return matching === total
    ? `${total} estudiantes`
    : `Mostrando ${matching} de ${total} estudiantes`;
}

export function OutstandingPaymentsPage() {
  const { month: current } = useStudioToday();
  const list = useListParams({ month: "" });
  const { month, setMonth } = monthParam(list, "month", current);
  const queryClient = useQueryClient();
  // A page of the students matching the search, largest debt first (issue 37: the whole month
  // of a large studio was megabytes); the cards' totals are the month's.
  const search = list.search || undefined;
  const query = useOutstandingReport(month, {
    page: list.page,
    size: OUTSTANDING_PAGE_SIZE,
    search,
  });
  const rows = query.data?.outstandingPayments ?? [];
  const matching = query.data?.matchingStudents ?? 0;
  const pageCount = pageCountOf(matching, OUTSTANDING_PAGE_SIZE);
  // The month's reminders of this page's students, one per payer (issue 36): a row shows its payer's.
  const reminders = remindersByStudent(
    useReminders({ scope: "month", month, studentIds: rows.map((entry) => entry.studentId) }).data
      ?.reminders,
  );

  async function exportCsv() {
    // Every student matching the search, not only this page's.
    const whole = await queryClient.fetchQuery(outstandingReportQueryOptions(month, { search }));
    downloadCsv(
      `pagos-pendientes-${month}.csv`,
      [
        [
          "Estudiante",
          "Quien paga",
          "Teléfono de quien paga",
          "Clases",
          "Monto base",
          "Recargo",
          "Total adeudado",
        ],
        ...whole.outstandingPayments.map((entry) => [
          entry.studentName,
          entry.payerName,
          entry.payerPhone,
          entry.outstandingPayments.map((item) => item.className).join(", "),
          entry.totalOwed - surchargeOf(entry),
          surchargeOf(entry),
          entry.totalOwed,
        ]),
      ],
      { list: "outstanding-payments", filters: { month, search: list.search || null } },
    );
  }

  return (
    <ReportPage
      title="Pagos pendientes"
      description={`Cuenta solo las mensualidades de ${formatMonthEs(month)} que faltan por pagar (no los meses anteriores ni las matrículas: esos están en Deudas).`}
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={matching === 0} icon={Download}>
          Exportar CSV
        </Button>
      }
    >
      {query.data && (
        <StatGrid label="Resumen del mes">
          <StatCard
            label="Total pendiente"
            value={formatCLP(query.data.totalBaseAmount)}
            icon={Wallet}
            note="Precio de las clases, sin recargos"
          />
          <StatCard
            label="Total con recargos"
            value={formatCLP(query.data.totalOutstandingAmount)}
            icon={Receipt}
            note={`${formatCLP(query.data.totalSurchargeAmount)} de recargos por atraso`}
          />
          <StatCard
            label="Estudiantes con deuda"
            value={query.data.studentsWithOutstandingPayments}
            icon={Users}
          />
        </StatGrid>
      )}

      <FilterBar
        list={list}
        searchLabel="Buscar por estudiante o clase"
        placeholder="Buscar por estudiante o clase..."
      >
        <MonthSelect
          current={current}
          count={OUTSTANDING_REPORT_MONTHS}
          value={month}
          onChange={setMonth}
        />
      </FilterBar>

      <QueryState
        query={query}
        loadingLabel="Cargando pagos pendientes"
        errorTitle="Error al cargar pagos pendientes"
        isEmpty={rows.length === 0}
        empty={
          <EmptyState
            icon={CheckCircle2}
            title={list.search ? "Sin resultados" : "No hay pagos pendientes"}
            description={
              list.search
                ? `Nadie con deuda coincide con "${list.search}".`
                : `Todas las clases de ${formatMonthEs(month)} están pagadas.`
            }
          />
        }
      >
        <p className="text-sm text-ink-muted" aria-live="polite">
          {countText(
            list.page,
            rows.length,
            matching,
            query.data?.studentsWithOutstandingPayments ?? 0,
          )}
        </p>
        <Card className="overflow-hidden">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Pagos pendientes de {formatMonthEs(month)}, mayor deuda primero
            </caption>
            <thead className="hidden bg-surface-muted text-left text-ink-muted md:table-header-group">
              <tr>
                <ColumnHeads
                  cell="px-4 py-3"
                  columns={[
                    "Estudiante",
                    "Clases pendientes",
                    { label: "Total adeudado", numeric: true },
                    { label: "Acciones", numeric: true },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((entry) => (
                <OutstandingRow
                  key={entry.studentId}
                  entry={entry}
                  reminder={reminders.get(entry.studentId)}
                />
              ))}
            </tbody>
          </table>
        </Card>
        <Pagination
          page={Math.min(list.page, pageCount)}
          pageCount={pageCount}
          onPageChange={list.setPage}
          className="mt-2"
        />
      </QueryState>
    </ReportPage>
  );
}

function OutstandingRow({
  entry,
  reminder,
}: {
  entry: Entry;
  reminder: PaymentReminder | undefined;
}) {
  const surcharge = surchargeOf(entry);
  // Rows stack as cards on phones and line up as a table from md up.
  return (
    <tr className="block p-4 md:table-row md:p-0" data-testid="outstanding-row">
      <th
        scope="row"
        className="block text-left font-medium text-ink md:table-cell md:px-4 md:py-3"
      >
        {entry.studentName}
        <span className="block text-xs font-normal text-ink-muted" data-testid="outstanding-payer">
          {payerLine(entry)}
        </span>
      </th>
      <td className="mt-1 block md:table-cell md:px-4 md:py-3">
        <ul className="flex flex-wrap gap-1.5">
          {entry.outstandingPayments.map((item) => (
            <li key={item.classId}>
              <Badge tone={item.isLate ? "warning" : "neutral"}>
                {item.className} · {formatCLP(item.remainingAmount)}
                {item.status === "PARTIAL" &&
                  ` (parcial: pagado ${formatCLP(item.paidAmount)} de ${formatCLP(item.expectedAmount)})`}
                {item.isLate && " (atrasado)"}
              </Badge>
            </li>
          ))}
        </ul>
      </td>
      <td className="mt-2 block md:table-cell md:px-4 md:py-3 md:text-right">
        <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
          {formatCLP(entry.totalOwed)}
        </span>
        {surcharge > 0 && (
          <span className="block text-xs text-ink-muted">
            incluye {formatCLP(surcharge)} de recargo
          </span>
        )}
        {entry.outstandingPayments.some((item) => item.surchargeWaived) && (
          <span className="block text-xs text-success-text">Recargo condonado</span>
        )}
      </td>
      <td className="mt-3 block md:table-cell md:px-4 md:py-3">
        {/* A column of equal buttons below 1536 px: in one row they squeezed the classes
            into three-line badges at 1280 px. */}
        <div className="flex flex-wrap gap-2 md:ml-auto md:w-40 md:flex-col 2xl:w-auto 2xl:flex-row 2xl:justify-end">
          <DebtorLinks
            studentId={entry.studentId}
            studentName={entry.studentName}
            reminder={reminder}
            payFirst
          />
          {!reminder?.waUrl && <ReminderLink reminder={reminder} className="md:text-right" />}
        </div>
      </td>
    </tr>
  );
}
