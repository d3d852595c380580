/**
 * Chilean RUT helpers. The DNI field is free text (foreign students have passports), so a
 * value is treated as a RUT only when written the Chilean way: digits (dots optional), a dash
 * and a verifier ("12.345.678-5", "12345678-k"). Such a value must have a valid check digit
 * and is stored in one canonical form, "12345678-5" (no dots, upper-case K), so that the same
 * person typed two ways is the same DNI and a search by the digits finds it; screens show it
 * with dots ("12.345.678-5"). Nine characters typed with neither dots nor dash whose last is
 * the check digit of the rest ("123456785") are read as that RUT too.
 */
const RUT_SHAPE = /^(\d{1,3}(?:\.\d{3})+|\d{1,9})-([\dkK])$/;

/** Whether a text is written as a RUT (digits, optional dots, dash, verifier). */
export function looksLikeRut(text: string): boolean {
  return RUT_SHAPE.test(text.trim());
}

/** The check digit ("0"-"9" or "K") of a RUT body by the modulo-11 rule. */
export function rutCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new RangeError(`Cuerpo de RUT inválido: ${body}`);
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i -= 1) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return "0";
  if (digit === 10) return "K";
  return String(digit);
}

/** Canonical form "12345678-5" of a valid RUT, or null when the text is not a valid RUT. */
export function normalizeRut(text: string): string | null {
  const match = RUT_SHAPE.exec(text.trim());
  if (!match) return null;
  const body = (match[1] ?? "").replaceAll(".", "").replace(/^0+(?=\d)/, "");
  const verifier = (match[2] ?? "").toUpperCase();
  return rutCheckDigit(body) === verifier ? `${body}-${verifier}` : null;
}

// Eight digits and a verifier, nothing else: how a RUT is often typed in a hurry. Shorter
// numbers are left alone: eight digits without a dash are as likely another country's ID.
const RUT_UNDASHED = /^(\d{8})([\dkK])$/;

/**
 * Canonical form of a RUT typed with neither dots nor dash ("123456785" -> "12345678-5") when
 * its last character is the check digit of the rest; null otherwise (another document's
 * number is kept as typed).
 */
export function rutTypedWithoutDash(text: string): string | null {
  const match = RUT_UNDASHED.exec(text.trim());
  if (!match) return null;
  return normalizeRut(`${match[1]}-${match[2]}`);
}

/** Whether a text is a RUT with a correct check digit. */
export function isValidRut(text: string): boolean {
  return normalizeRut(text) !== null;
}

/** A valid RUT with thousands dots for display ("12.345.678-5"); other text is returned trimmed. */
export function formatRut(text: string): string {
  const canonical = normalizeRut(text) ?? rutTypedWithoutDash(text);
  if (canonical === null) return text.trim();
  const [body = "", verifier = ""] = canonical.split("-");
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${verifier}`;
}
