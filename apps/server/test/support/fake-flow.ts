import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll } from "vitest";

// A fake of Flow's API for the tests (issue 30), on 127.0.0.1: payment/create and
// payment/getStatus checking the signature as Flow's documentation describes it (every
// parameter but `s`, sorted by name, name and value concatenated, HMAC-SHA256 in hex with the
// secret key; written here on its own, not with the server's code, so a mistake there fails),
// the orders it keeps, a checkout page, and the confirmation and return calls Flow makes.

export type FakeStatus = "pending" | "paid" | "rejected";

interface FakeOrder {
  token: string;
  flowOrder: number;
  commerceOrder: string;
  amount: number;
  email: string;
  subject: string;
  urlConfirmation: string;
  urlReturn: string;
  status: FakeStatus;
}

const STATUS_NUMBER: Record<FakeStatus, number> = { pending: 1, paid: 2, rejected: 3 };

function signatureOf(params: Record<string, string>, secretKey: string) {
  const names = Object.keys(params)
    .filter((n) => n !== "s")
    .sort();
  let text = "";
  for (const name of names) text += name + params[name];
  return createHmac("sha256", secretKey).update(text).digest("hex");
}

export class FakeFlow {
  readonly orders = new Map<string, FakeOrder>();
  apiKey = "fake-api-key";
  secretKey = "fake-secret-key-0123456789";
  /** Added to the amount getStatus reports (a mismatch when not 0). */
  reportedAmountDelta = 0;
  /** Milliseconds getStatus waits before answering (a slow Flow). */
  statusDelayMs = 0;
  /** When false, paying at the checkout does not call urlConfirmation (a lost confirmation). */
  sendConfirmation = true;
  /** Every signature refused, for the tests to read. */
  readonly refused: string[] = [];
  private nextOrder = 1000;
  private server: http.Server | undefined;
  url = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ code: 500, message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The API base URL the studio's setting points to. */
  get apiUrl() {
    return `${this.url}/api`;
  }

  /**
   * The settings body that points the studio's online payments at this fake, with the studio's
   * e-mail Flow needs; `feePaidBy` when the test says who pays Flow's fee.
   */
  studioSettings(extra: { feePaidBy?: "family" | "studio" } = {}) {
    return {
      studio: { email: "hola@nova.cl" },
      onlinePayments: {
        flow: { apiKey: this.apiKey, secretKey: this.secretKey, apiUrl: this.apiUrl },
        ...extra,
      },
    };
  }

  /** The family pays (or is refused) at the checkout, without a browser. */
  setStatus(token: string, status: FakeStatus) {
    const order = this.orders.get(token);
    if (!order) throw new Error(`fake Flow: no order ${token}`);
    order.status = status;
  }

  /** Flow calls the studio's urlConfirmation with the token, as a form. */
  async confirm(token: string): Promise<number> {
    const order = this.orders.get(token);
    if (!order) throw new Error(`fake Flow: no order ${token}`);
    const res = await fetch(order.urlConfirmation, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }),
    });
    return res.status;
  }

  private checkSignature(params: Record<string, string>): string | undefined {
    if (params.apiKey !== this.apiKey) return "apiKey not found";
    if (!params.s || params.s !== signatureOf(params, this.secretKey)) return "Invalid signature";
    return undefined;
  }

  private json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    if (req.method === "POST" && url.pathname === "/api/payment/create") {
      const params = Object.fromEntries(new URLSearchParams(await text(req)));
      const problem = this.checkSignature(params);
      if (problem) {
        this.refused.push(problem);
        return this.json(res, 401, { code: 108, message: problem });
      }
      for (const name of [
        "commerceOrder",
        "subject",
        "amount",
        "email",
        "urlConfirmation",
        "urlReturn",
      ]) {
        if (!params[name]) return this.json(res, 400, { code: 1605, message: `${name} required` });
      }
      const token = randomBytes(20).toString("hex").toUpperCase();
      const flowOrder = this.nextOrder++;
      this.orders.set(token, {
        token,
        flowOrder,
        commerceOrder: params.commerceOrder ?? "",
        amount: Number(params.amount),
        email: params.email ?? "",
        subject: params.subject ?? "",
        urlConfirmation: params.urlConfirmation ?? "",
        urlReturn: params.urlReturn ?? "",
        status: "pending",
      });
      return this.json(res, 200, { url: `${this.url}/app/web/pay.php`, token, flowOrder });
    }
    if (req.method === "GET" && url.pathname === "/api/payment/getStatus") {
      const params = Object.fromEntries(url.searchParams);
      const problem = this.checkSignature(params);
      if (problem) {
        this.refused.push(problem);
        return this.json(res, 401, { code: 108, message: problem });
      }
      const order = this.orders.get(params.token ?? "");
      if (!order) return this.json(res, 400, { code: 105, message: "Invalid token" });
      if (this.statusDelayMs > 0) await new Promise((r) => setTimeout(r, this.statusDelayMs));
      return this.json(res, 200, {
        flowOrder: order.flowOrder,
        commerceOrder: order.commerceOrder,
        requestDate: "2026-11-05 10:00:00",
        status: STATUS_NUMBER[order.status],
        subject: order.subject,
        currency: "CLP",
        amount: order.amount + this.reportedAmountDelta,
        payer: order.email,
      });
    }
    if (req.method === "GET" && url.pathname === "/app/web/pay.php") {
      const order = this.orders.get(url.searchParams.get("token") ?? "");
      if (!order) return this.json(res, 404, { message: "no order" });
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width">
<title>Flow (prueba)</title></head><body><h1>Flow de prueba</h1>
<p>${order.subject}</p><p>Total: <strong>$${order.amount}</strong></p>
<form method="post" action="/app/web/pay.php"><input type="hidden" name="token" value="${order.token}">
<button name="result" value="paid">Pagar</button> <button name="result" value="rejected">Rechazar</button></form>
</body></html>`);
      return;
    }
    if (req.method === "POST" && url.pathname === "/app/web/pay.php") {
      const form = new URLSearchParams(await text(req));
      const order = this.orders.get(form.get("token") ?? "");
      if (!order) return this.json(res, 404, { message: "no order" });
      order.status = form.get("result") === "paid" ? "paid" : "rejected";
      if (this.sendConfirmation) await this.confirm(order.token);
      // Flow sends the payer back to urlReturn with a POST carrying the token.
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${order.urlReturn}"><input type="hidden" name="token" value="${order.token}">
<noscript><button>Volver al comercio</button></noscript></form></body></html>`);
      return;
    }
    this.json(res, 404, { message: "not found" });
  }
}

/**
 * A fake Flow running for the test file's suites. It sends no confirmation of its own: the
 * tests play Flow's calls themselves (the app answers app.inject, not a socket).
 */
export function useFakeFlow(): FakeFlow {
  const flow = new FakeFlow();
  beforeAll(async () => {
    await flow.start();
    flow.sendConfirmation = false;
  });
  afterAll(() => flow.stop());
  return flow;
}
