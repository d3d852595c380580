import {
  OPENFACTURA_DEMO_API_KEY,
  OPENFACTURA_URLS,
  type TaxDocumentSettings,
  taxIssuerMissing,
  taxRetryDelayMs,
  todayInZone,
} from "@nova/domain";
import { bumpDataVersion } from "../../db/data-version.ts";
import { type Database, isPostgres } from "../../db/database.ts";
import { withSessionLock } from "../../db/write-locks.ts";
import type { AppContext } from "../../lib/app-context.ts";
import type { DocumentedLine } from "../../records/receipts/tax-documents.ts";
import { loadGatewaySecret } from "../../records/system/gateway-secrets.ts";
import { loadStudio, readSettingsSection } from "../../records/system/settings.ts";
import { IssuerError, type TaxIssuer } from "./issuer.ts";
import { OpenFacturaIssuer } from "./openfactura-issuer.ts";
import {
  claimNextTaxDocument,
  findTaxDocument,
  type TaxDocumentChange,
  updateTaxDocument,
} from "./tax-documents.repository.ts";

// The queue's worker (issue 39.4, decision 0076). The documents wait in tax_documents; a pass
// takes them one at a time, oldest due first, each under a lease (locked_until) so a crashed
// worker's document is taken again after it; on PostgreSQL the pass holds an advisory lock,
// so one worker runs at a time across every instance (the issuer's rate limit is the studio's,
// not the instance's), and the claim skips rows another transaction holds. On SQLite one
// process serves the studio: passes of this process run one after the other.
//
// A boleta is issued with an idempotency key of its own (its id, its generation), so a retry
// after a timeout answers the document already issued instead of a second one. Transient
// failures (unreachable, 5xx, 429) are retried with backoff for as long as it takes; a refusal
// (4xx) stops the document as 'failed' with the issuer's message until staff retry it. An
// issued document's SII status is asked until accepted or rejected.

/** The advisory lock key of the queue's pass (PostgreSQL, one-number form). */
const QUEUE_LOCK = 39_0076;
/** How long a claimed document is held before another worker may take it. */
const LEASE_MS = 2 * 60_000;
/** A pass stops after this many documents (the next pass continues). */
const MAX_PER_PASS = 100;
/** The SII's verdict is first asked this long after the folio. */
const FIRST_STATUS_MS = 30_000;

export type IssuerFactory = (settings: TaxDocumentSettings, apiKey: string) => TaxIssuer;

export const openFacturaFactory: IssuerFactory = (settings, apiKey) =>
  new OpenFacturaIssuer(settings.issuerUrl, apiKey);

/** The key the issuer is called with: the studio's, else the sandbox's demo key. */
export async function issuerApiKey(db: Database, settings: TaxDocumentSettings) {
  const saved = await loadGatewaySecret(db, "openfactura");
  if (saved) return saved;
  return settings.issuerUrl.replace(/\/+$/, "") === OPENFACTURA_URLS.sandbox
    ? OPENFACTURA_DEMO_API_KEY
    : "";
}

const running = new WeakMap<Database, Promise<number>>();

/**
 * One pass over the due documents; answers how many it handled. A pass of this process already
 * running is waited for (then this one runs); on PostgreSQL a pass running on another instance
 * makes this one answer 0 at once.
 */
export async function processTaxQueue(
  ctx: Pick<AppContext, "db" | "now">,
  factory: IssuerFactory = openFacturaFactory,
): Promise<number> {
  const before = running.get(ctx.db);
  if (before) await before.catch(() => 0);
  const pass = runPass(ctx, factory);
  running.set(ctx.db, pass);
  try {
    return await pass;
  } finally {
    if (running.get(ctx.db) === pass) running.delete(ctx.db);
  }
}

async function runPass(
  ctx: Pick<AppContext, "db" | "now">,
  factory: IssuerFactory,
): Promise<number> {
  const settings = await readSettingsSection(ctx.db, "taxDocuments");
  if (settings.mode !== "issuer") return 0;
  if (!isPostgres(ctx.db)) return drain(ctx, settings, factory);
  // A session lock on one connection of the pool, held for the pass, released at its end.
  return ctx.db
    .connection()
    .execute(
      async (conn) =>
        (await withSessionLock(conn, QUEUE_LOCK, () => drain(ctx, settings, factory))) ?? 0,
    );
}

type Row = Awaited<ReturnType<typeof claimNext>>;

/** Takes the next due document under a lease, or undefined when none is due. */
function claimNext(db: Database, now: Date) {
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  return claimNextTaxDocument(db, now.toISOString(), until);
}

async function drain(
  ctx: Pick<AppContext, "db" | "now">,
  settings: TaxDocumentSettings,
  factory: IssuerFactory,
): Promise<number> {
  const apiKey = await issuerApiKey(ctx.db, settings);
  const issuer = factory(settings, apiKey);
  const studio = await loadStudio(ctx.db, ctx.now());
  let handled = 0;
  while (handled < MAX_PER_PASS) {
    const doc = await claimNext(ctx.db, ctx.now());
    if (!doc) break;
    handled += 1;
    await handle(ctx, settings, studio.settings.system.timeZone, issuer, doc);
  }
  return handled;
}

/**
 * Records a document's new state; the receipts showing it are read afresh (read cache). A tax
 * document owes nothing: the kept owed months stay.
 */
async function update(db: Database, id: number, values: TaxDocumentChange) {
  await updateTaxDocument(db, id, values);
  await bumpDataVersion(db, ["records", "money"], { ledger: false });
}

async function handle(
  ctx: Pick<AppContext, "db" | "now">,
  settings: TaxDocumentSettings,
  timeZone: string,
  issuer: TaxIssuer,
  doc: NonNullable<Row>,
) {
  const now = ctx.now();
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  if (doc.status === "issued") {
    // Asking the SII's verdict of an issued document.
    try {
      const answer = await issuer.status({
        dteType: doc.dte_type,
        folio: doc.folio ?? 0,
        token: doc.issuer_token,
      });
      if (answer.status === "pending") {
        await update(ctx.db, doc.id, {
          attempts: doc.attempts + 1,
          next_attempt_at: later(taxRetryDelayMs(doc.attempts + 1)),
        });
      } else {
        await update(ctx.db, doc.id, {
          sii_status: answer.status,
          attempts: 0,
          last_error:
            answer.status === "rejected"
              ? `El SII rechazó el documento${answer.message ? `: ${answer.message}` : ""}`
              : null,
        });
      }
    } catch (error) {
      await update(ctx.db, doc.id, {
        attempts: doc.attempts + 1,
        next_attempt_at: later(
          taxRetryDelayMs(
            doc.attempts + 1,
            error instanceof IssuerError ? error.retryAfterMs : null,
          ),
        ),
      });
    }
    return;
  }
  const missing = taxIssuerMissing(settings);
  if (missing.length > 0) {
    await update(ctx.db, doc.id, {
      attempts: doc.attempts + 1,
      next_attempt_at: later(taxRetryDelayMs(doc.attempts + 1)),
      last_error: `Faltan datos tributarios del estudio: ${missing.join(", ")} (Configuración → Boletas)`,
    });
    return;
  }
  const base = {
    issueDate: todayInZone(now, timeZone),
    issuer: {
      rut: settings.rut,
      legalName: settings.legalName,
      giro: settings.giro,
      address: settings.address,
      comuna: settings.comuna,
      branchCode: settings.siiBranchCode,
    },
    receiver: { rut: doc.receiver_rut ?? "66666666-6", name: doc.receiver_name },
    lines: (JSON.parse(doc.detail) as DocumentedLine[]).map((l) => ({
      description: l.description,
      amount: l.amount,
    })),
    totals: {
      exempt: doc.exempt_amount,
      net: doc.net_amount,
      iva: doc.iva_amount,
      total: doc.total,
    },
  };
  const key = `nova-${doc.id}-${doc.generation}-${Date.parse(doc.created_at)}`;
  try {
    let issued: Awaited<ReturnType<TaxIssuer["issue"]>>;
    if (doc.dte_type === 61) {
      const original = await findTaxDocument(ctx.db, doc.references_id ?? 0);
      if (original?.status === "pending") {
        // The boleta is not issued yet: the credit note waits for its folio.
        await update(ctx.db, doc.id, { next_attempt_at: later(FIRST_STATUS_MS) });
        return;
      }
      if (
        original?.status !== "issued" ||
        original.folio === null ||
        original.sii_status === "rejected"
      ) {
        await update(ctx.db, doc.id, {
          status: "cancelled",
          last_error: "La boleta no llegó a emitirse: no hay nada que anular",
        });
        return;
      }
      issued = await issuer.credit(
        {
          ...base,
          reference: {
            dteType: original.dte_type as 39 | 41,
            folio: original.folio,
            date: (original.issued_at ?? original.created_at).slice(0, 10),
            reason: "Anulación de pago",
            whole: doc.total >= original.total,
          },
        },
        key,
      );
    } else {
      issued = await issuer.issue({ ...base, dteType: doc.dte_type as 39 | 41 }, key);
    }
    await update(ctx.db, doc.id, {
      status: "issued",
      sii_status: "pending",
      attempts: 0,
      next_attempt_at: later(FIRST_STATUS_MS),
      last_error: null,
      folio: issued.folio,
      issuer_token: issued.token,
      stamp: issued.stamp,
      pdf: issued.pdf,
      xml: issued.xml,
      issued_at: now.toISOString(),
    });
  } catch (error) {
    const known = error instanceof IssuerError ? error : null;
    if (known?.kind === "rejected") {
      await update(ctx.db, doc.id, {
        status: "failed",
        attempts: doc.attempts + 1,
        last_error: known.message,
      });
      return;
    }
    const attempts = doc.attempts + 1;
    const wait = taxRetryDelayMs(attempts, known?.retryAfterMs ?? null);
    const when = new Date(now.getTime() + wait);
    const hhmm = when.toLocaleTimeString("es-CL", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    await update(ctx.db, doc.id, {
      attempts,
      next_attempt_at: when.toISOString(),
      last_error: `${known?.message ?? "Error inesperado al emitir"}; se reintentará a las ${hhmm}`,
    });
  }
}
