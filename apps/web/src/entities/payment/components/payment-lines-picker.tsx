import { dueState, formatCLP, formatMonthEs } from "@nova/domain";
import { OwedStatusBadge } from "@/components/owed-status";
import { Badge } from "@/components/ui/badge";
import { useStudioToday } from "@/lib/studio-today";
import { type PaymentLineChoices, type PaymentLineOption, paymentLineKey } from "../payment-lines";
import { OwedLineRow } from "./owed-line-row";

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
  // The studio's today names each due date (venció / vence hoy / vence el), as every screen does.
  const { today } = useStudioToday();
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {lines.map((line) => {
        const key = paymentLineKey(line);
        const choice = choices[key] ?? { included: false, amount: String(line.remainingAmount) };
        const problem = problems[key];
        const who = line.studentName ? `${line.studentName}, ` : "";
        const name = `${who}${line.className} ${formatMonthEs(line.paymentMonth)}`;
        const checkId = `pay-${key.replaceAll("|", "-")}`;
        return (
          <OwedLineRow
            key={key}
            checkId={checkId}
            name={name}
            title={
              <span>
                {line.studentName && <span className="text-ink-muted">{who}</span>}
                {line.className} ·{" "}
                <span className="capitalize">{formatMonthEs(line.paymentMonth)}</span>
              </span>
            }
            badges={
              <>
                {line.advance ? (
                  <Badge tone="info">Adelantado</Badge>
                ) : (
                  <OwedStatusBadge status={line.status} />
                )}
                {line.surchargeWaived && <Badge tone="success">Recargo condonado</Badge>}
              </>
            }
            detail={
              <>
                {formatCLP(line.price)}
                {line.surcharge > 0 && ` + recargo ${formatCLP(line.surcharge)}`}
                {line.paidAmount > 0 &&
                  ` · pagado ${formatCLP(line.paidAmount)} de ${formatCLP(line.expectedAmount)}`}
                {" · "}
                {dueState(line.dueDate, today).label}
              </>
            }
            remainingAmount={line.remainingAmount}
            choice={choice}
            problem={problem}
            onChange={(next) => onChange(key, next)}
          />
        );
      })}
    </ul>
  );
}
