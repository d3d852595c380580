import { formatCLP, paymentMethodLabel } from "@nova/domain";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { openSplit, splitProblem, type TenderSplitState, withFirstAmount } from "../tenders";
import { PaymentMethodOptions } from "./payment-method-options";

/**
 * 'Agregar otro método de pago': the payment's total split over the form's method and a second
 * one (part cash, part transfer), on one receipt. The second amount is pre-filled with what the
 * first leaves; the sum must be the total, said under the fields until it is.
 */
export function TenderSplit({
  total,
  firstMethod,
  split,
  onChange,
}: {
  total: number;
  /** The form's 'Método de pago': the first tender. */
  firstMethod: string;
  split: TenderSplitState | null;
  onChange: (split: TenderSplitState | null) => void;
}) {
  const id = useId();
  if (!split) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={total <= 0 || !firstMethod}
        onClick={() => onChange(openSplit(firstMethod, total))}
        icon={Plus}
      >
        Agregar otro método de pago
      </Button>
    );
  }
  const problem = splitProblem(split, firstMethod, total);
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-line p-3"
      aria-describedby={`${id}-sum`}
    >
      <legend className="px-1 text-sm font-medium text-ink">Pago dividido</legend>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${id}-first`} className="block text-sm font-medium text-ink">
            Monto en{" "}
            {paymentMethodLabel(firstMethod).toLocaleLowerCase("es-CL") || "el primer método"}
          </label>
          <Input
            id={`${id}-first`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="tabular-nums"
            value={split.firstAmount}
            onChange={(e) => onChange(withFirstAmount(split, e.target.value, total))}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-second-method`} className="block text-sm font-medium text-ink">
            Segundo método de pago
          </label>
          <Select
            id={`${id}-second-method`}
            value={split.second.method}
            onChange={(e) =>
              onChange({ ...split, second: { ...split.second, method: e.target.value } })
            }
          >
            <PaymentMethodOptions />
          </Select>
        </div>
        <div className="space-y-1 sm:col-start-2">
          <label htmlFor={`${id}-second-amount`} className="block text-sm font-medium text-ink">
            Monto en {paymentMethodLabel(split.second.method).toLocaleLowerCase("es-CL")}
          </label>
          <Input
            id={`${id}-second-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="tabular-nums"
            value={split.second.amount}
            onChange={(e) =>
              onChange({ ...split, second: { ...split.second, amount: e.target.value } })
            }
          />
        </div>
      </div>
      <p
        id={`${id}-sum`}
        className={problem ? "text-sm font-medium text-danger-text" : "text-sm text-ink-muted"}
        role={problem ? "alert" : undefined}
      >
        {problem ?? `Las formas de pago suman ${formatCLP(total)}, el total del pago.`}
      </p>
      <Button variant="ghost" size="sm" onClick={() => onChange(null)} icon={X}>
        Pagar con un solo método
      </Button>
    </fieldset>
  );
}
