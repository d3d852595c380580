import { codesOf, isOneOf, labelOf, pickLabels } from "../shared/codes-of";

/** Methods a payment can be recorded with. */
export const PAYMENT_METHODS = ["EFECTIVO", "TRANSFERENCIA", "TARJETA"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Which payments the payments list shows (issue 36): the live ones (the default, as the SPEC's
 * list always did), or the voided ones (ANULADOS), which are never erased.
 */
export const PAYMENT_LIST_STATUS_LABELS = {
  VIGENTES: "Vigentes",
  ANULADOS: "Anulados",
};
export type PaymentListStatus = keyof typeof PAYMENT_LIST_STATUS_LABELS;
export const PAYMENT_LIST_STATUSES = codesOf(PAYMENT_LIST_STATUS_LABELS);

/** Methods the settings screen offers; cheque is listed there although payments cannot use it yet. */
export const PAYMENT_METHOD_LABELS = {
  EFECTIVO: "Efectivo",
  TRANSFERENCIA: "Transferencia",
  TARJETA: "Tarjeta",
  CHEQUE: "Cheque",
};
export type SettingsPaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const SETTINGS_PAYMENT_METHODS = codesOf(PAYMENT_METHOD_LABELS);

/**
 * Methods only a payment gateway records (issue 30): the family paid online, the money reaches
 * the studio's bank through the gateway's settlement, never the drawer. The desk cannot pick them.
 */
const ONLINE_PAYMENT_METHOD_LABELS = {
  FLOW: "Flow (en línea)",
};
export type OnlinePaymentMethod = keyof typeof ONLINE_PAYMENT_METHOD_LABELS;
export const ONLINE_PAYMENT_METHODS = codesOf(ONLINE_PAYMENT_METHOD_LABELS);

/** Whether a payment was paid online (listed apart from the desk's takings in the cash close). */
export function isOnlinePaymentMethod(method: string): method is OnlinePaymentMethod {
  return isOneOf(ONLINE_PAYMENT_METHODS, method);
}

/** Spanish label of a payment method; unknown values are shown as they are. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "";
  return (
    labelOf(PAYMENT_METHOD_LABELS, method) ??
    labelOf(ONLINE_PAYMENT_METHOD_LABELS, method) ??
    method
  );
}

/** Status of a payment as shown in lists and recent activity. */
export const PAYMENT_STATUS_LABELS = {
  PENDING: "Pendiente",
  PAID: "Pagado",
  // A LATE payment is money received after the due date: paid, not owed.
  LATE: "Pagado con atraso",
};
export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;
export const PAYMENT_STATUSES = codesOf(PAYMENT_STATUS_LABELS);

/** Spanish label of a payment status. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/** Payment state of a student in a class for one month (class detail table). */
export const MONTH_PAYMENT_STATE_LABELS = {
  NOT_ELIGIBLE: "No corresponde",
  PAID: "Pagado",
  PARTIAL: "Parcial",
  PENDING: "Pendiente",
};
export type MonthPaymentState = keyof typeof MONTH_PAYMENT_STATE_LABELS;
export const MONTH_PAYMENT_STATES = codesOf(MONTH_PAYMENT_STATE_LABELS);

/** State of an owed month (issue 25): nothing paid yet, or paid in part. A paid month is not owed. */
export const OWED_STATUS_LABELS = pickLabels(MONTH_PAYMENT_STATE_LABELS, ["PENDING", "PARTIAL"]);
export type OwedStatus = keyof typeof OWED_STATUS_LABELS;
export const OWED_STATUSES = codesOf(OWED_STATUS_LABELS);

/**
 * The state an owed item (a month, a fee, something remaining) is listed with: paid in part
 * stays PARTIAL, anything else is PENDING. Its own status type also has PAID, which an item
 * still owing never is.
 */
export function owedStatusOf(status: "PAID" | OwedStatus): OwedStatus {
  return status === "PARTIAL" ? "PARTIAL" : "PENDING";
}

/**
 * What a student's first month in a class charges (setting `payments.firstMonthPolicy`): the
 * whole price, the price of the sessions left from the enrollment date, or nothing when she
 * enrolls after `payments.freeFirstMonthAfterDay`.
 */
export const FIRST_MONTH_POLICY_LABELS = {
  full: "Mes completo",
  prorated: "Proporcional a las clases que quedan",
  free: "Gratis si se inscribe después del día indicado",
};
export type FirstMonthPolicy = keyof typeof FIRST_MONTH_POLICY_LABELS;
export const FIRST_MONTH_POLICIES = codesOf(FIRST_MONTH_POLICY_LABELS);
