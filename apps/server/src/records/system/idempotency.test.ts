import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/test-app.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/errors.ts";
import { insertPayment as insertPaymentRow } from "../../modules/payments/payments.repository.ts";
import { runIdempotent } from "./idempotency.ts";
import { findStoredResponse } from "./idempotency-keys.ts";

// The HTTP tests cannot choose who wins a race (on SQLite one connection serialises the two
// requests, so the loser's own checks usually see the winner). These tests drive the write
// path directly on both engines: a write whose checks passed but whose insert meets a row
// committed meanwhile.

describeEachDatabase("idempotent writes", (t) => {
  const ctx = (): Pick<AppContext, "db" | "now"> => ({ db: t.db, now: t.clock.now });

  const row = (studentId: number, classId: number, month: string) => ({
    studentId,
    classId,
    amount: 10_000,
    paymentMonth: month,
    paymentDate: "2026-08-15",
    paymentMethod: "EFECTIVO",
    notes: null,
    isLatePayment: false,
    createdBy: 1,
    createdAt: "2026-08-15T15:00:00.000Z",
  });

  it("rolls back the whole write and answers the conflict when the unique index refuses a row", async () => {
    const student = await t.seed.student({ firstName: "Rita", lastName: "Lagos" });
    const a = await t.seed.class({ name: "Tango", price: 10_000 });
    const b = await t.seed.class({ name: "Vals", price: 10_000 });
    await t.seed.enroll(student, a, "2026-01-01");
    await t.seed.enroll(student, b, "2026-01-01");
    // Committed "meanwhile" by another request.
    await t.seed.payment({
      studentId: student,
      classId: b,
      amount: 10_000,
      month: "2026-08",
      date: "2026-08-01",
    });

    const conflict = new AppError("DUPLICATE_PAYMENT", "duplicado");
    const outcome = runIdempotent(
      ctx(),
      { key: "carrera", userId: 1, requestHash: "h1" },
      {
        check: async () => null,
        write: async (trx) => {
          await insertPaymentRow(trx, row(student, a, "2026-08"));
          // Issue 25 dropped the one-live-payment-per-month index (partial payments add up):
          // the unique index met here is the receipt number's, taken by the row committed
          // meanwhile.
          const taken = await trx
            .selectFrom("payments")
            .select("receipt_number")
            .where("student_id", "=", student)
            .where("class_id", "=", b)
            .executeTakeFirstOrThrow();
          await trx
            .insertInto("receipts")
            .values({
              number: taken.receipt_number,
              payment_date: "2026-08-15",
              payment_method: "EFECTIVO",
              total: 10_000,
              created_at: "2026-08-15T15:00:00.000Z",
            })
            .execute();
          return { ok: true };
        },
        conflict: () => Promise.reject(conflict),
      },
    );
    await expect(outcome).rejects.toBe(conflict);

    // The first insert of the failed write was rolled back, and the key was not stored.
    const live = await t.db
      .selectFrom("payments")
      .select("class_id")
      .where("student_id", "=", student)
      .where("deleted_at", "is", null)
      .execute();
    expect(live.map((r) => r.class_id)).toEqual([b]);
    expect(await findStoredResponse(t.db, "carrera", 1)).toBeUndefined();
  });

  it("replays the winner's answer to a loser that carried the same key", async () => {
    const student = await t.seed.student({ firstName: "Sara", lastName: "Mena" });
    const cls = await t.seed.class({ name: "Cueca", price: 10_000 });
    await t.seed.enroll(student, cls, "2026-01-01");
    const claim = { key: "misma-clave", userId: 1, requestHash: "h2" };
    const write = {
      check: async () => null,
      write: async (trx: AppContext["db"]) => {
        const { id } = await insertPaymentRow(trx, row(student, cls, "2026-08"));
        return { statusCode: 201, id };
      },
      conflict: () => Promise.reject(new Error("no")),
    };
    let first: unknown;
    // The loser looks the key up before the winner commits: the winner commits while the
    // loser is still checking, so the loser's insert meets the unique index and it then
    // finds the stored answer.
    const loser = await runIdempotent(ctx(), claim, {
      check: async () => {
        first = await runIdempotent(ctx(), claim, write);
        return null;
      },
      write: async (trx) => {
        await insertPaymentRow(trx, row(student, cls, "2026-08"));
        return { statusCode: 201, id: -1 };
      },
      conflict: () => Promise.reject(new Error("should replay, not report a conflict")),
    });
    expect(first).toMatchObject({ statusCode: 201 });
    expect(loser).toEqual(first);
  });
});
