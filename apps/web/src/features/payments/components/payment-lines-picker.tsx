import { formatCLP, formatDateEs, formatMonthEs } from "@nova/domain";
import { OwedStatusBadge } from "@/components/owed-status";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { type PaymentLineChoices, type PaymentLineOption, paymentLineKey } from "../payment-lines";

export interface PaymentLinesPickerProps {
  /** The lines offered, oldest month first (see `sortLines`). */
  lines: readonly PaymentLineOption[];
  choices: PaymentLineChoices;
  onChange: (key: string, choice: PaymentLineChoices[string]) => void;
  /** A message per line key refused as typed (`chosenLines(...).problems`). */
  problems?: Record<string, string>;
  /** Shown as the list's accessible name. */
  label?: string;
}

/**
 * The months a payment pays, one line per student, class and month: each owed month with its
 * surcharge and what was already paid, and the months in advance. A line is paid when checked,
 * for the amount typed (its remaining amount unless changed); unchecked or 0 leaves it out.
 * Reused by every screen that takes money (student, class, quick payment, a family's payment).
 */
export function PaymentLinesPicker({
  lines,
  choices,
  onChange,
  problems = {},
  label = "Meses a pagar",
}: PaymentLinesPickerProps) {
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {lines.map((line) => {
        const key = paymentLineKey(line);
        const choice = choices[key] ?? { included: false, amount: String(line.remainingAmount) };
        const problem = problems[key];
        const who = line.studentName ? `${line.studentName}, ` : "";
        const name = `${who}${line.className} ${formatMonthEs(line.paymentMonth)}`;
        const checkId = `pay-${key.replaceAll("|", "-")}`;
        const amountId = `${checkId}-amount`;
        const errorId = `${checkId}-error`;
        return (
          <li
            key={key}
            className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 py-3 first:pt-0 sm:grid-cols-[auto_1fr_10rem] sm:items-start"
          >
            <input
              id={checkId}
              type="checkbox"
              className="mt-1 size-4 accent-accent"
              checked={choice.included}
              onChange={(e) => onChange(key, { ...choice, included: e.target.checked })}
              aria-label={`Pagar ${name}`}
            />
            <label htmlFor={checkId} className="min-w-0 cursor-pointer">
              <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <span>
                  {line.studentName && <span className="text-ink-muted">{who}</span>}
                  {line.className} ·{" "}
                  <span className="capitalize">{formatMonthEs(line.paymentMonth)}</span>
                </span>
                {line.advance ? (
                  <Badge tone="info">Adelantado</Badge>
                ) : (
                  <OwedStatusBadge status={line.status} />
                )}
              </span>
              <span className="mt-0.5 block text-sm text-ink-muted">
                {formatCLP(line.price)}
                {line.surcharge > 0 && ` + recargo ${formatCLP(line.surcharge)}`}
                {line.paidAmount > 0 &&
                  ` · pagado ${formatCLP(line.paidAmount)} de ${formatCLP(line.expectedAmount)}`}
                {" · "}
                {line.advance ? "vence" : "venció"} el {formatDateEs(line.dueDate)}
              </span>
              <span className="block text-sm text-ink">
                Queda {formatCLP(line.remainingAmount)}
              </span>
            </label>
            <div className="col-start-2 space-y-1 sm:col-start-3">
              <label htmlFor={amountId} className="sr-only">
                Monto {name}
              </label>
              <Input
                id={amountId}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.remainingAmount}
                step={1}
                value={choice.amount}
                disabled={!choice.included}
                invalid={Boolean(problem)}
                aria-describedby={problem ? errorId : undefined}
                className={cx("tabular-nums", !choice.included && "opacity-60")}
                onChange={(e) => onChange(key, { ...choice, amount: e.target.value })}
              />
              {problem && (
                <p id={errorId} className="text-sm font-medium text-danger-text">
                  {problem}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
