import {
  addMonths,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  formatMonthShortEs,
  PAYMENT_LIST_STATUS_LABELS,
  paymentMethodLabel,
} from "@nova/domain";
import { Eye, FileWarning, Receipt, Zap } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { ColumnHeads } from "@/components/ui/column-heads";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/input";
import {
  ClearFiltersButton,
  CreateLink,
  ListFooter,
  ListTotals,
  useListPaging,
} from "@/components/ui/list-page";
import { OptionSelect, optionsOf } from "@/components/ui/option-select";
import { TitledPage } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { PaymentMethodOptions, VoidPaymentButton } from "@/entities/payment";
import { AdminOnly } from "@/entities/session";
import { parseRouteId } from "@/lib/route-id";
import { useStudioToday } from "@/lib/studio-today";
import { filterSelect, useListParams } from "@/lib/use-list-params";
import { usePayments } from "../api/get-payments";
import { usePaymentStudent } from "../api/get-students";
import { StudentPicker } from "../components/student-picker";

const PAGE_SIZE = 25;

/** The months the filter offers: two years back and three ahead (advance payments). */
function monthOptions(current: string): string[] {
  return Array.from({ length: 27 }, (_, i) => addMonths(current, 3 - i));
}

export function PaymentListPage() {
  const current = useStudioToday().month;
  const list = useListParams({ month: current, student: "", method: "", status: "" });
  // 'Anulados' (issue 36): the voided payments stay listed, with who voided them and why.
  const voidedOnly = list.filters.status === "ANULADOS";
  const studentId = parseRouteId(list.filters.student || undefined);
  const student = usePaymentStudent(studentId);
  const query = usePayments({
    month: list.filters.month,
    student: list.filters.student,
    paymentMethod: list.filters.method,
    status: list.filters.status,
    page: list.page,
    size: PAGE_SIZE,
  });
  const total = query.data?.total ?? 0;
  const paging = useListPaging(list, query, total, PAGE_SIZE);
  const months = monthOptions(current);
  if (!months.includes(list.filters.month)) months.push(list.filters.month);

  return (
    <TitledPage
      title="Pagos"
      description="Pagos registrados por mes, con su comprobante."
      actions={
        <>
          <ButtonLink to="/reports/outstanding-payments" icon={FileWarning} variant="secondary">
            Pagos pendientes
          </ButtonLink>
          <ButtonLink to="/payments/quick" icon={Zap} variant="secondary">
            Pago rápido
          </ButtonLink>
          <CreateLink to="/payments/new">Nuevo pago</CreateLink>
        </>
      }
    >
      <div className="mb-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_12rem_10rem_auto] lg:items-end">
        <OptionSelect
          label="Mes"
          {...filterSelect(list, "month")}
          options={optionsOf(months, formatMonthEs)}
        />
        <StudentPicker
          selected={student.data}
          loadingSelected={studentId !== null && student.isPending}
          onSelect={(id) => list.setFilter("student", id === null ? "" : String(id))}
          error={undefined}
          optional
        />
        <SelectField
          label="Método"
          value={list.filters.method}
          onChange={(e) => list.setFilter("method", e.target.value)}
        >
          <PaymentMethodOptions none="Todos los métodos" />
        </SelectField>
        <OptionSelect
          label="Estado"
          {...filterSelect(list, "status")}
          all={PAYMENT_LIST_STATUS_LABELS.VIGENTES}
          options={[["ANULADOS", PAYMENT_LIST_STATUS_LABELS.ANULADOS]]}
        />
        <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
      </div>

      <QueryState
        query={query}
        loadingLabel="Cargando pagos"
        errorTitle="Error al cargar pagos"
        isEmpty={total === 0}
        empty={
          <EmptyState
            icon={Receipt}
            title={voidedOnly ? "No hay pagos anulados" : "No hay pagos"}
            description={`No hay pagos ${voidedOnly ? "anulados" : "registrados"} para ${formatMonthEs(list.filters.month)} con estos filtros.`}
            action={<CreateLink to="/payments/new">Nuevo pago</CreateLink>}
          />
        }
      >
        <ListTotals
          items={[
            {
              label: voidedOnly ? "Total anulado" : "Total recaudado",
              value: formatCLP(query.data?.totalAmount ?? 0),
            },
            { label: voidedOnly ? "Pagos anulados" : "Pagos", value: total },
          ]}
        />
        <div
          className="relative mt-5 overflow-x-auto rounded-xl border border-line bg-surface"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Pagos de {formatMonthEs(list.filters.month)}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <ColumnHeads
                  cell="px-3 py-3"
                  columns={[
                    "Estudiante",
                    "Clase",
                    voidedOnly ? "Motivo" : "Concepto",
                    { label: "Monto", numeric: true },
                    "Método",
                    "Fecha",
                    "Mes",
                    <span key="acciones" className="sr-only">
                      Acciones
                    </span>,
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {query.data?.items.map((payment) => (
                <tr key={payment.id}>
                  <td className="px-3 py-3 font-medium text-ink">{payment.studentName}</td>
                  <td className="px-3 py-3">
                    <Link
                      to={`/classes/${payment.classId}`}
                      className="text-accent-text hover:underline"
                    >
                      {payment.className}
                    </Link>
                  </td>
                  <td
                    className="max-w-36 truncate px-3 py-3 text-ink-muted"
                    title={(payment.voidedAt ? payment.voidReason : payment.notes) ?? ""}
                  >
                    {/* A voided payment says why instead of its notes. */}
                    {(payment.voidedAt ? payment.voidReason : payment.notes) || "—"}
                  </td>
                  <td className="px-3 py-3 text-right">
                    <span className="block font-medium whitespace-nowrap text-ink tabular-nums">
                      {formatCLP(payment.amount)}
                    </span>
                    {payment.isLatePayment && (
                      <Badge tone="warning" className="mt-1 whitespace-nowrap">
                        Pago tardío
                      </Badge>
                    )}
                    {payment.voidedAt && (
                      <Badge tone="danger" className="mt-1 whitespace-nowrap">
                        Anulado el {formatDateEs(payment.voidedAt.slice(0, 10))}
                      </Badge>
                    )}
                  </td>
                  <td className="px-3 py-3">{paymentMethodLabel(payment.paymentMethod)}</td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {formatDateEs(payment.paymentDate)}
                  </td>
                  {/* Short: every row is of the month the filter above names in full, and
                      the long form pushed the actions out of a 1280 px screen. */}
                  <td
                    className="px-3 py-3 whitespace-nowrap"
                    title={formatMonthEs(payment.paymentMonth)}
                  >
                    {formatMonthShortEs(payment.paymentMonth)}
                  </td>
                  <td className="px-3 py-3">
                    <div className="flex justify-end gap-1">
                      <ButtonLink
                        to={`/payments/${payment.id}`}
                        aria-label={`Ver pago de ${payment.studentName}, ${payment.className}`}
                        title="Ver detalle"
                        icon={Eye}
                        variant="ghost"
                        size="icon"
                      />
                      {!payment.voidedAt && (
                        <AdminOnly>
                          <VoidPaymentButton line={{ ...payment, paymentId: payment.id }} />
                        </AdminOnly>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ListFooter {...paging} noun="pagos" />
      </QueryState>
    </TitledPage>
  );
}
