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

/** The receipt as a plain-text message (sent to the student by WhatsApp). */
export function receiptText(payment: Payment, studioName: string): string {
  return [
    `*${studioName}* · Comprobante de pago ${receiptLabel(payment.receiptNumber)}`,
    `Estudiante: ${payment.studentName}`,
    `Concepto: ${receiptConcept(payment)}`,
    `Monto: ${formatCLP(payment.amount)} (${amountInWords(payment.amount)})`,
    ...(payment.isLatePayment ? ["Incluye recargo por pago tardío."] : []),
    `Método: ${paymentMethodLabel(payment.paymentMethod)}`,
    `Fecha de pago: ${formatDateEs(payment.paymentDate)}`,
    "¡Gracias!",
  ].join("\n");
}
