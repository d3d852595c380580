import {
  amountInWords,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  paymentMethodLabel,
} from "@nova/domain";
import type { Payment } from "./payment";

/** The receipt number as printed: six digits at least ("N° 000042"). */
export function receiptLabel(receiptNumber: number): string {
  return `N° ${String(receiptNumber).padStart(6, "0")}`;
}

/** What the payment paid for, as the receipt's "Concepto" line. */
export function receiptConcept(payment: Payment): string {
  return `Mensualidad ${payment.className}, ${formatMonthEs(payment.paymentMonth)}`;
}

/** The receipt's note on the late fee: waived by an admin, or included in the amount. */
export function lateFeeNote(payment: Payment, surchargeWaived: boolean): string | null {
  if (surchargeWaived) return "Recargo por pago tardío condonado.";
  return payment.isLatePayment ? "Incluye recargo por pago tardío." : null;
}

/** The receipt as a plain-text message (sent to the student by WhatsApp). */
export function receiptText(payment: Payment, studioName: string, surchargeWaived = false): string {
  const note = lateFeeNote(payment, surchargeWaived);
  return [
    `*${studioName}* · Comprobante de pago ${receiptLabel(payment.receiptNumber)}`,
    `Estudiante: ${payment.studentName}`,
    `Concepto: ${receiptConcept(payment)}`,
    `Monto: ${formatCLP(payment.amount)} (${amountInWords(payment.amount)})`,
    ...(note ? [note] : []),
    `Método: ${paymentMethodLabel(payment.paymentMethod)}`,
    `Fecha de pago: ${formatDateEs(payment.paymentDate)}`,
    "¡Gracias!",
  ].join("\n");
}
