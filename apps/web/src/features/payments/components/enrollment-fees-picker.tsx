import { type EnrollmentFeeOwedResponse, formatCLP, formatDateEs } from "@nova/domain";
import { OwedStatusBadge } from "@/components/owed-status";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";
import { feeLineKey, type PaymentLineChoices } from "../payment-lines";

/**
 * The enrollment fees (matrícula, issue 26) a payment may pay, beside the months: each with what
 * was already paid and what remains. Checked and an amount (what remains unless changed) pays
 * it; unchecked or 0 leaves it out. Same choices as the months' picker.
 */
export function EnrollmentFeesPicker({
  fees,
  choices,
  onChange,
  problems = {},
}: {
  fees: readonly EnrollmentFeeOwedResponse[];
  choices: PaymentLineChoices;
  onChange: (key: string, choice: PaymentLineChoices[string]) => void;
  problems?: Record<string, string>;
}) {
  return (
    <ul className="divide-y divide-line" aria-label="Matrículas a pagar">
      {fees.map((fee) => {
        const key = feeLineKey(fee);
        const choice = choices[key] ?? { included: false, amount: String(fee.remainingAmount) };
        const problem = problems[key];
        const checkId = `pay-fee-${fee.id}`;
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
              aria-label={`Pagar ${fee.label}`}
            />
            <label htmlFor={checkId} className="min-w-0 cursor-pointer">
              <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                <span>{fee.label}</span>
                <OwedStatusBadge status={fee.status} />
              </span>
              <span className="mt-0.5 block text-sm text-ink-muted">
                {formatCLP(fee.expectedAmount)}
                {fee.paidAmount > 0 && ` · pagado ${formatCLP(fee.paidAmount)}`}
                {" · "}
                vence el {formatDateEs(fee.dueDate)}
              </span>
              <span className="block text-sm text-ink">Queda {formatCLP(fee.remainingAmount)}</span>
            </label>
            <div className="col-start-2 space-y-1 sm:col-start-3">
              <label htmlFor={amountId} className="sr-only">
                Monto {fee.label}
              </label>
              <Input
                id={amountId}
                type="number"
                inputMode="numeric"
                min={0}
                max={fee.remainingAmount}
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
