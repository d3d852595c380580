import type { SiiStatus } from "@nova/domain";
import {
  type CreditRequest,
  type IssuedDocument,
  type IssuedRef,
  type IssueRequest,
  IssuerError,
  type TaxIssuer,
} from "./issuer.ts";

// OpenFactura (Haulmer), from its public API documentation (docs/boletas.md): every call
// carries the `apikey` header; POST /v2/dte/document takes the SII's document structure
// (Encabezado: IdDoc, Emisor, Receptor, Totales; Detalle; Referencia for a credit note) with
// the folio left to the issuer, and an `Idempotency-Key` header so a retry answers the
// document already issued; its answer carries what `response` asked for: TOKEN, FOLIO, the
// stamp (TIMBRE, a PNG in base64), PDF and XML. The SII's verdict is asked afterwards with
// the TOKEN. The API allows a few requests per second: this adapter keeps its requests apart
// and honours a 429's Retry-After.

/** The least time between two requests to one OpenFactura address (about 4 per second). */
const MIN_INTERVAL_MS = 250;
/** A request that takes longer is given up (and retried later by the queue). */
const TIMEOUT_MS = 20_000;
const lastRequestAt = new Map<string, number>();

async function spaceRequests(baseUrl: string) {
  const last = lastRequestAt.get(baseUrl) ?? 0;
  const wait = last + MIN_INTERVAL_MS - Date.now();
  lastRequestAt.set(baseUrl, Math.max(Date.now(), last + MIN_INTERVAL_MS));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** "76123456-0" as the SII writes it (no dots, dash, capital K). */
function siiRut(rut: string) {
  return rut.replace(/\./g, "").toUpperCase();
}

/** A name trimmed to the SII's field length. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The issuer's error text, from its `{ error: { message, details } }` answer. */
function errorText(body: unknown): string {
  const error = (body as { error?: { message?: unknown; details?: unknown } } | null)?.error;
  const parts: string[] = [];
  if (typeof error?.message === "string") parts.push(error.message);
  if (Array.isArray(error?.details)) {
    for (const d of error.details as { field?: unknown; issue?: unknown }[]) {
      if (typeof d?.issue === "string") {
        parts.push(typeof d.field === "string" ? `${d.field}: ${d.issue}` : d.issue);
      }
    }
  }
  return parts.join("; ") || "sin detalle";
}

export class OpenFacturaIssuer implements TaxIssuer {
  readonly name = "OpenFactura";
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly apiKey: string,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  private async call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    await spaceRequests(this.baseUrl);
    const headers: Record<string, string> = { apikey: this.apiKey, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new IssuerError("transient", "No se pudo conectar con OpenFactura");
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.status === 429) {
      throw new IssuerError(
        "transient",
        "OpenFactura pidió esperar: demasiadas solicitudes seguidas",
        parseRetryAfter(res.headers.get("retry-after")),
      );
    }
    if (res.status >= 500) {
      throw new IssuerError("transient", `OpenFactura no está respondiendo (error ${res.status})`);
    }
    if (res.status === 401 || res.status === 403) {
      throw new IssuerError(
        "rejected",
        "OpenFactura no aceptó la clave API: revísala en Configuración → Boletas (SII)",
      );
    }
    if (res.status >= 400) {
      throw new IssuerError("rejected", `OpenFactura rechazó el documento: ${errorText(json)}`);
    }
    return json;
  }

  private encabezado(request: IssueRequest | CreditRequest, dteType: number) {
    const { issuer, receiver, totals } = request;
    const totales: Record<string, number> =
      totals.exempt > 0 || totals.total === 0
        ? { MntExe: totals.exempt, MntTotal: totals.total }
        : { MntNeto: totals.net, TasaIVA: 19, IVA: totals.iva, MntTotal: totals.total };
    return {
      IdDoc: {
        TipoDTE: dteType,
        Folio: 0,
        FchEmis: request.issueDate,
        // Boletas: 3 = ventas y servicios.
        ...(dteType === 61 ? {} : { IndServicio: 3 }),
      },
      Emisor: {
        RUTEmisor: siiRut(issuer.rut),
        RznSocEmisor: cut(issuer.legalName, 100),
        GiroEmisor: cut(issuer.giro, 80),
        DirOrigen: cut(issuer.address, 70),
        CmnaOrigen: cut(issuer.comuna, 20),
        ...(issuer.branchCode ? { CdgSIISucur: Number(issuer.branchCode) } : {}),
      },
      Receptor: {
        RUTRecep: siiRut(receiver.rut),
        ...(receiver.name ? { RznSocRecep: cut(receiver.name, 100) } : {}),
      },
      Totales: totales,
    };
  }

  private detalle(request: IssueRequest | CreditRequest, exempt: boolean) {
    return request.lines.map((line, index) => ({
      NroLinDet: index + 1,
      ...(exempt ? { IndExe: 1 } : {}),
      NmbItem: cut(line.description, 80),
      QtyItem: 1,
      PrcItem: line.amount,
      MontoItem: line.amount,
    }));
  }

  /** Sends one document (a boleta or its credit note) and reads back what issuing it kept. */
  private async emit(dte: object, idempotencyKey: string): Promise<IssuedDocument> {
    const json = await this.call(
      "POST",
      "/v2/dte/document",
      { response: ["TOKEN", "FOLIO", "TIMBRE", "PDF", "XML"], dte },
      idempotencyKey,
    );
    const body = (json ?? {}) as Record<string, unknown>;
    const folio = Number(body.FOLIO);
    if (!Number.isInteger(folio) || folio <= 0) {
      throw new IssuerError("transient", "OpenFactura respondió sin folio");
    }
    const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
    return {
      folio,
      token: text(body.TOKEN),
      stamp: text(body.TIMBRE),
      pdf: text(body.PDF),
      xml: text(body.XML),
    };
  }

  async issue(request: IssueRequest, idempotencyKey: string): Promise<IssuedDocument> {
    return this.emit(
      {
        Encabezado: this.encabezado(request, request.dteType),
        Detalle: this.detalle(request, request.dteType === 41),
      },
      idempotencyKey,
    );
  }

  async credit(request: CreditRequest, idempotencyKey: string): Promise<IssuedDocument> {
    const { reference } = request;
    return this.emit(
      {
        Encabezado: this.encabezado(request, 61),
        Detalle: this.detalle(request, reference.dteType === 41),
        Referencia: [
          {
            NroLinRef: 1,
            TpoDocRef: reference.dteType,
            FolioRef: reference.folio,
            FchRef: reference.date,
            // 1: anula el documento; 3: corrige montos (part of it voided).
            CodRef: reference.whole ? 1 : 3,
            RazonRef: cut(reference.reason, 90),
          },
        ],
      },
      idempotencyKey,
    );
  }

  async status(ref: IssuedRef): Promise<{ status: SiiStatus; message: string | null }> {
    if (!ref.token) return { status: "pending", message: null };
    const json = (await this.call(
      "GET",
      `/v2/dte/document/${encodeURIComponent(ref.token)}/status`,
    )) as { estado?: unknown; glosa?: unknown } | null;
    const estado = String(json?.estado ?? "").toUpperCase();
    const message = typeof json?.glosa === "string" ? json.glosa : null;
    if (estado.startsWith("ACEPTAD") || estado === "DOK" || estado === "EPR") {
      return { status: "accepted", message };
    }
    if (estado.startsWith("RECHAZAD") || estado === "RCH" || estado === "RFR") {
      return { status: "rejected", message };
    }
    return { status: "pending", message };
  }
}
