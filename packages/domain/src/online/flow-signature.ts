import { codesOf } from "../shared/codes-of";

/**
 * The text Flow signs (its API documentation, "Cómo firmar con su SecretKey"): every parameter
 * but `s`, ordered by name ascending, each written as its name followed by its value with
 * nothing between them. The signature is HMAC-SHA256 of this text with the secret key, in hex.
 */
export function flowSignatureBase(params: Readonly<Record<string, string | number>>): string {
  return Object.keys(params)
    .filter((name) => name !== "s")
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}${params[name]}`)
    .join("");
}

/** Flow's `status` of a payment order (payment/getStatus). */
export const FLOW_STATUS = { pending: 1, paid: 2, rejected: 3, cancelled: 4 } as const;

/** What an online order is, as the studio keeps it. */
export const ONLINE_ORDER_STATUS_LABELS = {
  created: "Pendiente",
  paid: "Pagado",
  rejected: "Rechazado",
  cancelled: "Anulado",
  expired: "Vencido",
};
export type OnlineOrderStatus = keyof typeof ONLINE_ORDER_STATUS_LABELS;
export const ONLINE_ORDER_STATUSES = codesOf(ONLINE_ORDER_STATUS_LABELS);

/** Our order status from Flow's numeric status. */
export function orderStatusFromFlow(status: number): OnlineOrderStatus {
  if (status === FLOW_STATUS.paid) return "paid";
  if (status === FLOW_STATUS.rejected) return "rejected";
  if (status === FLOW_STATUS.cancelled) return "cancelled";
  return "created";
}

/**
 * Whether a gateway's answer may be recorded as the order's payment: paid, and for exactly the
 * order's amount (a tampered or mismatched amount is never recorded).
 */
export function paymentMatchesOrder(
  order: { amount: number },
  reported: { status: OnlineOrderStatus; amount: number },
): boolean {
  return reported.status === "paid" && reported.amount === order.amount;
}

/** An order still waiting is asked about again for this long after it was created. */
export const ORDER_POLL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long the poller keeps asking about a pending order: its day, and the next one. A payment
 * Flow confirms after that day's cash close waits for the next open day (the close is never
 * changed behind the desk's back); an order created late on one day and paid after the close of
 * the next reaches its open day within two days of its creation.
 */
export const ORDER_POLL_LIMIT_MS = 2 * ORDER_POLL_WINDOW_MS;

/** Whether a still-pending order should be asked about again now. */
export function shouldPollOrder(
  order: { status: OnlineOrderStatus; createdAt: string },
  now: Date,
): boolean {
  if (order.status !== "created") return false;
  return now.getTime() - Date.parse(order.createdAt) < ORDER_POLL_LIMIT_MS;
}
