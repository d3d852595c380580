import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  flowSignatureBase,
  orderStatusFromFlow,
  paymentMatchesOrder,
  shouldPollOrder,
} from "./flow-signature";

describe("flowSignatureBase", () => {
  it("concatenates the names and values sorted by name, leaving out the signature", () => {
    expect(flowSignatureBase({ apiKey: "XXXX", currency: "CLP", amount: 5000, s: "ignored" })).toBe(
      "amount5000apiKeyXXXXcurrencyCLP",
    );
  });

  it("does not depend on the order the parameters were given in", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })),
        (params) => {
          const reversed = Object.fromEntries(Object.entries(params).reverse());
          expect(flowSignatureBase(reversed)).toBe(flowSignatureBase(params));
        },
      ),
    );
  });

  it("is as long as every name and value but the signature's together", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })),
        (params) => {
          const length = Object.entries(params)
            .filter(([k]) => k !== "s")
            .reduce((sum, [k, v]) => sum + k.length + v.length, 0);
          expect(flowSignatureBase(params).length).toBe(length);
        },
      ),
    );
  });
});

describe("paymentMatchesOrder", () => {
  it("records only a paid answer for exactly the order's amount", () => {
    expect(paymentMatchesOrder({ amount: 30000 }, { status: "paid", amount: 30000 })).toBe(true);
    expect(paymentMatchesOrder({ amount: 30000 }, { status: "paid", amount: 29999 })).toBe(false);
    expect(paymentMatchesOrder({ amount: 30000 }, { status: "created", amount: 30000 })).toBe(
      false,
    );
  });

  it("never matches when the amounts differ", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        fc.pre(a !== b);
        expect(paymentMatchesOrder({ amount: a }, { status: "paid", amount: b })).toBe(false);
      }),
    );
  });
});

describe("order status", () => {
  it("maps Flow's numbers", () => {
    expect([1, 2, 3, 4].map(orderStatusFromFlow)).toEqual([
      "created",
      "paid",
      "rejected",
      "cancelled",
    ]);
  });

  it("polls a pending order for two days after it was created (its day and the next open one)", () => {
    const createdAt = "2026-11-01T10:00:00.000Z";
    expect(
      shouldPollOrder({ status: "created", createdAt }, new Date("2026-11-03T09:59:00Z")),
    ).toBe(true);
    expect(
      shouldPollOrder({ status: "created", createdAt }, new Date("2026-11-03T10:00:01Z")),
    ).toBe(false);
    expect(shouldPollOrder({ status: "paid", createdAt }, new Date("2026-11-01T10:01:00Z"))).toBe(
      false,
    );
  });
});
