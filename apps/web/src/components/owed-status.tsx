import { formatCLP, OWED_STATUS_LABELS, type OwedStatus } from "@nova/domain";
import { Badge } from "@/components/ui/badge";

/** 'Pendiente' or 'Parcial' — the state of a month still owing. */
export function OwedStatusBadge({ status }: { status: OwedStatus }) {
  return (
    <Badge tone={status === "PARTIAL" ? "warning" : "danger"}>{OWED_STATUS_LABELS[status]}</Badge>
  );
}

/** A PARTIAL month's figures: "pagado $10.000, queda $25.650"; nothing for a PENDING month. */
export function PartialAmounts({
  item,
  className,
}: {
  item: { status: OwedStatus; paidAmount: number; remainingAmount: number };
  className?: string;
}) {
  if (item.status !== "PARTIAL") return null;
  return (
    <span className={className ?? "block text-xs text-ink-muted"}>
      Parcial: pagado {formatCLP(item.paidAmount)}, queda {formatCLP(item.remainingAmount)}
    </span>
  );
}
