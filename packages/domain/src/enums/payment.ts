/** Methods a payment can be recorded with. */
export const PAYMENT_METHODS = ["EFECTIVO", "TRANSFERENCIA", "TARJETA"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Which payments the payments list shows (issue 36): the live ones (the default, as the SPEC's
 * list always did), or the voided ones (ANULADOS), which are never erased.
 */
export const PAYMENT_LIST_STATUSES = ["VIGENTES", "ANULADOS"] as const;
export type PaymentListStatus = (typeof PAYMENT_LIST_STATUSES)[number];
export const PAYMENT_LIST_STATUS_LABELS: Record<PaymentListStatus, string> = {
  VIGENTES: "Vigentes",
  ANULADOS: "Anulados",
};

/** Methods the settings screen offers; cheque is listed there although payments cannot use it yet. */
export const SETTINGS_PAYMENT_METHODS = ["EFECTIVO", "TRANSFERENCIA", "TARJETA", "CHEQUE"] as const;
export type SettingsPaymentMethod = (typeof SETTINGS_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<SettingsPaymentMethod, string> = {
  EFECTIVO: "Efectivo",
  TRANSFERENCIA: "Transferencia",
  TARJETA: "Tarjeta",
  CHEQUE: "Cheque",
};

/**
 * Methods only a payment gateway records (issue 30): the family paid online, the money reaches
 * the studio's bank through the gateway's settlement, never the drawer. The desk cannot pick them.
 */
export const ONLINE_PAYMENT_METHODS = ["FLOW"] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

const ONLINE_PAYMENT_METHOD_LABELS: Record<OnlinePaymentMethod, string> = {
  FLOW: "Flow (en línea)",
};

/** Whether a payment was paid online (listed apart from the desk's takings in the cash close). */
export function isOnlinePaymentMethod(method: string): method is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** Spanish label of a payment method; unknown values are shown as they are. */
export function paymentMethodLabel(method: string | null | undefined): string {
  if (!method) return "";
  return (
    (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ??
    (ONLINE_PAYMENT_METHOD_LABELS as Record<string, string>)[method] ??
    method
  );
}

/** Status of a payment as shown in lists and recent activity. */
export const PAYMENT_STATUSES = ["PENDING", "PAID", "LATE"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: "Pendiente",
  PAID: "Pagado",
  // A LATE payment is money received after the due date: paid, not owed.
  LATE: "Pagado con atraso",
};

/** Spanish label of a payment status. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/** Payment state of a student in a class for one month (class detail table). */
export const MONTH_PAYMENT_STATES = ["NOT_ELIGIBLE", "PAID", "PARTIAL", "PENDING"] as const;
export type MonthPaymentState = (typeof MONTH_PAYMENT_STATES)[number];

export const MONTH_PAYMENT_STATE_LABELS: Record<MonthPaymentState, string> = {
  NOT_ELIGIBLE: "No corresponde",
  PAID: "Pagado",
  PARTIAL: "Parcial",
  PENDING: "Pendiente",
};

/** State of an owed month (issue 25): nothing paid yet, or paid in part. A paid month is not owed. */
export const OWED_STATUSES = ["PENDING", "PARTIAL"] as const;
export type OwedStatus = (typeof OWED_STATUSES)[number];

export const OWED_STATUS_LABELS: Record<OwedStatus, string> = {
  PENDING: "Pendiente",
  PARTIAL: "Parcial",
};

/**
 * What a student's first month in a class charges (setting `payments.firstMonthPolicy`): the
 * whole price, the price of the sessions left from the enrollment date, or nothing when she
 * enrolls after `payments.freeFirstMonthAfterDay`.
 */
export const FIRST_MONTH_POLICIES = ["full", "prorated", "free"] as const;
export type FirstMonthPolicy = (typeof FIRST_MONTH_POLICIES)[number];

export const FIRST_MONTH_POLICY_LABELS: Record<FirstMonthPolicy, string> = {
  full: "Mes completo",
  prorated: "Proporcional a las clases que quedan",
  free: "Gratis si se inscribe después del día indicado",
};
