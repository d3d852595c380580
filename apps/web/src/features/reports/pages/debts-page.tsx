import {
  DEBT_AGE_BUCKET_LABELS,
  DEBT_AGE_BUCKETS,
  dueState,
  formatCLP,
  formatMonthEs,
  formatReceiptNumber,
  type PaymentMethod,
  paymentMethodLabel,
} from "@nova/domain";
import { CheckCircle2, Zap } from "lucide-react";
import { useState } from "react";
import { OwedLine, OwedStatusBadge } from "@/components/owed-status";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { openWhileSet } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/input";
import { pageCountOf } from "@/components/ui/list-page";
import { Pagination } from "@/components/ui/pagination";
import { QueryState } from "@/components/ui/query-state";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { PaymentMethodOptions, useCreateReceipt } from "@/entities/payment";
import {
  type PaymentReminder,
  ReminderLink,
  ReminderText,
  remindersByStudent,
  useReminders,
} from "@/entities/report";
import { newIdempotencyKey } from "@/lib/api-client";
import { saveErrorMessage } from "@/lib/save-error";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { DEBTS_PAGE_SIZE, payAllDebtReceipt, type StudentDebt, useDebts } from "../api/debts";
import { DebtorLinks, payerLine } from "../components/debtor-links";
import { ReportPage } from "../components/report-page";

/**
 * /reports/debts, 'Toda la deuda': every student owing anything, largest debt first, each owed
 * month oldest first with its age, totals by age (0–30, 31–60, 61–90, más de 90 días), a quick
 * payment of everything she owes (one receipt) and the WhatsApp reminder to whoever pays for her
 * (the server's: one per payer, sisters together, only what is already due).
 */
export function DebtsPage() {
  const [page, setPage] = useState(1);
  const query = useDebts(page);
  const pageCount = pageCountOf(query.data?.studentsWithDebt ?? 0, DEBTS_PAGE_SIZE);
  const pay = useCreateReceipt();
  const { today } = useStudioToday();
  const [method, setMethod] = useState<PaymentMethod>("EFECTIVO");
  const [confirming, setConfirming] = useState<{ debt: StudentDebt; key: string } | null>(null);
  const students = [...(query.data?.students ?? [])].sort((a, b) => b.totalOwed - a.totalOwed);
  // The reminders of this page's students only, not the whole studio's (a megabyte at 2,000).
  const reminders = remindersByStudent(
    useReminders({ scope: "debts", studentIds: students.map((s) => s.studentId) }).data?.reminders,
  );

  async function payAll(debt: StudentDebt, idempotencyKey: string) {
    try {
      const receipt = await pay.mutateAsync({
        body: payAllDebtReceipt(debt, today, method),
        idempotencyKey,
      });
      notify.success(
        `Pago de ${formatCLP(receipt.total)} registrado, comprobante ${formatReceiptNumber(receipt.number)}`,
      );
    } catch (error) {
      notify.error(saveErrorMessage(error, "No se pudo registrar el pago"));
    } finally {
      setConfirming(null);
    }
  }

  return (
    <ReportPage
      title="Toda la deuda"
      description={
        query.data
          ? `Cuenta todo lo adeudado hoy: cada mensualidad desde ${formatMonthEs(query.data.fromMonth)} y cada matrícula, también lo que aún no vence. Es el mismo total del dashboard.`
          : "Cuenta todo lo adeudado hoy: cada mensualidad y cada matrícula, también lo que aún no vence."
      }
      actions={
        <SelectField
          label="Método del pago rápido"
          value={method}
          onChange={(e) => setMethod(e.target.value as PaymentMethod)}
        >
          <PaymentMethodOptions />
        </SelectField>
      }
    >
      {query.data && (
        <StatGrid label="Deuda por antigüedad">
          <StatCard
            label="Total adeudado"
            value={<span data-testid="debts-total-owed">{formatCLP(query.data.totalOwed)}</span>}
            note={`${query.data.studentsWithDebt} estudiantes con deuda`}
          />
          {DEBT_AGE_BUCKETS.map((bucket) => (
            <StatCard
              key={bucket}
              label={DEBT_AGE_BUCKET_LABELS[bucket]}
              value={formatCLP(query.data.totalsByBucket[bucket])}
            />
          ))}
        </StatGrid>
      )}
      <QueryState
        query={query}
        loadingLabel="Cargando la deuda"
        errorTitle="Error al cargar la deuda"
        isEmpty={students.length === 0}
        empty={
          <EmptyState
            icon={CheckCircle2}
            title="Nadie adeuda"
            description="Todos los estudiantes están al día."
          />
        }
      >
        <ul className="space-y-4" aria-label="Estudiantes con deuda, mayor deuda primero">
          {students.map((debt) => (
            <DebtCard
              key={debt.studentId}
              debt={debt}
              reminder={reminders.get(debt.studentId)}
              today={today}
              onPay={() => setConfirming({ debt, key: newIdempotencyKey() })}
            />
          ))}
        </ul>
        {pageCount > 1 && (
          <p className="mt-4 text-center text-sm text-ink-muted">
            {`Estudiantes ${(page - 1) * DEBTS_PAGE_SIZE + 1} a ${Math.min(page * DEBTS_PAGE_SIZE, query.data?.studentsWithDebt ?? 0)} de ${query.data?.studentsWithDebt ?? 0}, mayor deuda primero`}
          </p>
        )}
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
          className="mt-2"
        />
      </QueryState>
      <ConfirmDialog
        {...openWhileSet(confirming, setConfirming)}
        title="Confirmar pago rápido"
        description={
          confirming &&
          `Se registrará hoy un comprobante de ${formatCLP(confirming.debt.totalOwed)} de ${confirming.debt.studentName} por ${confirming.debt.months.length === 1 ? "1 mes" : `${confirming.debt.months.length} meses`} adeudados, en ${paymentMethodLabel(method).toLocaleLowerCase("es-CL")}.`
        }
        confirmLabel={confirming ? `Pagar ${formatCLP(confirming.debt.totalOwed)}` : "Pagar"}
        destructive={false}
        pending={pay.isPending}
        onConfirm={() => (confirming ? payAll(confirming.debt, confirming.key) : undefined)}
      />
    </ReportPage>
  );
}

function DebtCard({
  debt,
  reminder,
  today,
  onPay,
}: {
  debt: StudentDebt;
  today: string;
  reminder: PaymentReminder | undefined;
  onPay: () => void;
}) {
  const headingId = `debt-${debt.studentId}`;
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="font-display text-lg font-semibold text-ink">
              {debt.studentName}
            </h2>
            <p className="text-sm text-ink-muted">
              {debt.months.length === 1
                ? "1 mes adeudado"
                : `${debt.months.length} meses adeudados`}
              {debt.surchargeOwed > 0 && `, incluye ${formatCLP(debt.surchargeOwed)} de recargo`}
            </p>
            <p className="text-sm text-ink-muted" data-testid="debt-payer">
              {payerLine(debt)}
            </p>
          </div>
          <p className="font-display text-xl font-semibold text-ink tabular-nums">
            {formatCLP(debt.totalOwed)}
          </p>
        </div>
        <ul className="mt-3 divide-y divide-line border-y border-line text-sm">
          {debt.months.map((m) => (
            <OwedLine
              key={`${m.classId}-${m.paymentMonth}`}
              item={m}
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="text-ink capitalize">{formatMonthEs(m.paymentMonth)}</span>
              <span className="text-ink"> · {m.className}</span>{" "}
              <OwedStatusBadge status={m.status} />
              <span className="block text-xs text-ink-muted">
                {dueState(m.dueDate, today).label}
                {m.daysOverdue > 0 &&
                  ` · ${m.daysOverdue} días de atraso (${DEBT_AGE_BUCKET_LABELS[m.ageBucket]})`}
                {m.surcharge > 0 && ` · recargo ${formatCLP(m.surcharge)}`}
              </span>
            </OwedLine>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={onPay}
            aria-label={`Pago rápido de ${debt.studentName}`}
            icon={Zap}
          >
            Pago rápido
          </Button>
          <DebtorLinks
            studentId={debt.studentId}
            studentName={debt.studentName}
            reminder={reminder}
          />
        </div>
        {reminder?.waUrl ? (
          <ReminderText
            summary={`Ver recordatorio a ${reminder.payerName}`}
            text={reminder.text}
            className="mt-2"
          />
        ) : (
          <ReminderLink reminder={reminder} className="mt-2" />
        )}
      </Card>
    </li>
  );
}
