import { randomBytes } from "node:crypto";
import {
  flowConfigured,
  formatMonthEs,
  type OnlineOrder,
  ORDER_POLL_LIMIT_MS,
  ORDER_POLL_WINDOW_MS,
  type PortalPaymentData,
  paymentMatchesOrder,
  shouldPollOrder,
} from "@nova/domain";
import type { FastifyBaseLogger } from "fastify";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { AppError, failure } from "../../lib/errors.ts";
import { publicBaseUrl } from "../../lib/public-url.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { requireGuardian } from "../../records/people/guardians.ts";
import { loadFamilyStatement } from "../../records/receipts/family-statement.ts";
import { itemsFor, keyOf, writeReceipt } from "../../records/receipts/receipt-write.ts";
import { loadGatewaySecret } from "../../records/system/gateway-secrets.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { FlowGateway } from "./flow-gateway.ts";
import {
  countOpenCredits,
  findOrder,
  findOrderByToken,
  insertOrder,
  listOrders,
  markChecked,
  markPaid,
  type OrderLine,
  type OrderRecord,
  pendingOrders,
  resolveCredit,
  setOrderToken,
} from "./online-payments.repository.ts";
import { GatewayError, type PaymentGateway } from "./payment-gateway.ts";

/** What checking an order needs: the database and the clock (the poller has no request). */
export type OrderContext = Pick<AppContext, "db" | "now">;

/** The configured gateway (Flow), or ONLINE_PAYMENTS_NOT_CONFIGURED. */
export async function configuredGateway(ctx: OrderContext): Promise<PaymentGateway> {
  const { db } = ctx;
  const { settings } = await loadStudio(db, ctx.now());
  const online = settings.onlinePayments;
  const secretKey = flowConfigured(online) ? await loadGatewaySecret(db, "flow") : undefined;
  if (!secretKey) throw failure("ONLINE_PAYMENTS_NOT_CONFIGURED");
  return new FlowGateway({
    apiKey: online.flow.apiKey,
    secretKey,
    apiUrl: online.flow.apiUrl,
    paymentMethod: online.paymentMethod,
  });
}

/** Said to the family when PUBLIC_URL is missing: she can still pay by transfer. */
const NO_PUBLIC_URL_FOR_FAMILY =
  "El estudio todavía no recibe pagos en línea (falta configurar su dirección pública, PUBLIC_URL): puedes transferir y avisarnos desde aquí";

/** What the family owes now, from its statement (the one ledger, the debts report's months). */
async function familyOwed(ctx: AppContext, guardianId: number) {
  const statement = await loadFamilyStatement(
    ctx.db,
    guardianId,
    await loadStudio(ctx.db, ctx.now()),
  );
  return statement.items.filter((i) => i.remainingAmount > 0);
}

/**
 * POST /api/portal/payments: an order for the chosen owed months (or all of them) at what each
 * still owes, created at the gateway; the family is sent to the gateway's page.
 */
export async function createPortalPayment(
  ctx: AppContext,
  guardianId: number,
  input: PortalPaymentData,
) {
  // Flow's callbacks go to PUBLIC_URL only; without it no order is made (nothing written).
  const base = publicBaseUrl(ctx, NO_PUBLIC_URL_FOR_FAMILY);
  const gateway = await configuredGateway(ctx);
  const guardian = await requireGuardian(ctx.db, guardianId);
  const owed = await familyOwed(ctx, guardianId);
  const wanted = input.lines?.length ? new Set(input.lines.map((l) => keyOf(l))) : undefined;
  const chosen = wanted ? owed.filter((i) => wanted.has(keyOf(i))) : owed;
  if (chosen.length === 0 || (wanted && chosen.length !== wanted.size)) {
    throw failure("NOTHING_OWED", { field: "lines" });
  }
  const lines: OrderLine[] = chosen.map((i) => ({
    studentId: i.studentId,
    classId: i.classId,
    paymentMonth: i.paymentMonth,
    amount: i.remainingAmount,
    label: `${i.studentName} · ${i.className} · ${formatMonthEs(i.paymentMonth)}`,
  }));
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  const { settings } = await loadStudio(ctx.db, ctx.now());
  const payerEmail = guardian.email ?? (settings.payments.paymentEmail || settings.studio.email);
  if (!payerEmail) {
    throw failure(
      "ONLINE_PAYMENTS_NOT_CONFIGURED",
      {},
      "Para pagar en línea el estudio necesita tu email: pídele que lo agregue a tu ficha",
    );
  }
  const commerceOrder = `nova-${guardianId}-${randomBytes(8).toString("hex")}`;
  const now = ctx.now().toISOString();
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertOrder(
      trx,
      { guardianId, gateway: gateway.name, commerceOrder, amount, lines },
      now,
    );
    await writeAudit(trx, {
      userId: null,
      action: "create",
      entity: "online-order",
      entityId: id,
      after: { guardianId, amount, lines, commerceOrder },
      at: now,
    });
    return id;
  });
  let created: Awaited<ReturnType<PaymentGateway["createOrder"]>>;
  try {
    created = await gateway.createOrder({
      commerceOrder,
      subject: `${settings.studio.name}: ${lines.length === 1 ? lines[0]?.label : `${lines.length} meses`}`,
      amount,
      payerEmail,
      confirmationUrl: `${base}/api/public/payments/flow/confirmation`,
      returnUrl: `${base}/api/public/payments/flow/return`,
    });
  } catch (error) {
    await markChecked(ctx.db, orderId, ctx.now().toISOString(), "cancelled");
    if (error instanceof GatewayError) throw failure("PAYMENT_GATEWAY_ERROR");
    throw error;
  }
  await setOrderToken(ctx.db, orderId, created.token, created.gatewayOrder);
  return { orderId, redirectUrl: created.redirectUrl };
}

export type CheckOutcome =
  | "recorded"
  | "already"
  | "pending"
  | "ended"
  | "mismatch"
  /** Paid, but today's cash close is done: recorded by the poller on the next open day. */
  | "waiting";

/**
 * Asks the gateway about an order and records its payment when the gateway says it is paid for
 * exactly the order's amount. Never trusts a callback: this is the only way a payment is
 * recorded, from a confirmation, a return, the poller or 'Consultar estado' alike.
 *
 * Once: under the order's lock the order is re-read, and `markPaid` applies only to an order
 * still 'created', in the transaction that writes the receipt; ten confirmations at once write
 * one receipt. Months paid at the desk meanwhile: what still remains of each is recorded, the
 * rest of the money becomes a credit staff must resolve (the report shows it, the audit logs it).
 */
export async function checkOrder(
  ctx: OrderContext,
  order: OrderRecord,
  gateway?: PaymentGateway,
): Promise<CheckOutcome> {
  if (order.status !== "created") return "already";
  if (!order.gatewayToken) return "pending";
  const gw = gateway ?? (await configuredGateway(ctx));
  const reported = await gw.getStatus(order.gatewayToken);
  const at = ctx.now().toISOString();
  if (reported.status !== "paid") {
    const ended = reported.status === "created" ? undefined : reported.status;
    await markChecked(ctx.db, order.id, at, ended);
    return ended ? "ended" : "pending";
  }
  if (!paymentMatchesOrder(order, reported)) {
    await ctx.db.transaction().execute(async (trx) => {
      await markChecked(trx, order.id, at);
      await writeAudit(trx, {
        userId: null,
        action: "amount-mismatch",
        entity: "online-order",
        entityId: order.id,
        after: { expected: order.amount, reported: reported.amount },
        at,
      });
    });
    return "mismatch";
  }
  const studio = await loadStudio(ctx.db, ctx.now());
  try {
    return await recordPaidOrder(ctx, order, reported, studio, at);
  } catch (error) {
    // Paid after the day's cash close: the close stays as the desk counted it, and the order
    // stays 'created' for the poller, which records it dated on the next open day (the poller
    // asks for two days, domain ORDER_POLL_LIMIT_MS). Flow gets a 200: nothing is lost.
    if (error instanceof AppError && error.errorType === "DAY_CLOSED") {
      await markChecked(ctx.db, order.id, at);
      return "waiting";
    }
    throw error;
  }
}

/** The paid order's receipt and credit, once (checkOrder's second half). */
async function recordPaidOrder(
  ctx: OrderContext,
  order: OrderRecord,
  reported: Awaited<ReturnType<PaymentGateway["getStatus"]>>,
  studio: Awaited<ReturnType<typeof loadStudio>>,
  at: string,
): Promise<CheckOutcome> {
  return ctx.db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    await lockForWrite(trx, "online-order", String(order.id));
    const current = await findOrder(trx, order.id);
    if (current?.status !== "created") return "already";
    const students = [...new Set(current.lines.map((l) => l.studentId))].sort((a, b) => a - b);
    for (const id of students) await lockForWrite(trx, "student-ledger", String(id));
    const { items } = await itemsFor(trx, current.lines, studio.rules, studio.today);
    const fitting = current.lines
      .map((l) => ({
        studentId: l.studentId,
        classId: l.classId,
        paymentMonth: l.paymentMonth,
        amount: Math.min(l.amount, Math.max(0, items.get(keyOf(l))?.remainingAmount ?? 0)),
      }))
      .filter((l) => l.amount > 0);
    const recorded = fitting.reduce((sum, l) => sum + l.amount, 0);
    const credit = current.amount - recorded;
    let receiptId: number | null = null;
    if (fitting.length > 0) {
      const { receipt } = await writeReceipt(
        trx,
        ctx,
        { id: null },
        {
          paymentDate: studio.today,
          paymentMethod: "FLOW",
          notes: `Pago en línea Flow, orden ${reported.gatewayOrder ?? current.commerceOrder}`,
          taxDocumentNumber: null,
        },
        fitting,
        studio.rules,
      );
      receiptId = receipt.id;
    }
    if (
      !(await markPaid(trx, current.id, {
        receiptId,
        creditAmount: credit,
        gatewayOrder: reported.gatewayOrder,
        at,
      }))
    ) {
      return "already";
    }
    await writeAudit(trx, {
      userId: null,
      action: credit > 0 ? "paid-with-credit" : "paid",
      entity: "online-order",
      entityId: current.id,
      after: { receiptId, amount: current.amount, credit, gatewayOrder: reported.gatewayOrder },
      at,
    });
    return "recorded";
  });
}

/** POST /api/public/payments/flow/confirmation: Flow's callback, checked with getStatus. */
export async function confirmFromGateway(ctx: AppContext, body: unknown) {
  const gateway = await configuredGateway(ctx);
  const token = gateway.verifyCallback(body);
  const order = token ? await findOrderByToken(ctx.db, gateway.name, token) : undefined;
  if (!order) throw failure("ONLINE_ORDER_NOT_FOUND");
  try {
    return await checkOrder(ctx, order, gateway);
  } catch (error) {
    if (error instanceof GatewayError) throw failure("PAYMENT_GATEWAY_ERROR");
    throw error;
  }
}

/** The family coming back from the gateway: the order it paid (asked about once more). */
export async function orderOfReturn(ctx: AppContext, body: unknown, log: FastifyBaseLogger) {
  const gateway = await configuredGateway(ctx);
  const token = gateway.verifyCallback(body);
  const order = token ? await findOrderByToken(ctx.db, gateway.name, token) : undefined;
  if (!order) return undefined;
  try {
    await checkOrder(ctx, order, gateway);
  } catch (error) {
    // The confirmation or the poller records it later; the family sees 'pendiente'.
    log.warn({ err: error, orderId: order.id }, "no se pudo consultar el pago en línea al volver");
  }
  return order.id;
}

const toApi = (o: OrderRecord, now: Date): OnlineOrder => ({
  id: o.id,
  guardianId: o.guardianId,
  guardianName: o.guardianName,
  gateway: o.gateway,
  commerceOrder: o.commerceOrder,
  gatewayOrder: o.gatewayOrder,
  amount: o.amount,
  status: o.status,
  receiptId: o.receiptId,
  receiptNumber: o.receiptNumber,
  creditAmount: o.creditAmount,
  creditResolvedAt: o.creditResolvedAt,
  lines: o.lines,
  createdAt: o.createdAt,
  paidAt: o.paidAt,
  lastCheckedAt: o.lastCheckedAt,
  stale: o.status === "created" && now.getTime() - Date.parse(o.createdAt) >= ORDER_POLL_WINDOW_MS,
});

/** GET /api/portal/payments/{id}: the family's own order, asked about again while pending. */
export async function familyOrder(
  ctx: AppContext,
  guardianId: number,
  orderId: number,
  log: FastifyBaseLogger,
) {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.guardianId !== guardianId) throw failure("ONLINE_ORDER_NOT_FOUND");
  if (order.status === "created") {
    try {
      await checkOrder(ctx, order);
    } catch (error) {
      log.warn({ err: error, orderId }, "no se pudo consultar el pago en línea");
    }
  }
  const fresh = (await findOrder(ctx.db, orderId)) ?? order;
  return toApi(fresh, ctx.now());
}

/** GET /api/online-payments: the orders of a period and the paid totals per day (UTC date of payment). */
export async function onlinePaymentsReport(
  ctx: AppContext,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 24 * 3600 * 1000).toISOString();
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - 24 * 3600 * 1000).toISOString();
  const now = ctx.now();
  const orders = (await listOrders(ctx.db, start, end)).map((o) => toApi(o, now));
  const byDay = new Map<string, { date: string; paidCount: number; paidTotal: number }>();
  for (const o of orders) {
    if (o.status !== "paid" || !o.paidAt) continue;
    const date = o.paidAt.slice(0, 10);
    const day = byDay.get(date) ?? { date, paidCount: 0, paidTotal: 0 };
    day.paidCount += 1;
    day.paidTotal += o.amount;
    byDay.set(date, day);
  }
  return {
    orders,
    days: [...byDay.values()].sort((a, b) => (a.date < b.date ? 1 : -1)),
    openCredits: await countOpenCredits(ctx.db),
  };
}

/** POST /api/online-payments/{id}/check: 'Consultar estado'. */
export async function checkOrderById(ctx: AppContext, id: number) {
  const order = await findOrder(ctx.db, id);
  if (!order) throw failure("ONLINE_ORDER_NOT_FOUND");
  try {
    await checkOrder(ctx, order);
  } catch (error) {
    if (error instanceof GatewayError) throw failure("PAYMENT_GATEWAY_ERROR");
    throw error;
  }
  const fresh = await findOrder(ctx.db, id);
  if (!fresh) throw failure("ONLINE_ORDER_NOT_FOUND");
  return toApi(fresh, ctx.now());
}

/** POST /api/online-payments/{id}/resolve-credit: staff settled the credit with the family. */
export async function resolveOrderCredit(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  note: string,
) {
  const order = await findOrder(ctx.db, id);
  if (!order) throw failure("ONLINE_ORDER_NOT_FOUND");
  await writeTransaction(ctx, async (trx, at) => {
    if (!(await resolveCredit(trx, id, at))) {
      throw failure("CONFLICT", {}, "Este pago no tiene un saldo a favor pendiente");
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "resolve-credit",
      entity: "online-order",
      entityId: id,
      after: { creditAmount: order.creditAmount, note },
      at,
    });
  });
  const fresh = await findOrder(ctx.db, id);
  if (!fresh) throw failure("ONLINE_ORDER_NOT_FOUND");
  return toApi(fresh, ctx.now());
}

/**
 * Asks the gateway about every order still pending from the last day, so a confirmation that
 * never arrived never loses a payment. Run every few minutes by the routes' timer.
 */
export async function pollPendingOrders(ctx: OrderContext, log: FastifyBaseLogger) {
  const now = ctx.now();
  const since = new Date(now.getTime() - ORDER_POLL_LIMIT_MS).toISOString();
  const orders = (await pendingOrders(ctx.db, since)).filter((o) =>
    shouldPollOrder({ status: "created", createdAt: o.createdAt }, now),
  );
  if (orders.length === 0) return 0;
  let gateway: PaymentGateway;
  try {
    gateway = await configuredGateway(ctx);
  } catch {
    return 0;
  }
  let recorded = 0;
  for (const order of orders) {
    try {
      if ((await checkOrder(ctx, order, gateway)) === "recorded") recorded += 1;
    } catch (error) {
      log.warn(
        { err: error, orderId: order.id },
        "no se pudo consultar un pago en línea pendiente",
      );
    }
  }
  return recorded;
}

/** GET /api/online-payments/setup: what 'Pagos en línea' warns about. */
export async function onlineSetup(ctx: AppContext) {
  const { settings } = await loadStudio(ctx.db, ctx.now());
  return {
    publicUrl: ctx.publicUrl ?? null,
    publicUrlIsHttps: (ctx.publicUrl ?? "").startsWith("https://"),
    // None without PUBLIC_URL: payments are refused then (never the request's own Host).
    confirmationUrl: ctx.publicUrl
      ? `${publicBaseUrl(ctx)}/api/public/payments/flow/confirmation`
      : null,
    configured: flowConfigured(settings.onlinePayments),
  };
}
