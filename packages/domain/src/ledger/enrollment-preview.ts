import type { YearMonth } from "../calendar/month";
import { formatMonthEs } from "../calendar/month";
import type { FirstMonthPolicy } from "../enums/payment";
import { formatCLP } from "../money/format";

/**
 * The one line the enroll dialogs show before confirming (issue 36): what the first month
 * charges and why, the matrícula when due, and the total. Built from the ledger's own item, so
 * the dialog says what the student's page will then say.
 */
export function enrollmentPreviewSummary(p: {
  month: YearMonth;
  firstMonth: boolean;
  policy: FirstMonthPolicy;
  price: number;
  charge: number;
  discounted: boolean;
  enrollmentFee: { amount: number; season: number } | null;
}): string {
  const month = formatMonthEs(p.month);
  let first: string;
  if (!p.firstMonth) first = `${month}: ${formatCLP(p.charge)} (mes completo)`;
  else if (p.charge === 0) first = `Primer mes (${month}): gratis`;
  else if (p.policy === "prorated" && p.charge < p.price)
    first = `Primer mes (${month}): ${formatCLP(p.charge)}, proporcional a las clases que quedan (precio ${formatCLP(p.price)})`;
  else first = `Primer mes (${month}): ${formatCLP(p.charge)}`;
  if (p.discounted && p.charge > 0) first += " con descuento";
  const parts = [first];
  if (p.enrollmentFee) {
    parts.push(`Matrícula ${p.enrollmentFee.season}: ${formatCLP(p.enrollmentFee.amount)}`);
  }
  const total = p.charge + (p.enrollmentFee?.amount ?? 0);
  parts.push(`Total a cobrar: ${formatCLP(total)}`);
  return parts.join(" · ");
}
