import {
  formatCLP,
  formatMonthEs,
  formatReceiptNumber,
  OUTSTANDING_PAGE_SIZE,
  type PaymentMethod,
  paymentMethodLabel,
  type TenderInput,
} from "@nova/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CircleCheck, ListChecks, SearchX, Zap } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PartialAmounts } from "@/components/owed-status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { openWhileSet } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/input";
import { CardList } from "@/components/ui/list-page";
import { TitledPage } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { SearchBox } from "@/components/ui/search-box";
import { PaymentMethodOptions, paymentErrorMessage, useCreateReceipt } from "@/entities/payment";
import { type OutstandingReport, outstandingReportQueryOptions } from "@/entities/report";
import { newIdempotencyKey } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "@/lib/use-list-params";
import { QuickPaymentConfirm } from "../components/quick-payment-confirm";

type Debtor = OutstandingReport["outstandingPayments"][number];

/**
 * /payments/quick: the students who owe something this month (from the outstanding report),
 * searchable; 'Pago Rápido' pays all of a student's outstanding classes at the amounts the server
 * expects (surcharge included when late) after confirming the total; 'Pago Detallado' opens the
 * full form. The list refreshes after each payment.
 */
export function QuickPaymentPage() {
  const { month, today } = useStudioToday();
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  // The first 100 debtors of the month matching the search, largest debt first, found by the
  // server (issue 37: a large studio's whole month was megabytes). The reports' query, always
  // refetched here: payments are recorded at the desk all day.
  const report = useQuery({
    ...outstandingReportQueryOptions(month, {
      page: 1,
      size: OUTSTANDING_PAGE_SIZE,
      search: searched || undefined,
    }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const create = useCreateReceipt();
  const [method, setMethod] = useState<PaymentMethod>("EFECTIVO");
  const [confirming, setConfirming] = useState<{ debtor: Debtor; key: string } | null>(null);
  // Issue 36: the payment ends with a link to its receipt (to print it or read it again).
  const [done, setDone] = useState<{ id: number; number: number; total: number; name: string }>();

  const debtors = report.data?.outstandingPayments ?? [];
  const notShown = (report.data?.matchingStudents ?? 0) - debtors.length;

  async function pay(debtor: Debtor, idempotencyKey: string, tenders: TenderInput[] | null) {
    try {
      // One receipt for what remains of each class (a PARTIAL month pays only its rest), paid
      // with the page's method or split over two (issue 36).
      const receipt = await create.mutateAsync({
        body: {
          paymentDate: today,
          ...(tenders ? { tenders } : { paymentMethod: method }),
          notes: "Pago rápido",
          lines: debtor.outstandingPayments.map((o) => ({
            studentId: debtor.studentId,
            classId: o.classId,
            paymentMonth: month,
            amount: o.remainingAmount,
          })),
        },
        idempotencyKey,
      });
      notify.success(`Pago de ${formatCLP(receipt.total)} procesado exitosamente`);
      setDone({
        id: receipt.id,
        number: receipt.number,
        total: receipt.total,
        name: debtor.studentName,
      });
    } catch (error) {
      notify.error(paymentErrorMessage(error));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <TitledPage
      title="Pago rápido"
      description={`Estudiantes con pagos pendientes de ${formatMonthEs(month)}. Los pagos atrasados incluyen el recargo por atraso.`}
      actions={
        <ButtonLink to="/payments/new" icon={ListChecks} variant="secondary">
          Pago detallado
        </ButtonLink>
      }
    >
      {done && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink"
        >
          Pago de {formatCLP(done.total)} de {done.name} registrado.{" "}
          <Link to={`/receipts/${done.id}`} className="font-medium text-accent-text underline">
            Ver comprobante {formatReceiptNumber(done.number)}
          </Link>
        </p>
      )}
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 sm:max-w-md">
          <SearchBox
            value={search}
            onChange={setSearch}
            label="Buscar estudiantes con pagos pendientes"
            placeholder="Buscar estudiante..."
          />
        </div>
        <SelectField
          label="Método de pago"
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        >
          <PaymentMethodOptions />
        </SelectField>
      </div>

      <QueryState
        query={report}
        loadingLabel="Cargando pagos pendientes"
        errorTitle="Error al cargar pagos pendientes"
        isEmpty={debtors.length === 0}
        empty={
          searched ? (
            <EmptyState
              icon={SearchX}
              title="Sin resultados"
              description={`Ningún estudiante con pagos pendientes coincide con «${searched}».`}
            />
          ) : (
            <EmptyState
              icon={CircleCheck}
              title="No hay pagos pendientes"
              description={`Todos los estudiantes están al día en ${formatMonthEs(month)}.`}
            />
          )
        }
      >
        <CardList label="Estudiantes con pagos pendientes">
          {debtors.map((debtor) => {
            const late = debtor.outstandingPayments.some((o) => o.isLate);
            return (
              <li
                key={debtor.studentId}
                className="flex flex-col rounded-xl border border-line bg-surface p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <h2 className="font-medium text-ink">{debtor.studentName}</h2>
                  {late && <Badge tone="warning">Atrasado</Badge>}
                </div>
                <ul className="mt-2 flex-1 space-y-1 text-sm text-ink-muted">
                  {debtor.outstandingPayments.map((o) => (
                    <li key={o.classId} className="flex justify-between gap-2">
                      <span>
                        {o.className}
                        {o.surcharge > 0 && ` (recargo ${formatCLP(o.surcharge)})`}
                        <PartialAmounts item={o} />
                      </span>
                      <span className="tabular-nums">{formatCLP(o.remainingAmount)}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-3 flex justify-between border-t border-line pt-3 font-semibold text-ink">
                  <span>Total</span>
                  <span className="tabular-nums">{formatCLP(debtor.totalOwed)}</span>
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => setConfirming({ debtor, key: newIdempotencyKey() })}
                    aria-label={`Pago Rápido de ${debtor.studentName}`}
                    icon={Zap}
                  >
                    Pago Rápido
                  </Button>
                  <ButtonLink
                    to={`/payments/new?student=${debtor.studentId}`}
                    variant="secondary"
                    size="sm"
                    aria-label={`Pago Detallado de ${debtor.studentName}`}
                  >
                    Pago Detallado
                  </ButtonLink>
                </div>
              </li>
            );
          })}
        </CardList>
        {notShown > 0 && (
          <p className="mt-4 text-center text-sm text-ink-muted">
            {`Y ${plural(notShown, "estudiante más", "estudiantes más")} con pagos pendientes: búsquelos por nombre.`}
          </p>
        )}
      </QueryState>
      <QuickPaymentConfirm
        key={confirming?.key ?? "closed"}
        {...openWhileSet(confirming, setConfirming)}
        description={
          confirming
            ? `Se registrará el pago de ${formatCLP(confirming.debtor.totalOwed)} de ${confirming.debtor.studentName} por ${confirming.debtor.outstandingPayments.length === 1 ? "1 clase" : `${confirming.debtor.outstandingPayments.length} clases`} de ${formatMonthEs(month)}, en ${paymentMethodLabel(method).toLocaleLowerCase("es-CL")}.`
            : ""
        }
        total={confirming?.debtor.totalOwed ?? 0}
        method={method}
        pending={create.isPending}
        onConfirm={(tenders) =>
          confirming ? void pay(confirming.debtor, confirming.key, tenders) : undefined
        }
      />
    </TitledPage>
  );
}
