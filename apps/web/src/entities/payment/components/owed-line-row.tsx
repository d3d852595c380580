import { formatCLP } from "@nova/domain";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import type { PaymentLineChoice } from "../payment-lines";

export interface OwedLineRowProps {
  /** The checkbox's id; the amount field and its error take theirs from it. */
  checkId: string;
  /** The line's name as read aloud ("Pagar …", "Monto …"). */
  name: string;
  /** What the row shows as its title, beside the badges. */
  title: ReactNode;
  badges: ReactNode;
  /** The line under the title: price, what was paid, the due date. */
  detail: ReactNode;
  remainingAmount: number;
  choice: PaymentLineChoice;
  problem?: string;
  onChange: (choice: PaymentLineChoice) => void;
}

/**
 * One owed line a payment may pay (a month or an enrollment fee): checked and an amount pays it.
 * Both pickers draw their rows with it, so a month and a fee look and behave alike in one dialog.
 */
export function OwedLineRow({
  checkId,
  name,
  title,
  badges,
  detail,
  remainingAmount,
  choice,
  problem,
  onChange,
}: OwedLineRowProps) {
  const amountId = `${checkId}-amount`;
  const errorId = `${checkId}-error`;
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 py-3 first:pt-0 sm:grid-cols-[auto_1fr_10rem] sm:items-start">
      <input
        id={checkId}
        type="checkbox"
        className="mt-1 size-4 accent-accent"
        checked={choice.included}
        onChange={(e) => onChange({ ...choice, included: e.target.checked })}
        aria-label={`Pagar ${name}`}
      />
      <label htmlFor={checkId} className="min-w-0 cursor-pointer">
        <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {title}
          {badges}
        </span>
        <span className="mt-0.5 block text-sm text-ink-muted">{detail}</span>
        <span className="block text-sm text-ink">Queda {formatCLP(remainingAmount)}</span>
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
          max={remainingAmount}
          step={1}
          value={choice.amount}
          disabled={!choice.included}
          invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          className={cx("tabular-nums", !choice.included && "opacity-60")}
          onChange={(e) => onChange({ ...choice, amount: e.target.value })}
        />
        {problem && (
          <p id={errorId} className="text-sm font-medium text-danger-text">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
