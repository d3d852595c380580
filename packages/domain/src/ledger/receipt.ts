/**
 * What every receipt says: the console's receipt records the money taken, it is not the tax
 * document (boleta) the studio issues elsewhere, whose number the receipt may carry.
 */
export const RECEIPT_DISCLAIMER = "Comprobante de pago — no válido como boleta";

/** The mark of a voided line or receipt. */
export const VOIDED_LABEL = "ANULADO";

/**
 * The reason recorded when a client that predates voids (the SPEC's DELETE without a body)
 * voids a payment: the void is kept like any other, its reason says where it came from.
 */
export const LEGACY_VOID_REASON = "Anulado sin motivo (eliminación desde un cliente antiguo)";

/** A receipt number as printed: six digits, "N° 001511". */
export function formatReceiptNumber(number: number): string {
  return `N° ${String(number).padStart(6, "0")}`;
}
