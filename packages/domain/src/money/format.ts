import { roundCLP } from "./rounding";

const clpFormat = new Intl.NumberFormat("es-CL", {
  style: "currency",
  currency: "CLP",
  maximumFractionDigits: 0,
});

/**
 * Formats pesos as people in Chile write them: "$25.000", "-$3.750".
 * Intl is the source of the grouping, but ICU versions disagree on the sign position
 * ("$-3.750" in Node 20) and some put a (narrow) no-break space after "$", so the sign is
 * placed in front and every space is removed to give the same text on server and browser.
 */
export function formatCLP(amount: number): string {
  const pesos = roundCLP(amount);
  const text = clpFormat.format(Math.abs(pesos)).replace(/[\s\u00a0\u202f]/g, "");
  return pesos < 0 ? `-${text}` : text;
}

/**
 * Reads an amount a person typed ("25.000", "$ 25000", "-$3.750", "25.000,5") as whole pesos,
 * rounding decimals half-up; null when it is not an amount. Dots are thousands separators
 * (es-CL), so "25.5" is rejected rather than guessed.
 */
export function parseCLP(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  const match = /^(-?)\$?(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(compact);
  if (!match) return null;
  const [, signBefore = "", signAfter = "", integer = "", decimals] = match;
  if (signBefore && signAfter) return null;
  const value = Number(`${integer.replaceAll(".", "")}.${decimals ?? "0"}`);
  const pesos = roundCLP(value);
  return signBefore || signAfter ? -pesos || 0 : pesos;
}
