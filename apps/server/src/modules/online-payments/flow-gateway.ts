import { createHmac } from "node:crypto";
import { FLOW_STATUS, flowSignatureBase, orderStatusFromFlow } from "@nova/domain";
import {
  type CreatedOrder,
  type CreateOrderInput,
  GatewayError,
  type GatewayStatus,
  type PaymentGateway,
} from "./payment-gateway.ts";

export interface FlowCredentials {
  apiKey: string;
  secretKey: string;
  /** https://www.flow.cl/api or https://sandbox.flow.cl/api (a setting). */
  apiUrl: string;
  /** Flow's id of the payment method offered (9: every method the studio contracted). */
  paymentMethod: number;
}

const TIMEOUT_MS = 10_000;

/** Flow's signature of a set of parameters: HMAC-SHA256 (hex) of flowSignatureBase. */
export function flowSign(params: Record<string, string | number>, secretKey: string): string {
  return createHmac("sha256", secretKey).update(flowSignatureBase(params)).digest("hex");
}

/** Flow's API (https://developers.flow.cl/api): payment/create and payment/getStatus. */
export class FlowGateway implements PaymentGateway {
  readonly name = "flow";
  constructor(private readonly credentials: FlowCredentials) {}

  private signed(params: Record<string, string | number>) {
    const all = { ...params, apiKey: this.credentials.apiKey };
    const s = flowSign(all, this.credentials.secretKey);
    return new URLSearchParams(
      Object.entries({ ...all, s }).map(([k, v]) => [k, String(v)] as [string, string]),
    );
  }

  private async call(path: string, init: RequestInit & { query?: URLSearchParams }) {
    const base = this.credentials.apiUrl.replace(/\/+$/, "");
    const url = init.query ? `${base}/${path}?${init.query}` : `${base}/${path}`;
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GatewayError(`Flow ${path}: ${(error as Error).message}`);
    }
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayError(`Flow ${path}: ${res.status}, not JSON`);
    }
    if (!res.ok) {
      const message = (body as { message?: unknown }).message;
      throw new GatewayError(`Flow ${path}: ${res.status} ${String(message ?? "")}`);
    }
    return body as Record<string, unknown>;
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    const body = this.signed({
      commerceOrder: input.commerceOrder,
      subject: input.subject,
      currency: "CLP",
      amount: input.amount,
      email: input.payerEmail,
      paymentMethod: this.credentials.paymentMethod,
      urlConfirmation: input.confirmationUrl,
      urlReturn: input.returnUrl,
    });
    const answer = await this.call("payment/create", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const { url, token, flowOrder } = answer;
    if (typeof url !== "string" || typeof token !== "string") {
      throw new GatewayError("Flow payment/create: no url or token");
    }
    return {
      token,
      redirectUrl: `${url}?token=${encodeURIComponent(token)}`,
      gatewayOrder: flowOrder === undefined ? null : String(flowOrder),
    };
  }

  async getStatus(token: string): Promise<GatewayStatus> {
    const answer = await this.call("payment/getStatus", {
      method: "GET",
      query: this.signed({ token }),
    });
    const status = Number(answer.status);
    const amount = Number(answer.amount);
    if (!Object.values(FLOW_STATUS).includes(status as 1) || !Number.isFinite(amount)) {
      throw new GatewayError("Flow payment/getStatus: unexpected status or amount");
    }
    return {
      status: orderStatusFromFlow(status),
      amount,
      commerceOrder: String(answer.commerceOrder ?? ""),
      gatewayOrder: answer.flowOrder === undefined ? null : String(answer.flowOrder),
    };
  }

  verifyCallback(body: unknown): string | undefined {
    const token = (body as { token?: unknown } | null)?.token;
    return typeof token === "string" && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : undefined;
  }
}
