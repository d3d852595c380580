import { shouldPollOrder } from "@nova/domain";
import { expect, it } from "vitest";
import { expectExactAnswer } from "../../../test/support/answer.ts";
import { useFakeFlow } from "../../../test/support/fake-flow.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { asFamily, portalCookie } from "../../../test/support/portal.ts";
import { expectProblem } from "../../../test/support/problem.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import { pollPendingOrders } from "./online-payments.service.ts";

/** The studio's address: Flow's callbacks and portal links are built from it only. */
const PUBLIC_URL = "https://nova.example.cl";
const flow = useFakeFlow();

describeEachDatabase(
  "online payments through Flow",
  (t) => {
    let guardian = 0;
    let sofia = 0;
    let tomas = 0;
    let ballet = 0;
    let cookie = "";
    const api = adminApi(t);

    const pay = (lines?: { studentId: number; classId: number; paymentMonth: string }[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/portal/payments",
        headers: { cookie, host: "evil.example" },
        payload: lines ? { lines } : {},
      });
    const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get("token") ?? "";
    const confirm = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/public/payments/flow/confirmation",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `token=${encodeURIComponent(token)}`,
      });
    const flowReceipts = () =>
      t.db.selectFrom("receipts").selectAll().where("payment_method", "=", "FLOW").execute();
    const line = (studentId: number, paymentMonth: string) => ({
      studentId,
      classId: ballet,
      paymentMonth,
    });

    it("sets up a family of two children owing July and August", async () => {
      ballet = await t.seed.class({ name: "Ballet", price: 30000 });
      sofia = await t.seed.student({ firstName: "Sofía", lastName: "Rojas" });
      tomas = await t.seed.student({ firstName: "Tomás", lastName: "Rojas" });
      await t.seed.enroll(sofia, ballet, "2026-07-01");
      await t.seed.enroll(tomas, ballet, "2026-07-01");
      guardian = await t.seed.guardian({ fullName: "Carla Rojas" }, [
        { studentId: sofia },
        { studentId: tomas },
      ]);
      cookie = await portalCookie(t, guardian);
    });

    it("answers ONLINE_PAYMENTS_NOT_CONFIGURED before Flow is set up", async () => {
      const res = await pay();
      expectProblem(res, 422, "ONLINE_PAYMENTS_NOT_CONFIGURED");
    });

    it("keeps Flow's secret key write-only and out of the settings", async () => {
      const res = await api("PUT", "/api/settings", flow.studioSettings({ feePaidBy: "family" }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(flow.secretKey);
      const read = await api("GET", "/api/settings");
      expect(read.body).not.toContain(flow.secretKey);
      expect(read.json().onlinePayments.flow).toEqual({
        apiKey: flow.apiKey,
        apiUrl: flow.apiUrl,
        secretKeySet: true,
      });
      const stored = await t.db.selectFrom("settings").select("value").execute();
      expect(JSON.stringify(stored)).not.toContain(flow.secretKey);
      const audit = await t.db.selectFrom("audit_log").select(["before", "after"]).execute();
      expect(JSON.stringify(audit)).not.toContain(flow.secretKey);
    });

    it("creates a signed Flow order for the chosen months at what they owe", async () => {
      const res = await pay([line(sofia, "2026-07")]);
      expect(res.statusCode, res.body).toBe(201);
      const { orderId, redirectUrl } = res.json();
      expect(redirectUrl.startsWith(`${flow.url}/app/web/pay.php?token=`)).toBe(true);
      const order = flow.orders.get(tokenOf(redirectUrl));
      // July is late on 15 August: 30,000 + 15 % surcharge.
      expect(order?.amount).toBe(34500);
      // Flow calls PUBLIC_URL, whatever Host the family's request named (issue 35).
      expect(order?.urlConfirmation).toBe(`${PUBLIC_URL}/api/public/payments/flow/confirmation`);
      expect(order?.urlReturn).toBe(`${PUBLIC_URL}/api/public/payments/flow/return`);
      expect(order?.email).toBe("hola@nova.cl");
      expect(orderId).toBeGreaterThan(0);
      expect(flow.refused.filter((r) => r !== "Invalid signature")).toEqual([]);
    });

    it("is refused by Flow when the signature does not match (another secret)", async () => {
      const real = flow.secretKey;
      flow.secretKey = "otra-clave";
      const res = await pay([line(sofia, "2026-08")]);
      flow.secretKey = real;
      expectProblem(res, 502, "PAYMENT_GATEWAY_ERROR");
      expect(flow.refused).toContain("Invalid signature");
    });

    it("never trusts a confirmation by itself: unknown tokens and unpaid orders record nothing", async () => {
      const forged = await confirm("FORGED0TOKEN");
      expect(forged.statusCode).toBe(404);
      const res = await pay([line(tomas, "2026-07")]);
      const token = tokenOf(res.json().redirectUrl);
      const early = await confirm(token);
      expect(early.json()).toEqual({ result: "pending" });
      flow.setStatus(token, "rejected");
      expect((await confirm(token)).json()).toEqual({ result: "ended" });
      expect(await flowReceipts()).toEqual([]);
    });

    it("refuses a payment Flow reports for another amount", async () => {
      const res = await pay([line(tomas, "2026-07")]);
      const token = tokenOf(res.json().redirectUrl);
      flow.setStatus(token, "paid");
      flow.reportedAmountDelta = -1000;
      const answer = await confirm(token);
      flow.reportedAmountDelta = 0;
      expect(answer.json()).toEqual({ result: "mismatch" });
      expect(await flowReceipts()).toEqual([]);
      // Once Flow reports the right amount (its own correction), 'Consultar estado' records it.
      const checked = await api("POST", `/api/online-payments/${res.json().orderId}/check`);
      expect(checked.json()).toMatchObject({ status: "paid", creditAmount: 0 });
      expect(await flowReceipts()).toHaveLength(1);
    });

    it("records ten simultaneous confirmations of one paid order as one receipt", async () => {
      const res = await pay([line(sofia, "2026-07"), line(sofia, "2026-08")]);
      expect(res.statusCode, res.body).toBe(201);
      const token = tokenOf(res.json().redirectUrl);
      flow.setStatus(token, "paid");
      flow.statusDelayMs = 30;
      const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(token)));
      flow.statusDelayMs = 0;
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.json().result === "recorded")).toHaveLength(1);
      const receipts = await flowReceipts();
      expect(receipts).toHaveLength(2);
      const receipt = receipts.find((r) => Number(r.total) === 34500 + 34500);
      const flowOrder = flow.orders.get(token)?.flowOrder;
      expect(receipt?.notes).toContain(`orden ${flowOrder}`);
      const lines = await t.db
        .selectFrom("payments")
        .select(["payment_month", "amount", "payment_method"])
        .where("receipt_id", "=", receipt?.id ?? 0)
        .orderBy("payment_month")
        .execute();
      expect(lines).toEqual([
        { payment_month: "2026-07", amount: 34500, payment_method: "FLOW" },
        { payment_month: "2026-08", amount: 34500, payment_method: "FLOW" },
      ]);
    });

    it("records a payment once when the family returns before the confirmation", async () => {
      const res = await pay([line(tomas, "2026-08")]);
      const { orderId } = res.json();
      const token = tokenOf(res.json().redirectUrl);
      flow.setStatus(token, "paid");
      const back = await t.app.inject({
        method: "POST",
        url: "/api/public/payments/flow/return",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: `token=${token}`,
      });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/portal/pago/${orderId}`);
      expect((await confirm(token)).json()).toEqual({ result: "already" });
      const seen = await asFamily(t, cookie, "GET", `/api/portal/payments/${orderId}`);
      // August is late on the 15th too: its surcharge is part of what is paid.
      expect(seen.json()).toMatchObject({ status: "paid", amount: 34500 });
      expect(seen.json().receiptId).toBeGreaterThan(0);
      const receipt = await asFamily(
        t,
        cookie,
        "GET",
        `/api/portal/receipts/${seen.json().receiptId}`,
      );
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json().paymentMethod).toBe("FLOW");
    });

    const newChild = async (firstName: string) => {
      const id = await t.seed.enrolledStudent(
        ballet,
        { firstName, lastName: "Rojas" },
        "2026-08-01",
      );
      await t.db
        .insertInto("student_guardians")
        .values({
          student_id: id,
          guardian_id: guardian,
          relationship: "madre",
          is_payer: 1,
          created_at: "2026-08-01T00:00:00.000Z",
        })
        .execute();
      return id;
    };

    it("records the first of two tabs' orders and keeps the second as a credit", async () => {
      const ema = await newChild("Ema");
      const tabs = await Promise.all([pay([line(ema, "2026-08")]), pay([line(ema, "2026-08")])]);
      const tokens = tabs.map((r) => tokenOf(r.json().redirectUrl));
      for (const token of tokens) flow.setStatus(token, "paid");
      expect((await confirm(tokens[0] ?? "")).json()).toEqual({ result: "recorded" });
      expect((await confirm(tokens[1] ?? "")).json()).toEqual({ result: "recorded" });
      const second = await asFamily(
        t,
        cookie,
        "GET",
        `/api/portal/payments/${tabs[1]?.json().orderId}`,
      );
      expect(second.json()).toMatchObject({ status: "paid", creditAmount: 34500, receiptId: null });
      const lines = await t.db
        .selectFrom("payments")
        .select("amount")
        .where("student_id", "=", ema)
        .execute();
      expect(lines).toEqual([{ amount: 34500 }]);
    });

    it("polls the orders still pending, so a lost confirmation never loses a payment", async () => {
      const enrollAugust = await newChild("Leo");
      const res = await pay([line(enrollAugust, "2026-08")]);
      expect(res.statusCode, res.body).toBe(201);
      const token = tokenOf(res.json().redirectUrl);
      // The desk takes August in cash meanwhile.
      const desk = await api("POST", "/api/receipts", {
        paymentDate: "2026-08-15",
        paymentMethod: "EFECTIVO",
        lines: [
          { studentId: enrollAugust, classId: ballet, paymentMonth: "2026-08", amount: 30000 },
        ],
      });
      expect(desk.statusCode, desk.body).toBe(201);
      flow.setStatus(token, "paid");
      const recorded = await pollPendingOrders({ db: t.db, now: t.clock.now }, t.app.log);
      expect(recorded).toBe(1);
      const report = await api("GET", "/api/online-payments");
      expect(report.statusCode, report.body).toBe(200);
      const order = report.json().orders.find((o: { id: number }) => o.id === res.json().orderId);
      // The desk took the price without the surcharge: Flow's payment settles the surcharge
      // (a receipt of 4,500) and the rest is a credit staff must resolve.
      expect(order).toMatchObject({ status: "paid", creditAmount: 30000 });
      expect(order.receiptId).toBeGreaterThan(0);
      expect(report.json().openCredits).toBe(2);
      // Six orders paid on the 15th: the mismatch one once corrected, ten confirmations' one,
      // the return's, two tabs and Leo's.
      expect(report.json().days).toEqual([
        { date: "2026-08-15", paidCount: 6, paidTotal: 34500 * 7 },
      ]);
      // The desk's cash close counts the cash only: the online payments are listed apart.
      const day = await api("GET", "/api/cash-close/2026-08-15");
      const sheet = day.json();
      const flowTotal = sheet.byMethod.find((m: { method: string }) => m.method === "FLOW");
      expect(flowTotal.total).toBeGreaterThan(0);
      // The cash: the desk's receipt of the day (Leo's August), never the Flow ones.
      const cash = sheet.byMethod.find((m: { method: string }) => m.method === "EFECTIVO");
      expect(cash.total).toBe(30000);
      expect(sheet.expectedCash).toBe(sheet.openingFloat + 30000);
    });

    it("keeps a payment confirmed after its day's cash close for the next open day", async () => {
      const nora = await newChild("Nora");
      const res = await pay([line(nora, "2026-08")]);
      expect(res.statusCode, res.body).toBe(201);
      const { orderId } = res.json();
      const token = tokenOf(res.json().redirectUrl);
      // The desk closes the 15th, then the family pays: Flow confirms on a closed day.
      const sheet = await api("GET", "/api/cash-close/2026-08-15");
      const closed = await api("POST", "/api/cash-close/2026-08-15", {
        countedCash: sheet.json().expectedCash,
      });
      expect(closed.statusCode, closed.body).toBe(201);
      flow.setStatus(token, "paid");
      // Flow is answered 200 (nothing to retry) and the order waits, unrecorded.
      const confirmed = await confirm(token);
      expectExactAnswer(confirmed, 200, { result: "waiting" });
      expect(await pollPendingOrders({ db: t.db, now: t.clock.now }, t.app.log)).toBe(0);
      const waiting = await asFamily(t, cookie, "GET", `/api/portal/payments/${orderId}`);
      expect(waiting.json()).toMatchObject({ status: "created", receiptId: null });
      // Past midnight in Santiago (04:00 UTC), the poller records it on the new day, once.
      t.clock.set("2026-08-16T04:05:00.000Z");
      expect(await pollPendingOrders({ db: t.db, now: t.clock.now }, t.app.log)).toBe(1);
      expect((await confirm(token)).json()).toEqual({ result: "already" });
      const paid = await asFamily(t, cookie, "GET", `/api/portal/payments/${orderId}`);
      expect(paid.json()).toMatchObject({ status: "paid", creditAmount: 0 });
      const receipt = await t.db
        .selectFrom("receipts")
        .select(["payment_date", "payment_method"])
        .where("id", "=", paid.json().receiptId)
        .executeTakeFirstOrThrow();
      expect(receipt).toEqual({ payment_date: "2026-08-16", payment_method: "FLOW" });
      // The closed day's sheet is as it was closed.
      const after = await api("GET", "/api/cash-close/2026-08-15");
      expect(after.json().byMethod).toEqual(sheet.json().byMethod);
    });

    it("asks about a pending order into its second day (a payment waiting for an open day)", async () => {
      const createdAt = "2026-08-16T02:00:00.000Z";
      expect(
        shouldPollOrder({ status: "created", createdAt }, new Date("2026-08-17T03:00:00Z")),
      ).toBe(true);
    });
  },
  { publicUrl: PUBLIC_URL },
);
