import { formatCLP, formatMonthEs } from "@nova/domain";

export interface ReminderFacts {
  studentName: string;
  studioName: string;
  /** `YYYY-MM`. */
  month: string;
  classNames: string[];
  /** What she owes, surcharge included. */
  totalOwed: number;
  /** The part of `totalOwed` that is late-payment surcharge (0 when on time). */
  surcharge: number;
}

/** "a, b y c" the Spanish way. */
function joinEs(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

/** A polite Spanish payment reminder naming her classes, the month and the amount. */
export function reminderText(facts: ReminderFacts): string {
  const firstName = facts.studentName.trim().split(/\s+/)[0] ?? "";
  const classes = facts.classNames.length === 1 ? "tu clase de" : "tus clases de";
  const amount =
    facts.surcharge > 0
      ? `${formatCLP(facts.totalOwed)} (incluye ${formatCLP(facts.surcharge)} de recargo por pago atrasado)`
      : formatCLP(facts.totalOwed);
  return (
    `Hola ${firstName}, te saludamos de ${facts.studioName}. ` +
    `Te recordamos que está pendiente el pago de ${formatMonthEs(facts.month)} de ${classes} ` +
    `${joinEs(facts.classNames)}, por un total de ${amount}. ` +
    "Si ya lo realizaste, por favor ignora este mensaje. ¡Muchas gracias!"
  );
}

/**
 * The number WhatsApp expects (country code and digits only) for a Chilean phone as people
 * type it ("+56 9 8765 4321", "9 8765 4321", "987654321"); null when it cannot be one.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (/^56\d{9}$/.test(digits)) return digits;
  if (/^\d{9}$/.test(digits)) return `56${digits}`;
  return null;
}

/** `https://wa.me/56…?text=…`, or null when the phone is missing or unusable. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
