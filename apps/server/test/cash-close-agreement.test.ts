import {
  addMonths,
  type CashCloseResponse,
  PAYMENT_METHODS,
  type ReceiptResponse,
  type Tender,
} from "@nova/domain";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { pollPendingOrders } from "../src/modules/online-payments/online-payments.service.ts";
import { useFakeFlow } from "./support/fake-flow.ts";
import { portalCookie } from "./support/portal.ts";
import { describeEachDatabase } from "./support/test-app.ts";

// Issue 36, findings 1 and 2: the cash close agrees with the receipts. Random calendar months
// of days; each day a family pays receipts of class months and enrollment fees (matrícula),
// each receipt split over random methods, some lines voided, one month paid online (Flow).
// For each day: expected cash = float + Σ cash taken − Σ cash voided that day, and transfers,
// cards and online payments are listed apart, each by its own figure; the closes of the month
// then add up to the receipts dated in it, tender by tender.
//
// The figures the test expects are its own sums of what it sent: the tenders of each receipt,
// and what a void hands back. A receipt paid several ways is voided whole (every tender handed
// back: no rule of which tender paid which line is assumed); a receipt paid one way may lose
// any of its lines (each hands back its amount, in that one method).

const flow = useFakeFlow();

const FEE = 20_000;
const PRICE = 30_000;

/** A receipt as the test plans it: which items (indexes into the run's owed items), how paid. */
const plannedReceipt = fc.record({
  items: fc.uniqueArray(fc.nat({ max: 9 }), { minLength: 1, maxLength: 4 }),
  methods: fc.shuffledSubarray([...PAYMENT_METHODS], { minLength: 1 }),
  cuts: fc.array(fc.double({ min: 0.05, max: 0.95, noNaN: true }), {
    minLength: 2,
    maxLength: 2,
  }),
  family: fc.boolean(),
  voids: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  voidWhole: fc.boolean(),
});

const plannedMonth = fc.record({
  days: fc.uniqueArray(fc.integer({ min: 1, max: 28 }), { minLength: 2, maxLength: 3 }),
  receipts: fc.array(fc.array(plannedReceipt, { minLength: 1, maxLength: 3 }), {
    minLength: 3,
    maxLength: 3,
  }),
  onlineDay: fc.nat({ max: 2 }),
});

describeEachDatabase(
  "the cash close agrees with the receipts (issue 36)",
  (t) => {
    let run = 0;

    beforeAll(async () => {
      const res = await t.injectAs(
        await t.authHeader(),
        "PUT",
        "/api/settings",
        flow.studioSettings({ feePaidBy: "studio" }),
      );
      expect(res.statusCode, res.body).toBe(200);
      await t.seed.settings("families", {
        enrollmentFee: FEE,
        enrollmentFeePer: "student",
      });
    });

    /**
     * The admin's session, kept alive across the months the clock jumps over (signing in again
     * each day would meet the login rate limit).
     */
    const signIn = async () => {
      const auth = await t.authHeader();
      await t.db.updateTable("sessions").set({ expires_at: "2099-01-01T00:00:00.000Z" }).execute();
      return auth;
    };

    it("expected cash = Σ cash taken − Σ cash voided each day; a month's closes = its receipts, tender by tender", async () => {
      await fc.assert(
        fc.asyncProperty(plannedMonth, async (plan) => {
          const month = addMonths("2026-09", run);
          run += 1;
          const days = [...plan.days]
            .sort((a, b) => a - b)
            .map((d) => `${month}-${String(d).padStart(2, "0")}`);
          const firstDay = days[0] as string;
          t.clock.set(`${firstDay}T16:00:00.000Z`);
          let auth = await signIn();
          const api = (method: "GET" | "POST", url: string, payload?: object) =>
            t.app.inject({
              method,
              url,
              headers: { authorization: auth },
              ...(payload ? { payload } : {}),
            });

          // A mother with two daughters, both enrolled today: each owes her matrícula and months.
          const classId = await t.seed.class({ name: `Ballet ${month}`, price: PRICE });
          const girls = [
            await t.seed.student({ firstName: "Rocío", lastName: `Mes ${run}` }),
            await t.seed.student({ firstName: "Camila", lastName: `Mes ${run}` }),
          ];
          const mother = await t.seed.guardian(
            { fullName: `Daniela Mes ${run}` },
            girls.map((studentId) => ({ studentId, relationship: "madre", isPayer: true })),
          );
          for (const studentId of girls) {
            const res = await api("POST", "/api/students/enroll", {
              studentId,
              classId,
              enrollmentDate: firstDay,
            });
            expect(res.statusCode, res.body).toBe(201);
          }
          type Item =
            | { kind: "month"; studentId: number; paymentMonth: string; amount: number }
            | { kind: "fee"; studentId: number; enrollmentFeeId: number; amount: number };
          const items: Item[] = [];
          for (const studentId of girls) {
            const owed = (
              await api("GET", `/api/students/${studentId}/outstanding-payments`)
            ).json();
            for (const fee of owed.enrollmentFees)
              items.push({
                kind: "fee",
                studentId,
                enrollmentFeeId: fee.id,
                amount: fee.remainingAmount,
              });
            // Months ahead of the first (never late, whatever the day): the full price each.
            for (const k of [1, 2, 3, 4])
              items.push({
                kind: "month",
                studentId,
                paymentMonth: addMonths(month, k),
                amount: PRICE,
              });
          }
          expect(items.filter((i) => i.kind === "fee")).toHaveLength(2);
          // The online payment pays Rocío's first month (with its surcharge, if late by then):
          // never one the desk takes.
          const onlineMonth = month;
          const used = new Set<number>();
          const receiptIds: number[] = [];

          for (const [d, day] of days.entries()) {
            t.clock.set(`${day}T16:00:00.000Z`);
            auth = await signIn();
            const taken = new Map<string, number>();
            const handedBack = new Map<string, number>();
            const add = (into: Map<string, number>, tender: Tender) =>
              into.set(tender.method, (into.get(tender.method) ?? 0) + tender.amount);

            for (const planned of plan.receipts[d] ?? []) {
              const chosen = planned.items.filter((i) => !used.has(i));
              if (chosen.length === 0) continue;
              for (const i of chosen) used.add(i);
              const lines = chosen.map((i) => items[i] as Item);
              const total = lines.reduce((s, l) => s + l.amount, 0);
              // The total split at the cuts over the chosen methods, each part at least $1.
              const points = [
                ...new Set(
                  planned.cuts.map((c) => Math.max(1, Math.min(total - 1, Math.round(total * c)))),
                ),
              ]
                .sort((a, b) => a - b)
                .slice(0, planned.methods.length - 1);
              const bounds = [0, ...points, total];
              const tenders: Tender[] = bounds.slice(1).map((end, i) => ({
                method: planned.methods[i] as string,
                amount: end - (bounds[i] ?? 0),
              }));
              const res = await api("POST", "/api/receipts", {
                paymentDate: day,
                ...(tenders.length === 1 && planned.family
                  ? { paymentMethod: tenders[0]?.method }
                  : { tenders }),
                ...(planned.family ? { guardianId: mother } : {}),
                lines: lines.flatMap((l) =>
                  l.kind === "month"
                    ? [
                        {
                          studentId: l.studentId,
                          classId,
                          paymentMonth: l.paymentMonth,
                          amount: l.amount,
                        },
                      ]
                    : [],
                ),
                enrollmentFeeLines: lines.flatMap((l) =>
                  l.kind === "fee"
                    ? [{ enrollmentFeeId: l.enrollmentFeeId, amount: l.amount }]
                    : [],
                ),
              });
              expect(res.statusCode, res.body).toBe(201);
              const receipt = res.json() as ReceiptResponse;
              receiptIds.push(receipt.id);
              expect(receipt.tenders.map(({ method, amount }) => ({ method, amount }))).toEqual(
                tenders,
              );
              for (const tender of tenders) add(taken, tender);

              // Voids: a receipt paid several ways whole or not at all; one paid one way, any line.
              const every = [
                ...receipt.lines.map((l) => ({
                  url: `/api/payments/${l.paymentId}/void`,
                  amount: l.amount,
                })),
                ...receipt.enrollmentFeeLines.map((l) => ({
                  url: `/api/enrollment-fee-payments/${l.lineId}/void`,
                  amount: l.amount,
                })),
              ];
              const voiding =
                tenders.length > 1
                  ? planned.voidWhole
                    ? every
                    : []
                  : every.filter((_, i) => planned.voids[i]);
              for (const line of voiding) {
                const voided = await api("POST", line.url, { reason: "Error de digitación" });
                expect(voided.statusCode, voided.body).toBe(200);
              }
              if (tenders.length > 1 && voiding.length > 0)
                for (const tender of tenders) add(handedBack, tender);
              if (tenders.length === 1) {
                for (const line of voiding)
                  add(handedBack, { method: tenders[0]?.method as string, amount: line.amount });
              }
            }

            let online = 0;
            if (d === plan.onlineDay % days.length) {
              const cookie = await portalCookie(t, mother);
              const order = await t.app.inject({
                method: "POST",
                url: "/api/portal/payments",
                headers: { cookie },
                payload: { lines: [{ studentId: girls[0], classId, paymentMonth: onlineMonth }] },
              });
              expect(order.statusCode, order.body).toBe(201);
              const token = new URL(order.json().redirectUrl).searchParams.get("token") ?? "";
              flow.setStatus(token, "paid");
              expect(await pollPendingOrders({ db: t.db, now: t.clock.now }, t.app.log)).toBe(1);
              const receiptId = (
                await t.app.inject({
                  method: "GET",
                  url: `/api/portal/payments/${order.json().orderId}`,
                  headers: { cookie },
                })
              ).json().receiptId as number;
              receiptIds.push(receiptId);
              online = ((await api("GET", `/api/receipts/${receiptId}`)).json() as ReceiptResponse)
                .total;
              expect(online).toBeGreaterThanOrEqual(PRICE);
            }

            const sheet = (await api("GET", `/api/cash-close/${day}`)).json() as CashCloseResponse;
            const net = (method: string) =>
              (taken.get(method) ?? 0) - (handedBack.get(method) ?? 0);
            const listed = (method: string) =>
              sheet.byMethod.find((m) => m.method === method)?.total ?? 0;
            expect(sheet.expectedCash).toBe(sheet.openingFloat + net("EFECTIVO"));
            expect(listed("EFECTIVO")).toBe(net("EFECTIVO"));
            expect(listed("TRANSFERENCIA")).toBe(net("TRANSFERENCIA"));
            expect(listed("TARJETA")).toBe(net("TARJETA"));
            expect(listed("FLOW")).toBe(online);
            for (const method of PAYMENT_METHODS) {
              expect(sheet.voidsByMethod.find((m) => m.method === method)?.total ?? 0).toBe(
                handedBack.get(method) ?? 0,
              );
            }
            // Every line of the day is on the sheet, each paid by its tenders to the peso.
            for (const line of sheet.payments) {
              expect(line.tenders.reduce((s, p) => s + p.amount, 0)).toBe(line.amount);
            }
            const closed = await api("POST", `/api/cash-close/${day}`, {
              countedCash: sheet.expectedCash,
            });
            expect(closed.statusCode, closed.body).toBe(201);
            expect((closed.json() as CashCloseResponse).expectedCash).toBe(sheet.expectedCash);
          }

          // The month: its closes, tender by tender, add up to the receipts dated in it.
          const closes = await Promise.all(
            days.map(
              async (day) =>
                (await api("GET", `/api/cash-close/${day}`)).json() as CashCloseResponse,
            ),
          );
          const receipts = await Promise.all(
            receiptIds.map(
              async (id) => (await api("GET", `/api/receipts/${id}`)).json() as ReceiptResponse,
            ),
          );
          for (const method of [...PAYMENT_METHODS, "FLOW"]) {
            const closedLive = closes.reduce(
              (s, c) => s + (c.byMethod.find((m) => m.method === method)?.total ?? 0),
              0,
            );
            const closedVoided = closes.reduce(
              (s, c) => s + (c.voidsByMethod.find((m) => m.method === method)?.total ?? 0),
              0,
            );
            const tendered = receipts.flatMap((r) => r.tenders).filter((x) => x.method === method);
            expect(closedLive + closedVoided).toBe(tendered.reduce((s, x) => s + x.amount, 0));
            expect(closedLive).toBe(tendered.reduce((s, x) => s + x.amount - x.voidedAmount, 0));
          }
          for (const r of receipts) expect(r.paymentDate.slice(0, 7)).toBe(month);
        }),
        { numRuns: 4, endOnFailure: true },
      );
    }, 120_000);
  },
  { publicUrl: "https://nova.example.cl" },
);
