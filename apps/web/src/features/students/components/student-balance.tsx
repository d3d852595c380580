import { formatCLP, formatMonthEs } from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Wallet } from "lucide-react";
import { OwedLine } from "@/components/owed-status";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button-link";
import { QueryCard } from "@/components/ui/query-card";
import { ReminderLink, remindersQueryOptions } from "@/entities/report";
import { LateFeeWaiver } from "@/entities/waiver";
import { useStudentUnpaidMonths } from "../api/get-student-outstanding";

/**
 * Everything she still owes: each unpaid month of the last 12, oldest first, its classes with
 * the late surcharge (which an admin may waive), the total and a shortcut to register the payment.
 */
export function StudentBalance({ studentId }: { studentId: number }) {
  const query = useStudentUnpaidMonths(studentId);
  const paymentLink = `/payments/new?student=${studentId}`;

  return (
    <QueryCard
      title="Pagos pendientes"
      icon={Wallet}
      query={query}
      loadingLabel="Cargando pagos pendientes"
      error="Error al cargar los pagos pendientes"
      isEmpty={(data) => data.months.length === 0}
      empty={
        <p className="flex items-center gap-2 text-sm text-success-text">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Sin pagos pendientes.
        </p>
      }
    >
      {(data) => (
        <>
          <ol className="space-y-4">
            {data.months.map((month) => (
              <li key={month.month}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-ink capitalize">
                    {formatMonthEs(month.month)}
                  </h3>
                  {month.outstandingPayments.some((item) => item.isLate) && (
                    <LateFeeWaiver studentId={studentId} month={month.month} />
                  )}
                </div>
                <ul className="mt-1.5 space-y-1.5">
                  {month.outstandingPayments.map((item) => (
                    <OwedLine
                      key={item.classId}
                      item={item}
                      className="flex items-start justify-between gap-3 text-sm"
                    >
                      <span className="text-ink">{item.className}</span>
                      {item.isLate && (
                        <Badge tone="danger" className="ml-2">
                          Atrasado
                        </Badge>
                      )}
                      {item.status === "PARTIAL" && (
                        <Badge tone="warning" className="ml-2">
                          Parcial
                        </Badge>
                      )}
                      {item.surcharge > 0 && (
                        <span className="block text-xs text-ink-muted">
                          {formatCLP(item.charge)} + recargo {formatCLP(item.surcharge)}
                        </span>
                      )}
                    </OwedLine>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold text-ink">
            <span>Total pendiente</span>
            <span className="tabular-nums">{formatCLP(data.totalOutstandingAmount)}</span>
          </div>
          <ButtonLink to={paymentLink} icon={Wallet} className="mt-4 w-full">
            Registrar Pago
          </ButtonLink>
          <DebtReminder studentId={studentId} />
        </>
      )}
    </QueryCard>
  );
}

/**
 * 'Recordar por WhatsApp': the reminder to whoever pays for her (her paying guardian, or she
 * herself when of age), made by the server with her siblings' months (issue 36); shown to copy
 * when the payer has no usable phone.
 */
function DebtReminder({ studentId }: { studentId: number }) {
  const query = useQuery(remindersQueryOptions({ scope: "debts", studentId }));
  const reminder = query.data?.reminders[0];
  return <ReminderLink reminder={reminder} wide className="mt-2" />;
}
