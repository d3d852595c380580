import type { SiiStatus } from "@nova/domain";

// A certified issuer of SII documents as the queue sees it (issue 39, decision 0076).
// OpenFactura is the first adapter (openfactura-issuer.ts); LibreDTE or Bsale would be one
// more implementation of this interface, and nothing past it (the queue, the receipts) changes.

/** The studio as the issuer of the document (its tax data, from the settings). */
export interface IssuerParty {
  rut: string;
  legalName: string;
  giro: string;
  address: string;
  comuna: string;
  /** The SII branch code; "" when the studio has none. */
  branchCode: string;
}

export interface IssueRequest {
  /** 39 boleta, 41 boleta exenta. */
  dteType: 39 | 41;
  issueDate: string;
  issuer: IssuerParty;
  /** The payer when her RUT is known, else the generic receiver 66666666-6. */
  receiver: { rut: string; name: string | null };
  lines: readonly { description: string; amount: number }[];
  totals: { exempt: number; net: number; iva: number; total: number };
}

export interface CreditRequest extends Omit<IssueRequest, "dteType"> {
  /** The document corrected: its type, folio and date. */
  reference: { dteType: 39 | 41; folio: number; date: string; reason: string; whole: boolean };
}

/** What the issuer answers for a document it issued. */
export interface IssuedDocument {
  folio: number;
  /** The issuer's reference of the document (OpenFactura's TOKEN), to ask its SII status. */
  token: string | null;
  /** The stamp (TED): a PNG in base64, or the TED's XML text. */
  stamp: string | null;
  /** The PDF, base64. */
  pdf: string | null;
  /** The signed XML, base64 or text as the issuer gives it. */
  xml: string | null;
}

export interface IssuedRef {
  dteType: number;
  folio: number;
  token: string | null;
}

export interface TaxIssuer {
  readonly name: string;
  /** Issues a boleta; the same idempotency key again answers the same document. */
  issue(request: IssueRequest, idempotencyKey: string): Promise<IssuedDocument>;
  /** Issues a credit note (DTE 61) referencing an issued document. */
  credit(request: CreditRequest, idempotencyKey: string): Promise<IssuedDocument>;
  /** What the SII said of an issued document. */
  status(ref: IssuedRef): Promise<{ status: SiiStatus; message: string | null }>;
}

/**
 * The issuer could not issue. `transient`: worth trying again (it is down, it answered 5xx, it
 * asked to slow down: `retryAfterMs`); `rejected`: the document itself was refused (4xx), and
 * trying the same again would fail the same way. The message is for staff, in Spanish.
 */
export class IssuerError extends Error {
  constructor(
    readonly kind: "transient" | "rejected",
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}
