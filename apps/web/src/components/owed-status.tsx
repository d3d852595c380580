import { formatCLP, OWED_STATUS_LABELS, type OwedStatus } from "@nova/domain";
import type { ReactNode } from "react";
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

/**
 * One month still owing in a list (a student's balance, a debtor's months): what it is (the
 * children) with its partial figures under it, and at the right what remains to pay. The
 * screens lay the row out their own way (`className`), but the amount reads the same everywhere.
 */
export function OwedLine({
  item,
  className,
  children,
}: {
  item: { status: OwedStatus; paidAmount: number; remainingAmount: number };
  className: string;
  children: ReactNode;
}) {
  return (
    <li className={className}>
      <span className="min-w-0">
        {children}
        <PartialAmounts item={item} />
      </span>
      <span className="shrink-0 font-medium text-ink tabular-nums">
        {formatCLP(item.remainingAmount)}
      </span>
    </li>
  );
}
