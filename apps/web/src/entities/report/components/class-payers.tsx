import { formatCLP } from "@nova/domain";
import { cx } from "@/lib/class-names";

/**
 * Who paid a class in the month and how much, folded under 'Estudiantes que pagaron (n)', or
 * that nobody did. `className` places it in its card; `foldClassName` adds to the fold only.
 */
export function ClassPayers<P extends { id: number; name: string }>({
  payers,
  amountOf,
  open,
  className,
  foldClassName,
}: {
  payers: readonly P[];
  amountOf: (payer: P) => number;
  /** Unfolded from the start (a short list). */
  open?: boolean;
  className: string;
  foldClassName?: string;
}) {
  if (payers.length === 0)
    return (
      <p className={cx(className, "text-sm text-ink-muted")}>
        Nadie ha pagado esta clase en el mes.
      </p>
    );
  return (
    <details className={cx(className, foldClassName, "text-sm")} open={open}>
      <summary className="cursor-pointer font-medium text-accent-text">
        Estudiantes que pagaron ({payers.length})
      </summary>
      <ul className="mt-2 space-y-1">
        {payers.map((payer) => (
          <li key={payer.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-ink">{payer.name}</span>
            <span className="shrink-0 text-ink tabular-nums">{formatCLP(amountOf(payer))}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
