import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

// A fake of OpenFactura's API for the tests and the demo (issue 39), on 127.0.0.1, speaking
// the subset docs/boletas.md documents: POST /v2/dte/document with the `apikey` and
// `Idempotency-Key` headers (the same key answers the same document, never a second folio),
// checking the totals of the document it is sent (neto + IVA = total for a DTE 39, the exempt
// amount for a DTE 41, the Referencia of a DTE 61 naming a folio it issued); answering TOKEN,
// FOLIO, TIMBRE (a PNG), PDF and XML; and GET /v2/dte/document/{token}/status with the SII's
// verdict. Written on its own from the documentation, not with the server's adapter, so a
// mistake there fails here. Scriptable: answers queued for the next requests (a 500, a 429
// with Retry-After), down altogether, or the SII rejecting a document.

export interface FakeDocument {
  token: string;
  folio: number;
  dteType: number;
  idempotencyKey: string;
  /** The document as sent (dte: Encabezado, Detalle, Referencia). */
  dte: {
    Encabezado: {
      IdDoc: { TipoDTE: number; FchEmis: string };
      Emisor: Record<string, unknown>;
      Receptor: { RUTRecep: string };
      Totales: { MntExe?: number; MntNeto?: number; IVA?: number; MntTotal: number };
    };
    Detalle: { NmbItem: string; MontoItem: number; IndExe?: number }[];
    Referencia?: { TpoDocRef: number; FolioRef: number; CodRef: number }[];
  };
  siiStatus: "PENDIENTE" | "ACEPTADO" | "RECHAZADO";
}

/** A scripted answer for the next POST /v2/dte/document. */
export interface ScriptedAnswer {
  status: number;
  retryAfterSeconds?: number;
  body?: unknown;
}

// A 1×1 PNG: the stamp's image.
const STAMP_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export class FakeOpenFactura {
  apiKey = "fake-openfactura-key";
  readonly documents: FakeDocument[] = [];
  /** Answers for the next document requests, first first (then normal service). */
  readonly script: ScriptedAnswer[] = [];
  /** Every request down: 503 for everything (the issuer is out). */
  down = false;
  /** The SII's verdict on a new document (asked through the status call). */
  verdict: (doc: FakeDocument) => "ACEPTADO" | "RECHAZADO" = () => "ACEPTADO";
  /** The next document is issued but its answer is lost (the connection drops). */
  loseNextAnswer = false;
  /** Every POST of a document received (retries included). */
  posts = 0;
  private readonly byKey = new Map<string, FakeDocument>();
  private readonly nextFolio = new Map<number, number>();
  private server: http.Server | undefined;
  url = "";

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error) =>
        this.json(res, 500, { error: { message: String(error) } }),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    const address = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${address.port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Documents of one type, in folio order. */
  ofType(dteType: number) {
    return this.documents.filter((d) => d.dteType === dteType);
  }

  private json(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  private invalid(res: http.ServerResponse, field: string, issue: string) {
    this.json(res, 400, {
      error: { message: "Documento inválido", code: "OF-08", details: [{ field, issue }] },
    });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", this.url);
    if (this.down) return this.json(res, 503, { error: { message: "Service Unavailable" } });
    if (req.headers.apikey !== this.apiKey) {
      return this.json(res, 401, { error: { message: "Unauthorized", code: "OF-01" } });
    }
    if (req.method === "POST" && url.pathname === "/v2/dte/document") {
      const raw = await text(req);
      this.posts += 1;
      const scripted = this.script.shift();
      if (scripted) {
        const headers: Record<string, string> =
          scripted.retryAfterSeconds === undefined
            ? {}
            : { "retry-after": String(scripted.retryAfterSeconds) };
        return this.json(
          res,
          scripted.status,
          scripted.body ?? { error: { message: `Error ${scripted.status}` } },
          headers,
        );
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      if (key === "") return this.invalid(res, "Idempotency-Key", "requerido");
      const known = this.byKey.get(key);
      if (known) return this.answer(res, known);
      const body = JSON.parse(raw) as { dte?: FakeDocument["dte"]; response?: string[] };
      const dte = body.dte;
      if (!dte?.Encabezado?.IdDoc || !Array.isArray(dte.Detalle)) {
        return this.invalid(res, "dte", "estructura incompleta");
      }
      const type = Number(dte.Encabezado.IdDoc.TipoDTE);
      if (![39, 41, 61].includes(type)) return this.invalid(res, "TipoDTE", "no soportado");
      const t = dte.Encabezado.Totales;
      const sum = dte.Detalle.reduce((s, d) => s + d.MontoItem, 0);
      if (sum !== t.MntTotal) return this.invalid(res, "MntTotal", "no suma el detalle");
      if (t.MntExe !== undefined && t.MntExe > 0) {
        if (t.MntExe !== t.MntTotal) return this.invalid(res, "MntExe", "distinto del total");
      } else if ((t.MntNeto ?? 0) + (t.IVA ?? 0) !== t.MntTotal) {
        return this.invalid(res, "IVA", "neto + IVA distinto del total");
      } else if (Math.abs((t.MntNeto ?? 0) * 0.19 - (t.IVA ?? 0)) > 1) {
        return this.invalid(res, "IVA", "no es el 19 % del neto");
      }
      if (type === 61) {
        const ref = dte.Referencia?.[0];
        const original = this.documents.find(
          (d) => d.dteType === ref?.TpoDocRef && d.folio === ref?.FolioRef,
        );
        if (!original) return this.invalid(res, "Referencia", "el folio referido no existe");
      }
      if (!String(dte.Encabezado.Emisor.RUTEmisor ?? "").match(/^\d{7,8}-[\dK]$/)) {
        return this.invalid(res, "RUTEmisor", "inválido");
      }
      const folio = this.nextFolio.get(type) ?? 1001;
      this.nextFolio.set(type, folio + 1);
      const doc: FakeDocument = {
        token: `tok-${type}-${folio}`,
        folio,
        dteType: type,
        idempotencyKey: key,
        dte,
        siiStatus: "PENDIENTE",
      };
      this.documents.push(doc);
      this.byKey.set(key, doc);
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        res.destroy();
        return;
      }
      return this.answer(res, doc);
    }
    const status = url.pathname.match(/^\/v2\/dte\/document\/([^/]+)\/status$/);
    if (req.method === "GET" && status) {
      const doc = this.documents.find((d) => d.token === decodeURIComponent(status[1] ?? ""));
      if (!doc) return this.json(res, 404, { error: { message: "Documento no encontrado" } });
      if (doc.siiStatus === "PENDIENTE") doc.siiStatus = this.verdict(doc);
      return this.json(res, 200, {
        estado: doc.siiStatus,
        glosa: doc.siiStatus === "RECHAZADO" ? "Firma del documento no válida (prueba)" : "",
      });
    }
    this.json(res, 404, { error: { message: "not found" } });
  }

  private answer(res: http.ServerResponse, doc: FakeDocument) {
    this.json(res, 200, {
      TOKEN: doc.token,
      FOLIO: doc.folio,
      TIMBRE: STAMP_PNG,
      PDF: Buffer.from(`%PDF-1.4\n% DTE ${doc.dteType} folio ${doc.folio}\n%%EOF\n`).toString(
        "base64",
      ),
      XML: Buffer.from(
        `<DTE><TipoDTE>${doc.dteType}</TipoDTE><Folio>${doc.folio}</Folio></DTE>`,
      ).toString("base64"),
    });
  }
}
