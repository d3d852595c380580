import {
  formatCLP,
  formatDateEs,
  formatMonthEs,
  formatReceiptNumber,
  paymentMethodLabel,
  VOIDED_LABEL,
} from "@nova/domain";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { QueryCard } from "@/components/ui/query-card";
import { cx } from "@/lib/class-names";
import { useStudentReceipts } from "../api/get-student-receipts";

/**
 * Her receipts, newest first: each with its number, date, method and lines; a voided line stays
 * listed, marked ANULADO with its reason (money recorded is never erased).
 */
export function StudentReceipts({ studentId }: { studentId: number }) {
  const query = useStudentReceipts(studentId);
  return (
    <QueryCard
      title="Comprobantes"
      icon={FileText}
      query={query}
      loadingLabel="Cargando comprobantes"
      error="Error al cargar los comprobantes"
      isEmpty={(data) => data.length === 0}
      empty="Aún no hay comprobantes."
    >
      {(data) => (
        <ul className="divide-y divide-line" aria-label="Comprobantes del estudiante">
          {data.slice(0, 10).map((receipt) => (
            <li key={receipt.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/receipts/${receipt.id}`}
                  className="font-medium text-accent-text hover:underline"
                >
                  Comprobante {formatReceiptNumber(receipt.number)}
                </Link>
                <span className="flex items-center gap-2">
                  {receipt.voided && <Badge tone="danger">{VOIDED_LABEL}</Badge>}
                  <span className="font-medium text-ink tabular-nums">
                    {formatCLP(receipt.liveTotal)}
                  </span>
                </span>
              </div>
              <p className="text-sm text-ink-muted">
                {formatDateEs(receipt.paymentDate)} · {paymentMethodLabel(receipt.paymentMethod)}
              </p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {receipt.lines
                  .filter((line) => line.studentId === studentId)
                  .map((line) => (
                    <li key={line.paymentId} className={cx(line.voidedAt && "text-danger-text")}>
                      <span className={cx(line.voidedAt && "line-through")}>
                        {line.className}, {formatMonthEs(line.paymentMonth)}:{" "}
                        {formatCLP(line.amount)}
                      </span>
                      {line.voidedAt && (
                        <span>
                          {" "}
                          — {VOIDED_LABEL} el {formatDateEs(line.voidedAt.slice(0, 10))}:{" "}
                          {line.voidReason}
                        </span>
                      )}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
