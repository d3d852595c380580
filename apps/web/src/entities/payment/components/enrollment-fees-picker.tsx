import { dueState, type EnrollmentFeeOwedResponse, formatCLP } from "@nova/domain";
import { OwedStatusBadge } from "@/components/owed-status";
import { useStudioToday } from "@/lib/studio-today";
import { feeLineKey, type PaymentLineChoices } from "../payment-lines";
import { OwedLineRow } from "./owed-line-row";

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
  const { today } = useStudioToday();
  return (
    <ul className="divide-y divide-line" aria-label="Matrículas a pagar">
      {fees.map((fee) => {
        const key = feeLineKey(fee);
        return (
          <OwedLineRow
            key={key}
            checkId={`pay-fee-${fee.id}`}
            name={fee.label}
            title={<span>{fee.label}</span>}
            badges={<OwedStatusBadge status={fee.status} />}
            detail={
              <>
                {formatCLP(fee.expectedAmount)}
                {fee.paidAmount > 0 && ` · pagado ${formatCLP(fee.paidAmount)}`}
                {" · "}
                {dueState(fee.dueDate, today).label}
              </>
            }
            remainingAmount={fee.remainingAmount}
            choice={choices[key] ?? { included: false, amount: String(fee.remainingAmount) }}
            problem={problems[key]}
            onChange={(choice) => onChange(key, choice)}
          />
        );
      })}
    </ul>
  );
}
