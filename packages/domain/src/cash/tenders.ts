import { formatCLP } from "../money/format";
import type { MethodTotal } from "./cash-close";

// Issue 36: one receipt, several ways to pay. A receipt's money is its tenders (how it was
// paid: so much cash, so much by transfer); its lines say what was paid. The cash close reads
// the tenders, never a per-kind table of lines, so a class month, a matrícula or any line kind
// still to come is counted by how it was paid.

/** One way a receipt was paid: a method and the pesos taken with it. */
export interface Tender {
  method: string;
  amount: number;
}

/** A receipt line as the tenders are spread over it: its amount and whether it was voided. */
export interface TenderedLine {
  amount: number;
  voided: boolean;
}

/**
 * How much of each line each tender paid: the lines in the receipt's order (class months by
 * id, then enrollment fees by id) are filled from the tenders in their order, the first tender
 * first. So a void of a line hands back what paid that line, by its method(s), and voiding
 * every line reverses every tender exactly. A line the tenders do not reach (a receipt whose
 * tenders fall short, which writes refuse) is given to the last tender's method.
 */
export function allocateTenders(
  lineAmounts: readonly number[],
  tenders: readonly Tender[],
): Tender[][] {
  const left = tenders.map((t) => ({ ...t }));
  let at = 0;
  return lineAmounts.map((amount) => {
    const portions = new Map<string, number>();
    let owed = amount;
    while (owed > 0 && at < left.length) {
      const tender = left[at] as Tender;
      const take = Math.min(owed, tender.amount);
      if (take > 0) portions.set(tender.method, (portions.get(tender.method) ?? 0) + take);
      tender.amount -= take;
      owed -= take;
      if (tender.amount === 0) at += 1;
    }
    if (owed > 0) {
      const method = tenders[tenders.length - 1]?.method ?? "EFECTIVO";
      portions.set(method, (portions.get(method) ?? 0) + owed);
    }
    return [...portions].map(([method, amount]) => ({ method, amount }));
  });
}

/**
 * The one method a receipt (or a line) is listed under for clients that know one method per
 * payment: the method of its largest tender, the first one on a tie. Never a method outside the
 * enum, so an old client reading `paymentMethod` still reads a valid value.
 */
export function mainMethod(tenders: readonly Tender[], fallback = "EFECTIVO"): string {
  let best: Tender | undefined;
  for (const t of tenders) if (!best || t.amount > best.amount) best = t;
  return best?.method ?? fallback;
}

/** A receipt's tenders with what its voided lines handed back of each. */
export interface TenderBalance extends Tender {
  /** What voided lines reversed of this tender (the whole tender when every line is voided). */
  voidedAmount: number;
}

/** Each tender of a receipt with what its voids reversed of it. */
export function tenderBalances(
  tenders: readonly Tender[],
  lines: readonly TenderedLine[],
): TenderBalance[] {
  const portions = allocateTenders(
    lines.map((l) => l.amount),
    tenders,
  );
  const voided = new Map<string, number>();
  lines.forEach((line, i) => {
    if (!line.voided) return;
    for (const p of portions[i] ?? []) voided.set(p.method, (voided.get(p.method) ?? 0) + p.amount);
  });
  return tenders.map((t) => ({
    ...t,
    voidedAmount: Math.min(t.amount, voided.get(t.method) ?? 0),
  }));
}

/** A receipt of a day as the close reads it: its tenders (none for a row older than them). */
export interface DayReceipt {
  tenders: readonly Tender[];
  lines: readonly (TenderedLine & { method: string })[];
}

/**
 * A day's takings by method: what its receipts' live lines took and what its voided lines
 * handed back, each line counted by the tenders that paid it (one count per method it used).
 * A receipt without tenders (written before them) counts each line by its own method.
 */
export function dayTakings(receipts: readonly DayReceipt[]): {
  live: MethodTotal[];
  voided: MethodTotal[];
  portions: Tender[][][];
} {
  const live = new Map<string, MethodTotal>();
  const voided = new Map<string, MethodTotal>();
  const add = (into: Map<string, MethodTotal>, p: Tender) => {
    const t = into.get(p.method) ?? { method: p.method, count: 0, total: 0 };
    into.set(p.method, { method: p.method, count: t.count + 1, total: t.total + p.amount });
  };
  const portions = receipts.map((r) => {
    const split =
      r.tenders.length === 0
        ? r.lines.map((l) => [{ method: l.method, amount: l.amount }])
        : allocateTenders(
            r.lines.map((l) => l.amount),
            r.tenders,
          );
    r.lines.forEach((line, i) => {
      for (const p of split[i] ?? []) add(line.voided ? voided : live, p);
    });
    return split;
  });
  return { live: [...live.values()], voided: [...voided.values()], portions };
}

/**
 * What is wrong with a receipt's tenders for a total, in Spanish, or null: each amount a whole
 * number of pesos above 0, each method once, and together exactly the total of the lines.
 */
export function tendersProblem(tenders: readonly Tender[], total: number): string | null {
  if (tenders.length === 0) return "Indique al menos una forma de pago";
  for (const t of tenders) {
    if (!Number.isInteger(t.amount) || t.amount <= 0) {
      return "El monto de cada forma de pago debe ser un número entero de pesos mayor a 0";
    }
  }
  if (new Set(tenders.map((t) => t.method)).size !== tenders.length) {
    return "Un mismo método de pago aparece más de una vez: sume sus montos en uno solo";
  }
  const sum = tenders.reduce((s, t) => s + t.amount, 0);
  if (sum !== total) {
    const gap = total - sum;
    return `Las formas de pago suman ${formatCLP(sum)} y el pago es de ${formatCLP(total)}: ${
      gap > 0 ? `faltan ${formatCLP(gap)}` : `sobran ${formatCLP(-gap)}`
    }`;
  }
  return null;
}

/** What the form pre-fills in a tender just added: what the others leave of the total (≥ 0). */
export function remainingTender(total: number, amounts: readonly number[]): number {
  const sum = amounts.reduce((s, a) => s + (Number.isFinite(a) ? a : 0), 0);
  return Math.max(0, total - sum);
}
