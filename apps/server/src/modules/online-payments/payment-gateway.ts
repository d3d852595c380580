import type { OnlineOrderStatus } from "@nova/domain";

// A payment gateway as the online payments see it (issue 30). Flow is the first adapter; Khipu
// or Mercado Pago would be another implementation of this interface, and nothing past it (the
// orders, the receipts, the ledger) would change.

export interface CreateOrderInput {
  /** Our order's reference, unique per order (Flow's commerceOrder). */
  commerceOrder: string;
  subject: string;
  amount: number;
  payerEmail: string;
  /** Where the gateway confirms the payment, server to server. */
  confirmationUrl: string;
  /** Where the gateway sends the family back after paying. */
  returnUrl: string;
}

export interface CreatedOrder {
  /** The gateway's token of the order: what its callbacks carry. */
  token: string;
  /** Where the family pays. */
  redirectUrl: string;
  gatewayOrder: string | null;
}

export interface GatewayStatus {
  status: OnlineOrderStatus;
  amount: number;
  commerceOrder: string;
  gatewayOrder: string | null;
}

export interface PaymentGateway {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** What the gateway says of the order now: the only source a payment is recorded from. */
  getStatus(token: string): Promise<GatewayStatus>;
  /**
   * The order token a callback names, or undefined when the callback is malformed. A callback
   * is never trusted by itself: the caller asks getStatus with this token.
   */
  verifyCallback(body: unknown): string | undefined;
}

/** A gateway answered something unexpected, or could not be reached. */
export class GatewayError extends Error {}
