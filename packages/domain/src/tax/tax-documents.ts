import { codesOf } from "../shared/codes-of";
// Issue 39: the SII documents a receipt yields. A receipt's lines are grouped by the tax
// treatment the studio set for their kind (decision 0077): the exempt ones make one boleta
// exenta electrónica (DTE 41), the taxed ones one boleta electrónica (DTE 39) whose prices
// include IVA. A voided line of an issued boleta makes a nota de crédito (DTE 61) for it.
// Pure arithmetic in whole pesos: neto + IVA = total, always.

/** The kinds of receipt line a treatment is set for; a new kind of line is one more entry. */
export const TAX_LINE_KIND_LABELS = {
  classMonth: "Mensualidad de clases",
  enrollmentFee: "Matrícula",
};
export type TaxLineKind = keyof typeof TAX_LINE_KIND_LABELS;
export const TAX_LINE_KINDS = codesOf(TAX_LINE_KIND_LABELS);

export const TAX_TREATMENT_LABELS = {
  exempt: "Exenta (DTE 41)",
  taxed: "Afecta, IVA incluido (DTE 39)",
};
export type TaxTreatment = keyof typeof TAX_TREATMENT_LABELS;
export const TAX_TREATMENTS = codesOf(TAX_TREATMENT_LABELS);

/** The SII's document type codes the product issues. */
export const DTE_TYPES = { boleta: 39, boletaExenta: 41, notaCredito: 61 } as const;
export type DteType = 39 | 41 | 61;

export const DTE_TYPE_LABELS: Record<DteType, string> = {
  39: "Boleta electrónica",
  41: "Boleta exenta electrónica",
  61: "Nota de crédito electrónica",
};

/** The IVA rate, in percent (DL 825 art. 14). */
export const IVA_PERCENT = 19;

/** The generic receiver of a boleta when the buyer gives no RUT (SII). */
export const GENERIC_RECEIVER_RUT = "66666666-6";

export function dteTypeOf(treatment: TaxTreatment): 39 | 41 {
  return treatment === "exempt" ? DTE_TYPES.boletaExenta : DTE_TYPES.boleta;
}

/**
 * A total whose price includes IVA, split into its net amount and its IVA in whole pesos: the
 * net is the total divided by 1.19, rounded to the nearest peso (half up), and the IVA is what
 * remains, so neto + IVA is the total by construction.
 */
export function splitIvaIncluded(total: number): { net: number; iva: number; total: number } {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`splitIvaIncluded: ${total} is not a whole non-negative amount`);
  }
  // Integer arithmetic: round(total * 100 / 119) without floating point.
  const net = Math.floor((total * 100 * 2 + (100 + IVA_PERCENT)) / ((100 + IVA_PERCENT) * 2));
  return { net, iva: total - net, total };
}

/** A receipt line as the tax documents see it. */
export interface TaxLine {
  kind: TaxLineKind;
  /** What the document's Detalle says ('Salsa — agosto 2026', 'Matrícula 2027'). */
  description: string;
  amount: number;
}

export type TaxTreatments = Record<TaxLineKind, TaxTreatment>;

/** One document a receipt yields: its type, its lines and its totals. */
export interface PlannedTaxDocument {
  dteType: 39 | 41;
  treatment: TaxTreatment;
  lines: TaxLine[];
  /** The exempt amount (DTE 41: the whole total; DTE 39: 0). */
  exempt: number;
  net: number;
  iva: number;
  total: number;
}

/** The totals of a document of `treatment` for `total` pesos. */
export function documentTotals(
  treatment: TaxTreatment,
  total: number,
): { exempt: number; net: number; iva: number; total: number } {
  if (treatment === "exempt") return { exempt: total, net: 0, iva: 0, total };
  return { exempt: 0, ...splitIvaIncluded(total) };
}

/**
 * A receipt's lines split into its documents: one per treatment present (exempt first), each
 * with the lines of the kinds set to it, in their order. Lines of 0 are left out; a receipt
 * with nothing to document yields none.
 */
export function planTaxDocuments(
  lines: readonly TaxLine[],
  treatments: TaxTreatments,
): PlannedTaxDocument[] {
  const documents: PlannedTaxDocument[] = [];
  for (const treatment of TAX_TREATMENTS) {
    const own = lines.filter((l) => l.amount > 0 && treatments[l.kind] === treatment);
    if (own.length === 0) continue;
    const total = own.reduce((sum, l) => sum + l.amount, 0);
    documents.push({
      dteType: dteTypeOf(treatment),
      treatment,
      lines: own.map((l) => ({ ...l })),
      ...documentTotals(treatment, total),
    });
  }
  return documents;
}

// ---- Statuses ----

/** Where a document is in the queue. */
export const TAX_DOCUMENT_STATUSES = ["pending", "issued", "failed", "cancelled"] as const;
export type TaxDocumentStatus = (typeof TAX_DOCUMENT_STATUSES)[number];

/** What the SII said of an issued document. */
export const SII_STATUS_LABELS = {
  pending: "en revisión",
  accepted: "aceptada",
  rejected: "rechazada",
};
export type SiiStatus = keyof typeof SII_STATUS_LABELS;
export const SII_STATUSES = codesOf(SII_STATUS_LABELS);

/** The short name of a document type on a receipt. */
function shortName(dteType: number): string {
  if (dteType === 61) return "Nota de crédito";
  if (dteType === 41) return "Boleta exenta";
  return "Boleta";
}

/**
 * What a receipt says of one of its documents: 'Boleta exenta N° 1234 (SII: aceptada)',
 * 'Boleta: emitiendo…', 'Boleta: no emitida' or 'Boleta: anulada antes de emitirse'.
 */
export function taxDocumentLabel(doc: {
  dteType: number;
  status: TaxDocumentStatus;
  folio: number | null;
  siiStatus: SiiStatus | null;
}): string {
  const name = shortName(doc.dteType);
  if (doc.status === "issued" && doc.folio !== null) {
    return `${name} N° ${doc.folio} (SII: ${SII_STATUS_LABELS[doc.siiStatus ?? "pending"]})`;
  }
  if (doc.status === "pending") return `${name}: emitiendo…`;
  if (doc.status === "cancelled") return `${name}: no se emitió (recibo anulado antes)`;
  return `${name}: no emitida`;
}

/** Whether staff may ask for the document again ('Reintentar'). */
export function taxDocumentRetryable(doc: {
  status: TaxDocumentStatus;
  siiStatus: SiiStatus | null;
  error: string | null;
}): boolean {
  if (doc.status === "failed") return true;
  if (doc.status === "issued") return doc.siiStatus === "rejected";
  return doc.status === "pending" && doc.error !== null;
}

// ---- Backoff ----

/** The first retry's wait and the longest one (the issuer may be down for hours). */
export const TAX_RETRY_FIRST_MS = 30_000;
export const TAX_RETRY_MAX_MS = 15 * 60_000;

/**
 * How long to wait before attempt `attempts + 1` after `attempts` failed ones: doubling from
 * 30 seconds up to 15 minutes; a Retry-After the issuer sent wins when it is longer.
 */
export function taxRetryDelayMs(attempts: number, retryAfterMs: number | null = null): number {
  const n = Math.max(1, Math.floor(attempts));
  const doubled = TAX_RETRY_FIRST_MS * 2 ** Math.min(n - 1, 20);
  const backoff = Math.min(doubled, TAX_RETRY_MAX_MS);
  return retryAfterMs !== null && retryAfterMs > backoff ? retryAfterMs : backoff;
}

/** Documents not issued for longer than this are warned of on the dashboard. */
export const TAX_PENDING_WARNING_MS = 60 * 60_000;
