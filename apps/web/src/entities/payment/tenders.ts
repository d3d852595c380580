import {
  PAYMENT_METHODS,
  type PaymentMethod,
  remainingTender,
  type TenderInput,
  tendersProblem,
} from "@nova/domain";

// Issue 36: a payment split over two methods (part cash, part transfer) is still one receipt.
// The form keeps its one 'Método de pago' (the first tender); splitting adds a second method
// and its amount, pre-filled with what the first leaves of the total.

/** A split being typed: the first method's amount and the second tender. */
export interface TenderSplitState {
  firstAmount: string;
  second: { method: string; amount: string };
}

/** Opens a split: the second method is the first the form did not pick; amounts to be typed. */
export function openSplit(firstMethod: string, total: number): TenderSplitState {
  const other = PAYMENT_METHODS.find((m) => m !== firstMethod) ?? "TRANSFERENCIA";
  return { firstAmount: "", second: { method: other, amount: String(total) } };
}

/** The first amount typed: the second is pre-filled with what remains of the total. */
export function withFirstAmount(
  split: TenderSplitState,
  firstAmount: string,
  total: number,
): TenderSplitState {
  const first = Number(firstAmount);
  const rest = firstAmount.trim() === "" ? total : remainingTender(total, [first]);
  return { firstAmount, second: { ...split.second, amount: String(rest) } };
}

/** The tenders a split sends, or null when the payment is not split. */
export function tendersOf(
  split: TenderSplitState | null,
  firstMethod: string,
): TenderInput[] | null {
  if (!split) return null;
  return [
    { method: firstMethod as PaymentMethod, amount: Number(split.firstAmount) },
    { method: split.second.method as PaymentMethod, amount: Number(split.second.amount) },
  ];
}

/** What is wrong with a split for the total (Spanish), or null; no split is never wrong. */
export function splitProblem(
  split: TenderSplitState | null,
  firstMethod: string,
  total: number,
): string | null {
  const tenders = tendersOf(split, firstMethod);
  if (!tenders) return null;
  if (!firstMethod) return "Seleccione el primer método de pago";
  if (split?.firstAmount.trim() === "" || split?.second.amount.trim() === "") {
    return "Indique el monto de cada método de pago";
  }
  return tendersProblem(tenders, total);
}
