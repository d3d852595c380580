import type { Selectable } from "kysely";
import { auditHash } from "../../db/audit-hash.ts";
import type { Database } from "../../db/database.ts";
import type { AuditLogTable } from "../../db/schema.ts";
import { readChainHead, writeAudit } from "./audit-log.ts";

// Redacting an erased person's personal values from the audit rows written before her erasure
// (issue 29; docs/decisions/0058-redacting-an-erased-person-from-the-audit-chain.md). A row's hash covers its payloads, so a
// redacted row can no longer be recomputed: it keeps its original hash (the next row's link and
// every anchor outside the database still hold) and points at the audit row that redacted it.
// That row is chained like any other and lists, per redacted row, its original hash and the
// hash of its content as redacted (auditHash over the new payloads), so the check proves that
// the application redacted exactly those rows to exactly what they hold now.
//
// Which rows (issue 35, docs/decisions/0068-one-list-of-personal-columns-erasure-reads-it.md):
// only her own records' rows (entity + id) and, in any other row, only the objects that carry
// her id (`studentId` / `guardianId`). Her values are looked for inside those and nowhere else: a
// value of hers that is also a class's name or a neighbour's address stays in their rows.

/** What replaces a personal value in a redacted payload. */
export const REDACTED = "[dato eliminado]";

/** The entity and action of the audit row that records a redaction. */
export const REDACTION_ENTITY = "audit_log";
export const REDACTION_ACTION = "redact";

/** One row a redaction changed: its id, its original hash, the hash of what it holds now. */
export interface RedactedRow {
  id: number;
  hash: string;
  redactedHash: string;
}

export interface PersonToRedact {
  /**
   * Her own audit rows (e.g. entity "student" and her id, her payments, her enrollments): every
   * personal key in them is redacted, except inside an object about another person.
   */
  own: readonly { entity: string; entityId: string }[];
  /**
   * How payloads name her (`studentId` or `guardianId` and her id): in any other row, only the
   * objects that carry her id are hers (her line of a family's online order, her mark in a
   * session's attendance, her link in a student's guardian list).
   */
  mentionedAs: { key: "studentId" | "guardianId"; id: number };
  /** Her personal values (whole name, RUT, phone, e-mail…): redacted inside her rows' objects only. */
  values: readonly (string | null | undefined)[];
  /** Who she is in the redaction row (e.g. "student:12"): an id, never a personal value. */
  subject: string;
}

/** Keys of a person's own rows that hold personal data, whatever their value. */
const PERSONAL_KEYS = new Set([
  "firstName",
  "lastName",
  "name",
  "fullName",
  "studentName",
  "guardianName",
  "guardianPhone",
  "payerName",
  "payerRut",
  "givenByName",
  "withdrawnByName",
  "requesterName",
  "email",
  "phone",
  "dni",
  "rut",
  "birthDate",
  "address",
  "emergencyContactName",
  "emergencyContactPhone",
  "notes",
  "note",
  "message",
  "details",
  "healthNotes",
  "relationship",
]);

/** The id keys that say whom an object of a payload is about. */
const PERSON_ID_KEYS = ["studentId", "guardianId"] as const;

/**
 * What the payments' audit check compares with the payment rows (audit-payments-check.ts): a
 * payment's audit row keeps them, as the payment row itself keeps them after an erasure.
 */
const PAYMENT_KEYS = new Set([
  "amount",
  "studentId",
  "classId",
  "paymentMonth",
  "paymentDate",
  "paymentMethod",
  "receiptNumber",
  "isLatePayment",
  "notes",
  "createdAt",
]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Her values worth searching for: trimmed, at least 3 characters, RUT and phone also bare. */
function searchableValues(values: PersonToRedact["values"]): string[] {
  const out = new Set<string>();
  for (const raw of values) {
    const v = raw?.trim();
    if (!v || v.length < 3) continue;
    out.add(v);
    const bare = v.replace(/[.\s-]/g, "");
    if (bare.length >= 6 && /^\d+[\dkK]?$/.test(bare)) out.add(bare);
  }
  return [...out];
}

/** A matcher for text that holds any of her values (whole words, any case). */
function matcherOf(values: readonly string[]): ((text: string) => boolean) | null {
  if (values.length === 0) return null;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${values.map(escapeRegExp).join("|")})(?=$|[^\\p{L}\\p{N}])`,
    "iu",
  );
  return (text) => pattern.test(text);
}

/** How a payload is walked: whose objects are redacted, and what is kept. */
interface WalkOptions {
  keep: ReadonlySet<string>;
  matches: ((text: string) => boolean) | null;
  /** Her id key and id; absent (retention), every object of the row is in scope. */
  mentionedAs?: PersonToRedact["mentionedAs"];
}

function redactValue(
  value: unknown,
  key: string | null,
  inScope: boolean,
  o: WalkOptions,
): unknown {
  if (key !== null && o.keep.has(key)) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, null, inScope, o));
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    let scope = inScope;
    if (o.mentionedAs) {
      const { key: herKey, id } = o.mentionedAs;
      if (herKey in record) {
        // Another person of her kind (a sibling's order line, another student's mark): not hers.
        if (record[herKey] !== id) return value;
        scope = true;
      } else if (scope && PERSON_ID_KEYS.some((k) => k in record)) {
        // Inside her row, an object about someone else (her guardian in her guardian list).
        scope = false;
      }
    }
    return Object.fromEntries(
      Object.entries(record).map(([k, v]) => [k, redactValue(v, k, scope, o)]),
    );
  }
  if (!inScope || typeof value !== "string") return value;
  if (key !== null && PERSONAL_KEYS.has(key)) return REDACTED;
  if (o.matches?.(value)) return REDACTED;
  return value;
}

/**
 * A payload (as stored: JSON text or null) with her personal values replaced: in her own rows
 * everywhere but inside objects about another person; in other rows only inside the objects
 * that carry her id.
 */
export function redactPayload(
  payload: string | null,
  options: {
    own: boolean;
    entity: string;
    matches: ((text: string) => boolean) | null;
    mentionedAs?: PersonToRedact["mentionedAs"];
  },
): string | null {
  if (payload === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  const keep = options.entity === "payment" ? PAYMENT_KEYS : new Set<string>();
  const walk: WalkOptions = {
    keep,
    matches: options.matches,
    ...(options.mentionedAs ? { mentionedAs: options.mentionedAs } : {}),
  };
  return JSON.stringify(redactValue(parsed, null, options.own, walk));
}

/**
 * Redacts a person from every audit row up to the chain's end and records the redaction as a
 * chained audit row (action "redact", entity "audit_log"); call it inside the transaction of
 * her erasure. Returns the redacted rows. Rows already redacted may be redacted again (another
 * person in the same row): the newest redaction row is the one that vouches for them.
 */
export async function redactPersonFromAudit(
  db: Database,
  person: PersonToRedact,
  by: { userId: number | null; at: string },
): Promise<RedactedRow[]> {
  const values = searchableValues(person.values);
  const matches = matcherOf(values);
  // Payloads are JSON.stringify's output: her id key is written `"studentId":12` followed by a
  // comma or the object's end.
  const { key: herKey, id: herId } = person.mentionedAs;
  const mentions = [`%"${herKey}":${herId},%`, `%"${herKey}":${herId}}%`];
  const candidates = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "!=", REDACTION_ENTITY)
    .where((eb) =>
      eb.or([
        ...person.own.map((o) =>
          eb.and([eb("entity", "=", o.entity), eb("entity_id", "=", o.entityId)]),
        ),
        ...mentions.flatMap((m) => [eb("before", "like", m), eb("after", "like", m)]),
      ]),
    )
    .orderBy("id")
    .execute();
  const ownKeys = new Set(person.own.map((o) => `${o.entity}\u0000${o.entityId}`));
  const changed: ChangedRow[] = [];
  for (const row of candidates) {
    const own = ownKeys.has(`${row.entity}\u0000${row.entity_id ?? ""}`);
    const redacted = redactedRow(row, { own, matches, mentionedAs: person.mentionedAs });
    if (redacted) changed.push(redacted);
  }
  return writeRedaction(db, changed, person.subject, by);
}

type ChangedRow = RedactedRow & { before: string | null; after: string | null };

/**
 * An audit row with its payloads redacted and the hash it would have had so written, or null
 * when the redaction changes nothing in it (or the row predates the chain).
 */
function redactedRow(
  row: Selectable<AuditLogTable>,
  options: Omit<Parameters<typeof redactPayload>[1], "entity">,
): ChangedRow | null {
  if (row.hash === null || row.prev_hash === null) return null;
  const withEntity = { ...options, entity: row.entity };
  const before = redactPayload(row.before, withEntity);
  const after = redactPayload(row.after, withEntity);
  if (before === row.before && after === row.after) return null;
  return {
    id: row.id,
    hash: row.hash,
    redactedHash: auditHash(row.prev_hash, { ...row, before, after }),
    before,
    after,
  };
}

/** Writes the redacted payloads and the chained row that vouches for them. */
async function writeRedaction(
  db: Database,
  changed: readonly ChangedRow[],
  subject: string,
  by: { userId: number | null; at: string },
): Promise<RedactedRow[]> {
  if (changed.length === 0) return [];
  for (const row of changed) {
    await db
      .updateTable("audit_log")
      .set({ before: row.before, after: row.after })
      .where("id", "=", row.id)
      .execute();
  }
  const rows = changed.map(({ id, hash, redactedHash }) => ({ id, hash, redactedHash }));
  await writeAudit(db, {
    userId: by.userId,
    action: REDACTION_ACTION,
    entity: REDACTION_ENTITY,
    entityId: null,
    after: { subject, rows },
    at: by.at,
  });
  const head = await readChainHead(db);
  if (!head) throw new Error("audit_chain_head has no row: the audit chain's end is unknown");
  await db
    .updateTable("audit_log")
    .set({ redacted_by: head.lastId })
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return rows;
}

/**
 * The audit rows written before `cutoff` (an ISO date) that still hold personal values by key
 * (names, RUT, phone, e-mail, address, notes…), as they would be redacted: the audit term of
 * retention (issue 29). Free text under other keys (a reason) is not searched: without a
 * person there are no values to look for. Redaction rows hold ids and hashes only: skipped.
 */
export async function agedAuditRows(db: Database, cutoff: string): Promise<ChangedRow[]> {
  const candidates = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("at", "<", cutoff)
    .where("entity", "!=", REDACTION_ENTITY)
    .where((eb) => eb.or([eb("before", "is not", null), eb("after", "is not", null)]))
    .orderBy("id")
    .execute();
  const changed: ChangedRow[] = [];
  for (const row of candidates) {
    const redacted = redactedRow(row, { own: true, matches: null });
    if (redacted) changed.push(redacted);
  }
  return changed;
}

/** Redacts the rows `agedAuditRows` found, as one chained redaction row (subject "retention"). */
export async function redactAgedAudit(
  db: Database,
  rows: readonly ChangedRow[],
  by: { userId: number | null; at: string },
): Promise<RedactedRow[]> {
  return writeRedaction(db, rows, "retention", by);
}

/** What a redaction row lists (empty when the row is not one, or unreadable). */
export function rowsListedBy(row: {
  entity: string;
  action: string;
  after: string | null;
}): RedactedRow[] {
  if (row.entity !== REDACTION_ENTITY || row.action !== REDACTION_ACTION) return [];
  try {
    const parsed = JSON.parse(row.after ?? "{}") as { rows?: RedactedRow[] };
    return Array.isArray(parsed.rows) ? parsed.rows : [];
  } catch {
    return [];
  }
}
