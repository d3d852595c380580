import { formatDateEs, type IsoDate } from "../calendar/date";
import type { YearMonth } from "../calendar/month";
import { type BankDetails, bankDetailsText, hasBankDetails } from "../money/bank-details";
import { formatCLP } from "../money/format";
import { formatMonthListEs, surchargeOwed } from "./debts";

/** An owed month as the family's message needs it. */
export type FamilyOwedLine = {
  studentId: number;
  studentName: string;
  className: string;
  paymentMonth: YearMonth;
  remainingAmount: number;
  surcharge: number;
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * The one WhatsApp message of a family's statement (estado de cuenta): every child's owed
 * months per class with what remains, and the family's total with its surcharge. "Hola María:
 * le enviamos el estado de cuenta de su familia al 15-08-2026. Ana: Ballet julio y agosto 2026
 * ($69.000). Bea: Jazz agosto 2026 ($20.000). Total $89.000, incluye $4.500 de recargo."
 * Children and classes keep the order of the lines (the statement's, oldest month first).
 */
export function familyStatementText(facts: {
  guardianName: string;
  asOf: IsoDate;
  lines: readonly FamilyOwedLine[];
  studioName?: string;
  /** The studio's account (issue 36): named before the signature when something is owed. */
  bank?: BankDetails;
}): string {
  const signature = facts.studioName ? ` Saludos, ${facts.studioName}.` : "";
  const hello = `Hola ${firstName(facts.guardianName)}:`;
  const owed = facts.lines.filter((l) => l.remainingAmount > 0);
  const date = formatDateEs(facts.asOf);
  if (owed.length === 0) {
    return `${hello} su familia no tiene pagos pendientes al ${date}.${signature}`;
  }
  const children = new Map<number, { name: string; classes: Map<string, FamilyOwedLine[]> }>();
  for (const line of owed) {
    const child = children.get(line.studentId) ?? {
      name: firstName(line.studentName),
      classes: new Map(),
    };
    child.classes.set(line.className, [...(child.classes.get(line.className) ?? []), line]);
    children.set(line.studentId, child);
  }
  const parts = [...children.values()].map((child) => {
    const classes = [...child.classes].map(([className, lines]) => {
      const sum = lines.reduce((s, l) => s + l.remainingAmount, 0);
      return `${className} ${formatMonthListEs(lines.map((l) => l.paymentMonth))} (${formatCLP(sum)})`;
    });
    return `${child.name}: ${classes.join("; ")}.`;
  });
  const total = owed.reduce((s, l) => s + l.remainingAmount, 0);
  const surcharge = owed.reduce((s, l) => s + surchargeOwed(l), 0);
  const surchargeText = surcharge > 0 ? `, incluye ${formatCLP(surcharge)} de recargo` : "";
  return [
    `${hello} le enviamos el estado de cuenta de su familia al ${date}.`,
    ...parts,
    `Total ${formatCLP(total)}${surchargeText}.${facts.bank && hasBankDetails(facts.bank) ? "" : signature}`,
    ...(facts.bank && hasBankDetails(facts.bank)
      ? [`Datos para transferir: ${bankDetailsText(facts.bank)}.${signature}`]
      : []),
  ].join("\n");
}
