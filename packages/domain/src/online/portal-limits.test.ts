import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PORTAL_GUARDIAN_WINDOW_MS,
  PORTAL_SESSION_WINDOW_MS,
  PORTAL_WRITES_PER_GUARDIAN_PER_DAY,
  PORTAL_WRITES_PER_SESSION_PER_HOUR,
  portalWriteLimitMessage,
  portalWriteWait,
  TRANSFER_NOTICE_MARGIN_FLOOR,
  transferNoticeCap,
  transferNoticeCapMessage,
} from "./portal-limits";

const now = new Date("2026-08-15T15:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("portalWriteWait", () => {
  it("lets writes through below both limits", () => {
    const session = Array.from({ length: PORTAL_WRITES_PER_SESSION_PER_HOUR - 1 }, () => ago(1000));
    expect(portalWriteWait({ session, guardian: session }, now)).toBe(0);
  });

  it("waits until the oldest counted row of the session leaves its hour", () => {
    const session = [ago(10 * 60_000), ago(5 * 60_000), ago(1000), ago(2000), ago(3000)];
    // The oldest is 10 minutes old: 50 minutes to go.
    expect(portalWriteWait({ session, guardian: session }, now)).toBe(50 * 60);
  });

  it("waits for the family's day when other sessions filled it", () => {
    const guardian = Array.from({ length: PORTAL_WRITES_PER_GUARDIAN_PER_DAY }, (_, i) =>
      ago((i + 1) * 60 * 60_000),
    );
    // The oldest of ten is ten hours old: fourteen to go.
    expect(portalWriteWait({ session: [], guardian }, now)).toBe(14 * 60 * 60);
  });

  it("is positive exactly when a limit is reached, and never longer than the window", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: PORTAL_SESSION_WINDOW_MS - 1 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: PORTAL_GUARDIAN_WINDOW_MS - 1 }), { maxLength: 20 }),
        (sessionAges, guardianAges) => {
          const wait = portalWriteWait(
            { session: sessionAges.map(ago), guardian: guardianAges.map(ago) },
            now,
          );
          const full =
            sessionAges.length >= PORTAL_WRITES_PER_SESSION_PER_HOUR ||
            guardianAges.length >= PORTAL_WRITES_PER_GUARDIAN_PER_DAY;
          expect(wait > 0).toBe(full);
          expect(wait).toBeLessThanOrEqual(PORTAL_GUARDIAN_WINDOW_MS / 1000);
        },
      ),
    );
  });

  it("tells the family when she can write again, in Spanish", () => {
    expect(portalWriteLimitMessage("transfer-notice", 50 * 60)).toContain(
      "avisos de transferencia",
    );
    expect(portalWriteLimitMessage("correction-request", 61)).toContain("en 2 minutos");
    expect(portalWriteLimitMessage("correction-request", 14 * 3600)).toContain("en 14 horas");
  });
});

describe("transferNoticeCap", () => {
  it("is what the family owes plus one month of its classes", () => {
    expect(transferNoticeCap({ owed: 90_000, monthlyPrices: [45_000, 60_000] })).toBe(
      90_000 + 105_000,
    );
  });

  it("has a floor as margin when the family has no class or cheap ones", () => {
    expect(transferNoticeCap({ owed: 0, monthlyPrices: [] })).toBe(TRANSFER_NOTICE_MARGIN_FLOOR);
    expect(transferNoticeCap({ owed: 30_000, monthlyPrices: [20_000] })).toBe(
      30_000 + TRANSFER_NOTICE_MARGIN_FLOOR,
    );
  });

  it("always lets a family announce everything it owes, and more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 300_000 }), { maxLength: 6 }),
        (owed, monthlyPrices) => {
          const cap = transferNoticeCap({ owed, monthlyPrices });
          expect(cap).toBeGreaterThanOrEqual(owed + TRANSFER_NOTICE_MARGIN_FLOOR);
          expect(Number.isInteger(cap)).toBe(true);
        },
      ),
    );
  });

  it("names the maximum in pesos", () => {
    expect(transferNoticeCapMessage(195_000)).toContain("$195.000");
  });
});
