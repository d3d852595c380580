import { formatCLP } from "../money/format";

// What one family can post from the portal (issue 35, finding 7). The portal is reached by a
// link sent by WhatsApp; whoever holds an open session could otherwise fill the staff's inboxes
// (30 correction requests, 20 transfer notices of $9.999.999 from one phone). The limits are
// far above what a family does (one notice a month, a correction now and then), so a real
// family never meets them; they are counted from the rows already written, in the database,
// so every server process sees the same count.

/** The portal's writes that are counted. */
export type PortalWriteKind = "transfer-notice" | "correction-request";

/** Per session, in a rolling hour: a burst from one phone stops here. */
export const PORTAL_WRITES_PER_SESSION_PER_HOUR = 5;
/** Per family (every session and link of the guardian), in a rolling day. */
export const PORTAL_WRITES_PER_GUARDIAN_PER_DAY = 10;

export const PORTAL_SESSION_WINDOW_MS = 60 * 60 * 1000;
export const PORTAL_GUARDIAN_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a limit check reads: the creation times (ISO) of the rows already in each window. */
export interface PortalWriteCounts {
  /** This session's rows of the kind created in the last hour. */
  session: readonly string[];
  /** The guardian's rows of the kind created in the last day (all sessions). */
  guardian: readonly string[];
}

/**
 * Whether one more write is allowed; when not, the seconds until the oldest counted row leaves
 * its window (what Retry-After says), never less than 1.
 */
export function portalWriteWait(counts: PortalWriteCounts, now: Date): number {
  const waits: number[] = [];
  const waitFor = (times: readonly string[], limit: number, windowMs: number) => {
    if (times.length < limit) return;
    // The row that must leave the window before one more fits: the (n - limit + 1)-th oldest.
    const sorted = [...times].sort();
    const leaving = sorted[sorted.length - limit];
    if (leaving === undefined) return;
    waits.push(Math.max(1, Math.ceil((Date.parse(leaving) + windowMs - now.getTime()) / 1000)));
  };
  waitFor(counts.session, PORTAL_WRITES_PER_SESSION_PER_HOUR, PORTAL_SESSION_WINDOW_MS);
  waitFor(counts.guardian, PORTAL_WRITES_PER_GUARDIAN_PER_DAY, PORTAL_GUARDIAN_WINDOW_MS);
  return waits.length === 0 ? 0 : Math.max(...waits);
}

/** "en 42 minutos", "en 3 horas": the wait in the 429's message. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `en ${minutes} minuto${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `en ${hours} hora${hours === 1 ? "" : "s"}`;
}

/** The 429's message to the family (the portal speaks tú). */
export function portalWriteLimitMessage(kind: PortalWriteKind, seconds: number): string {
  const what = kind === "transfer-notice" ? "avisos de transferencia" : "solicitudes de corrección";
  return `Enviaste muchos ${what} seguidos. Puedes enviar otro ${waitInWords(seconds)}; si es urgente, escríbenos por WhatsApp.`;
}

/**
 * The margin over what the family owes that a transfer notice may have: one month of the
 * family's classes at list price (paying the next month ahead), never less than this floor
 * (a family that owes nothing and has no class yet: a first month and its enrollment fee).
 */
export const TRANSFER_NOTICE_MARGIN_FLOOR = 100_000;

/**
 * The most a transfer notice may say: what the family owes today (months and enrollment fees)
 * plus one month of its classes (or the floor, whichever is more). A notice is only a claim
 * staff check against the bank, but a claim of $9.999.999 from a family owing $45.000 is noise
 * at best, a lure to confirm a wrong amount at worst.
 */
export function transferNoticeCap(family: { owed: number; monthlyPrices: readonly number[] }) {
  const month = family.monthlyPrices.reduce((sum, p) => sum + Math.max(0, p), 0);
  return Math.max(0, family.owed) + Math.max(month, TRANSFER_NOTICE_MARGIN_FLOOR);
}

/** The 422's message: it says the maximum, in pesos. */
export function transferNoticeCapMessage(cap: number): string {
  return `El monto supera lo que tu familia tiene pendiente más un mes de clases: el máximo que puedes avisar es ${formatCLP(cap)}. Si transferiste más, escríbenos por WhatsApp.`;
}
