import { formatCLP, formatMonthEs } from "@nova/domain";
import { CircleCheck, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useStudentOutstanding } from "../api/get-student-outstanding";

/** What she still owes for the month, with a shortcut to register the payment. */
export function StudentBalance({ studentId, month }: { studentId: number; month: string }) {
  const query = useStudentOutstanding(studentId, month);
  const paymentLink = `/payments/new?student=${studentId}`;

  return (
    <SectionCard
      title={`Pagos de ${formatMonthEs(month)}`}
      icon={<Wallet className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {query.isPending ? (
        <Spinner className="size-6 text-accent" label="Cargando pagos pendientes" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-text" role="alert">
          Error al cargar los pagos pendientes
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : query.data.outstandingPayments.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success-text">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          Sin pagos pendientes este mes.
        </p>
      ) : (
        <>
          <ul className="space-y-2">
            {query.data.outstandingPayments.map((item) => (
              <li key={item.classId} className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="text-ink">{item.className}</span>
                  {item.isLate && (
                    <Badge tone="danger" className="ml-2">
                      Atrasado
                    </Badge>
                  )}
                </span>
                <span className="shrink-0 font-medium text-ink tabular-nums">
                  {formatCLP(item.expectedAmount)}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm font-semibold text-ink">
            <span>Total pendiente</span>
            <span className="tabular-nums">{formatCLP(query.data.totalOutstandingAmount)}</span>
          </div>
          {query.data.outstandingPayments.some((item) => item.isLate) && (
            <p className="mt-2 text-xs text-ink-muted">
              Los pagos atrasados incluyen el recargo por atraso.
            </p>
          )}
          <Link to={paymentLink} className={buttonClasses({ className: "mt-4 w-full" })}>
            <Wallet className="size-4" aria-hidden="true" />
            Registrar Pago
          </Link>
        </>
      )}
    </SectionCard>
  );
}
