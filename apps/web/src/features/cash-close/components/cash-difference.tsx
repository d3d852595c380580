import { CASH_DIFFERENCE_LABELS, cashDifferenceKind, formatCLP } from "@nova/domain";
import { cx } from "@/lib/class-names";

const TONES = {
  faltante: "text-danger-text",
  sobrante: "text-warning-text",
  cuadra: "text-success-text",
} as const;

/**
 * The difference between the cash counted and the cash expected, as the desk says it:
 * "Faltante $1.000", "Sobrante $500" or "Cuadra", coloured so a wrong count stands out.
 */
export function CashDifference({
  difference,
  className,
}: {
  difference: number;
  className?: string;
}) {
  const kind = cashDifferenceKind(difference);
  return (
    <span className={cx("font-semibold tabular-nums", TONES[kind], className)}>
      {CASH_DIFFERENCE_LABELS[kind]}
      {kind !== "cuadra" && ` ${formatCLP(Math.abs(difference))}`}
    </span>
  );
}
