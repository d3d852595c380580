import { describe, expect, it } from "vitest";
import { LAST_ASK, paymentPollInterval } from "./get-payment";

describe("asking about an online payment Flow has not confirmed", () => {
  it("asks every 3 s at first, then every 15 s, then stops", () => {
    expect(paymentPollInterval("created", 0)).toBe(3_000);
    expect(paymentPollInterval("created", 19)).toBe(3_000);
    expect(paymentPollInterval("created", 20)).toBe(15_000);
    expect(paymentPollInterval("created", LAST_ASK - 1)).toBe(15_000);
    expect(paymentPollInterval("created", LAST_ASK)).toBe(false);
  });

  it("never asks again once the order is settled", () => {
    expect(paymentPollInterval("paid", 0)).toBe(false);
    expect(paymentPollInterval("rejected", 0)).toBe(false);
    expect(paymentPollInterval(undefined, 0)).toBe(false);
  });
});
