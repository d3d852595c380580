import { formatDateEs } from "../calendar/date";
import { paymentDateProblem } from "../calendar/date-limits";
import { firstDayOfMonth, formatMonthEs, type YearMonth } from "../calendar/month";

/**
 * The retention a legal entity withholds from a boleta de honorarios, by the year the boleta is
 * issued (Ley 21.133 raised it year by year until 2028), in basis points: 1525 is 15.25 %.
 * The one table of the rate: nothing else in the product knows a rate (decision 0078).
 * 2025 is listed so a December 2025 pay issued early in 2026 reads, and the months of a studio
 * that started in 2025 show their figure.
 */
export const HONORARIOS_RETENTION_BASIS_POINTS: Readonly<Record<number, number>> = {
  2025: 1450,
  2026: 1525,
  2027: 1600,
  2028: 1700,
};

const TABLE_YEARS = Object.keys(HONORARIOS_RETENTION_BASIS_POINTS)
  .map(Number)
  .sort((a, b) => a - b);
const FIRST_YEAR = TABLE_YEARS[0] as number;
const LAST_YEAR = TABLE_YEARS.at(-1) as number;

/**
 * The rate of a year: `exact` for a year of the table; `final` after its last year (the law
 * leaves 17 % in force from 2028 on: the last rate is the rate, with a note to check it when a
 * new law changes it); `unknown` before its first year: the product refuses to guess, and no
 * boleta of such a year is recorded until the table has it.
 */
export type RetentionRate =
  | { kind: "exact" | "final"; year: number; basisPoints: number }
  | { kind: "unknown"; year: number };

export function retentionRateOfYear(year: number): RetentionRate {
  const listed = HONORARIOS_RETENTION_BASIS_POINTS[year];
  if (listed !== undefined) return { kind: "exact", year, basisPoints: listed };
  if (year > LAST_YEAR) {
    return {
      kind: "final",
      year,
      basisPoints: HONORARIOS_RETENTION_BASIS_POINTS[LAST_YEAR] as number,
    };
  }
  return { kind: "unknown", year };
}

/** The Spanish reason a year has no rate (the error's and the page's text). */
export function unknownRetentionYearMessage(year: number): string {
  return `No hay tasa de retención de honorarios registrada para ${year} (la tabla parte en ${FIRST_YEAR})`;
}

/**
 * A rate in basis points as the page writes it: 1525 → "15,25 %", with a no-break space so the
 * sign never wraps to a line of its own.
 */
export function formatRetentionRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const cents = basisPoints % 100;
  return cents === 0
    ? `${whole}\u00a0%`
    : `${whole},${String(cents).padStart(2, "0").replace(/0$/, "")}\u00a0%`;
}

/**
 * What a boleta de honorarios of `gross` pesos splits into, whole pesos: the retention is the
 * gross times the rate rounded to the nearest peso (half a peso up, as the SII's boleta
 * computes it), and the net is what is left, so gross = retention + net exactly. When the
 * studio does not withhold (`basisPoints` 0: it is not a legal entity, the teacher pays her own
 * tax), the net is the gross.
 */
export function splitHonorarios(
  gross: number,
  basisPoints: number,
): { gross: number; retention: number; net: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) {
    throw new RangeError("El bruto debe ser un entero de pesos no negativo");
  }
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError("La tasa debe estar entre 0 y 10000 puntos básicos");
  }
  // Integer arithmetic: gross × bp stays far below 2^53 for any peso amount the studio pays.
  const retention = Math.floor((gross * basisPoints + 5_000) / 10_000);
  return { gross, retention, net: gross - retention };
}

/** The year whose rate a month's boleta takes: the payment date's when paid, else the month's. */
export function retentionYearOf(month: YearMonth, paidOn: string | null): number {
  return Number((paidOn ?? month).slice(0, 4));
}

/**
 * One month of a teacher's honorarios, as the report, her page and the exports show it.
 * `recorded`: the boleta was paid and recorded: its gross, rate and retention are the facts
 * kept then, whatever today's compensation says. Otherwise the figures follow today's
 * compensation and the rate of the month's year (an estimate until paid).
 */
export interface HonorariosMonth {
  month: YearMonth;
  gross: number;
  /** Null when no rate is known for the year (before the table): nothing is guessed. */
  retention: number | null;
  net: number | null;
  /** Basis points withheld; 0 when the studio does not withhold; null when unknown. */
  basisPoints: number | null;
  withheld: boolean;
  boletaNumber: string | null;
  paidOn: string | null;
  /** Today's compensation when it differs from the recorded gross (a late payment, a rate change). */
  currentGross: number;
}

/**
 * A month's honorarios from today's compensation and, if any, the boleta recorded for it.
 * `withholds` is the studio's setting now; a recorded boleta keeps the one it had.
 */
export function honorariosMonth(input: {
  month: YearMonth;
  compensation: number;
  withholds: boolean;
  recorded?:
    | {
        gross: number;
        retention: number;
        basisPoints: number;
        boletaNumber: string;
        paidOn: string;
      }
    | undefined;
}): HonorariosMonth {
  const { month, compensation, withholds, recorded } = input;
  if (recorded) {
    return {
      month,
      gross: recorded.gross,
      retention: recorded.retention,
      net: recorded.gross - recorded.retention,
      basisPoints: recorded.basisPoints,
      withheld: recorded.basisPoints > 0,
      boletaNumber: recorded.boletaNumber,
      paidOn: recorded.paidOn,
      currentGross: compensation,
    };
  }
  const rate = withholds ? retentionRateOfYear(retentionYearOf(month, null)) : null;
  const basisPoints = !withholds ? 0 : rate?.kind === "unknown" ? null : (rate?.basisPoints ?? 0);
  const split = basisPoints === null ? null : splitHonorarios(compensation, basisPoints);
  return {
    month,
    gross: compensation,
    retention: split?.retention ?? null,
    net: split?.net ?? null,
    basisPoints,
    withheld: withholds,
    boletaNumber: null,
    paidOn: null,
    currentGross: compensation,
  };
}

/** Totals of some months (the year's line of the DJ 1879, a month's F29 line). */
export function honorariosTotals(months: readonly { gross: number; retention: number | null }[]): {
  gross: number;
  retention: number;
  net: number;
} {
  let gross = 0;
  let retention = 0;
  for (const m of months) {
    gross += m.gross;
    retention += m.retention ?? 0;
  }
  return { gross, retention, net: gross - retention };
}

/**
 * Why a month's honorarios cannot be paid on `paidOn`: not after today (a payment is recorded
 * once made), not before the month it pays began; null when it can.
 */
export function honorariosPaymentDateProblem(
  paidOn: string,
  month: YearMonth,
  today: string,
): string | null {
  const problem = paymentDateProblem(paidOn, today);
  if (problem) return problem;
  const first = firstDayOfMonth(month);
  return paidOn < first
    ? `La fecha de pago no puede ser anterior al ${formatDateEs(first)}: los honorarios de ${formatMonthEs(month)} se pagan desde ese mes`
    : null;
}
