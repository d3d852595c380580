import fs from "node:fs";
import { anonymizedName } from "@nova/domain";
import { type Kysely, sql } from "kysely";
import { type Database, isPostgres } from "../../db/database.ts";
import { sqliteFileOf } from "../../db/open-database.ts";
import { openSqlite } from "../../db/sqlite-native.ts";
import { searchText, sortKey } from "../../lib/text-keys.ts";

// Where a person's values live, and how an erasure removes them (issue 35 finding 3;
// docs/decisions/0068-one-list-of-personal-columns-erasure-reads-it.md). ONE list: the erasure
// of a student, of a guardian (a payer record) and retention's erasure of a trial request all
// run `eraseFromTables`, which reads nothing but this list. A schema test
// (modules/privacy/personal-data-map.test.ts) reads every table's columns from the database, on
// both engines, and fails when a column that looks personal is neither here nor in
// KEPT_COLUMNS below with the reason it stays: a new table with a name, phone or free-text
// column cannot land unnoticed.
//
// Nothing financial is erased: amounts, dates, months, receipt numbers, class links and the
// rows themselves stay, so every report adds up to the same pesos; what goes is who she is.

const TAX_DOCUMENT_PERSONAL: Record<string, ColumnErasure> = {
  receiver_name: "null",
  receiver_rut: "null",
  stamp: "null",
  pdf: "null",
  xml: "null",
};

/** The tables whose rows are a receipt's lines, each naming the student it is for. */
const RECEIPT_LINE_TABLES = ["payments", "enrollment_fee_payments"] as const;

/** Who is erased: a student, a guardian (payer record) or a trial-class request. */
export type SubjectKind = "student" | "guardian" | "trial-request";
export interface Subject {
  kind: SubjectKind;
  id: number;
}

/** What replaces a free text a person wrote (or that was written about her) in a NOT NULL column. */
export const ERASED_TEXT = "[dato eliminado]";

/** How one column is erased. */
export type ColumnErasure =
  /** Her placeholder name, "Persona eliminada #id" (a NOT NULL name column). */
  | "placeholder"
  /** A student's two name columns: "Persona eliminada" and "#id". */
  | "placeholder-first"
  | "placeholder-last"
  /** Who signed a consent: "Persona eliminada" (the consent row names its student by id). */
  | "giver"
  /** The same, only where the column holds a name (who withdrew: only withdrawn consents). */
  | "giver-if-set"
  | "null"
  /** An empty string (NOT NULL columns that hold no value when unknown, e.g. a phone). */
  | "empty"
  /** ERASED_TEXT, for NOT NULL free text. */
  | "erased-text"
  /** The search and sort keys, recomputed from the placeholder name. */
  | "search-text"
  | "sort-key"
  /** JSON order lines: the lines of this student get the placeholder in their label. */
  | "her-order-lines"
  /** The instant of the erasure (a marker such as `anonymized_at`, or `revoked_at` if unset). */
  | "now"
  | "now-if-null";

/** Which rows of a table belong to the subject. */
export type RowsOf =
  /** Rows whose column holds her id. */
  | { column: string }
  /**
   * Rows whose column holds the id of one of her rows in another table (e.g. her trial
   * requests), or what `select` names there (her payments' receipts); with `unlessSet`, only
   * the rows where that column is null (a receipt she paid herself, no guardian named).
   */
  | {
      column: string;
      through: { table: string; column: string; select?: string };
      unlessSet?: string;
    }
  /** Rows whose JSON lines name her as `studentId` (an online order paying her months). */
  | { jsonLines: string }
  /** Rows whose stored text holds one of her values (the stored answers of idempotent writes). */
  | { textHolds: string };

export interface PersonalTable {
  table: string;
  /** How her rows are found, per kind of subject (a kind absent: the table never holds hers). */
  rows: Partial<Record<SubjectKind, RowsOf>>;
  /** Column → how it is erased. */
  columns: Record<string, ColumnErasure>;
  /** Rows deleted instead of changed (never for anything financial). */
  deleteRows?: true;
  why: string;
}

/** Every table that holds a person's values, and how the erasure removes them. */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    table: "students",
    rows: { student: { column: "id" } },
    columns: {
      first_name: "placeholder-first",
      last_name: "placeholder-last",
      email: "null",
      phone: "null",
      dni: "null",
      birth_date: "null",
      address: "null",
      emergency_contact_name: "null",
      emergency_contact_phone: "null",
      search_text: "search-text",
      sort_key: "sort-key",
      updated_at: "now",
    },
    why: "Her record stays (the books link to it) under the placeholder name.",
  },
  {
    table: "student_privacy",
    rows: { student: { column: "student_id" } },
    columns: { health_notes: "null" },
    why: "Health notes are sensitive data; the flags and the anonymised date stay.",
  },
  {
    table: "enrollments",
    rows: { student: { column: "student_id" } },
    columns: { notes: "null" },
    why: "Free text about her; class, dates and the link stay.",
  },
  {
    table: "attendance_marks",
    rows: { student: { column: "student_id" } },
    columns: { note: "null" },
    why: "A teacher's note about her; the marks (present, absent) stay for the class's counts.",
  },
  {
    table: "guardians",
    rows: { guardian: { column: "id" } },
    columns: {
      full_name: "placeholder",
      rut: "null",
      phone: "empty",
      email: "null",
      address: "null",
      search_text: "search-text",
      sort_key: "sort-key",
      updated_at: "now",
      anonymized_at: "now",
    },
    why: "The payer record stays (links and receipts name it) under the placeholder name.",
  },
  // An adult paying for herself (issue 36): the receipts of her class months, then those of
  // her enrollment fees; a guardian's receipts name her as the payer (found once, with the first).
  ...RECEIPT_LINE_TABLES.map(
    (lines, i): PersonalTable => ({
      table: "receipts",
      rows: {
        ...(i === 0 ? { guardian: { column: "payer_guardian_id" } } : {}),
        student: {
          column: "id",
          through: { table: lines, column: "student_id", select: "receipt_id" },
          unlessSet: "payer_guardian_id",
        },
      },
      columns: { payer_name: "placeholder", payer_rut: "null" },
      why: "Who paid, copied on the day; number, date, method and total stay.",
    }),
  ),
  // Issue 39: a receipt's SII documents copy who paid (when her RUT was known) into the
  // receiver and into the issuer's stamp, PDF and XML; the issuer and the SII keep the legal
  // copy. Folio, type, amounts and status stay.
  ...RECEIPT_LINE_TABLES.map(
    (lines): PersonalTable => ({
      table: "tax_documents",
      rows: {
        guardian: {
          column: "receipt_id",
          through: { table: "receipts", column: "payer_guardian_id", select: "id" },
        },
        student: {
          column: "receipt_id",
          through: { table: lines, column: "student_id", select: "receipt_id" },
        },
      },
      columns: TAX_DOCUMENT_PERSONAL,
      why: "The receiver copied on the day, and the stamp, PDF and XML that name her; folio, type and amounts stay.",
    }),
  ),
  {
    table: "consents",
    rows: { student: { column: "student_id" }, guardian: { column: "guardian_id" } },
    columns: { given_by_name: "giver", withdrawn_by_name: "giver-if-set" },
    why: "Who signed or withdrew; purpose, dates and notice version stay as proof.",
  },
  {
    table: "privacy_requests",
    rows: { student: { column: "student_id" }, guardian: { column: "guardian_id" } },
    columns: { requester_name: "placeholder", details: "null" },
    why: "Who asked and what she wrote; type, dates, status and answer stay as proof.",
  },
  {
    table: "online_orders",
    rows: { student: { jsonLines: "lines" } },
    columns: { lines: "her-order-lines" },
    why: "Each line's label starts with the student's name; amounts and months stay.",
  },
  {
    table: "transfer_notices",
    rows: { guardian: { column: "guardian_id" } },
    columns: { note: "null", reject_reason: "null" },
    why: "What the family wrote and what the studio answered; date, amount and status stay.",
  },
  {
    table: "correction_requests",
    rows: { guardian: { column: "guardian_id" } },
    columns: { message: "erased-text", handled_note: "null" },
    why: "A correction request is her own data written out (name, e-mail, phone…).",
  },
  ...(
    [
      [
        "portal_links",
        "An erased family's links stop working (no personal value: only token hashes).",
      ],
      ["portal_sessions", "An erased family's open portal sessions end at once."],
    ] as const
  ).map(
    ([table, why]): PersonalTable => ({
      table,
      rows: { guardian: { column: "guardian_id" } },
      columns: { revoked_at: "now-if-null" },
      why,
    }),
  ),
  {
    table: "trial_requests",
    rows: { "trial-request": { column: "id" }, student: { column: "student_id" } },
    columns: {
      name: "placeholder",
      phone: "empty",
      email: "null",
      guardian_name: "null",
      guardian_phone: "null",
      message: "null",
      notes: "null",
      discard_reason: "null",
      anonymized_at: "now",
      updated_at: "now",
    },
    why: "The visitor's contact; class, dates, age and status stay for the conversion report.",
  },
  {
    table: "class_waitlist",
    rows: {
      "trial-request": { column: "trial_request_id" },
      student: {
        column: "trial_request_id",
        through: { table: "trial_requests", column: "student_id" },
      },
    },
    columns: { name: "placeholder", phone: "empty", guardian_name: "null" },
    why: "A waiting person's name and phone; the class and the dates stay.",
  },
  {
    table: "idempotency_keys",
    rows: {
      student: { textHolds: "response" },
      guardian: { textHolds: "response" },
    },
    columns: {},
    deleteRows: true,
    why: "A stored answer to a retried write (e.g. her new record): deleted, it only guards retries.",
  },
];

/**
 * Columns that look personal (by name) and are not erased, each with why. The schema test
 * accepts a personal-looking column only if it is here or in PERSONAL_TABLES.
 */
export const KEPT_COLUMNS: Readonly<Record<string, string>> = {
  "audit_log.before": "Redacted row by row and key by key (records/audit/audit-redaction.ts).",
  "audit_log.after": "Redacted row by row and key by key (records/audit/audit-redaction.ts).",
  "payments.notes":
    "Financial: the payments' audit check compares each payment's note with its creation row.",
  "payments.void_reason": "Financial: why a payment was voided, written by staff.",
  "receipts.notes": "Financial: the receipt's note, written by staff.",
  "tax_documents.void_key":
    "Not personal: the voided receipt line a credit note is for ('payment:12', 'fee:3').",
  "enrollment_fee_charges.void_reason": "Financial: why a fee was voided.",
  "enrollment_fee_payments.void_reason": "Financial: why a fee payment was voided.",
  "fee_waivers.reason": "Financial: why a month was waived (the books' justification).",
  "student_scholarships.reason": "Financial: why a discount applies.",
  "student_scholarships.end_reason": "Financial: why a discount ended.",
  "cash_closes.notes": "Financial: the desk's note on a day's count.",
  "cash_closes.reopen_reason": "Financial: why a closed day was reopened.",
  "student_privacy.legal_hold_reason":
    "An erasure is refused while it is set, so an erased person has none.",
  "privacy_requests.answer": "The studio's answer: proof the right was honoured.",
  "privacy_requests.action_taken": "What the studio did: proof the right was honoured.",
  "student_guardians.relationship": "A kind of link (madre, padre, titular…), not a value of her.",
  "classes.name": "The studio's class.",
  "classes.description": "The studio's class.",
  "users.username": "Staff accounts: deactivated, not erased; not subjects of this erasure.",
  "users.name": "Staff accounts: deactivated, not erased; not subjects of this erasure.",
  "users.email": "Staff accounts: deactivated, not erased; not subjects of this erasure.",
  "teachers.first_name": "Staff (teachers): employment records, no erasure route.",
  "teachers.last_name": "Staff (teachers): employment records, no erasure route.",
  "teachers.email": "Staff (teachers): employment records, no erasure route.",
  "teachers.phone": "Staff (teachers): employment records, no erasure route.",
  "teachers.address": "Staff (teachers): employment records, no erasure route.",
  "teachers.rut":
    "Staff (teachers): her RUT, which the studio must report with her honorarios (DJ 1879, issue 39); no erasure route.",
  "teachers.search_text": "Staff (teachers): derived from the name.",
  "teachers.sort_key": "Staff (teachers): derived from the name.",
  "classes.search_text": "Derived from the class's name.",
  "privacy_notices.text": "The studio's published notice.",
  "site_photos.alt": "The public page's photo description, written by the studio.",
  "settings.key": "Setting names.",
  "settings.value": "The studio's own settings and contact data.",
  "server_secrets.name": "Secret names, no person's data.",
  "counters.name": "Counter names.",
  "kysely_migration.name": "Migration names.",
  "sqlite_sequence.name": "SQLite's own counters.",
  "login_failures.key":
    "Username and address of failed sign-ins: deleted by the throttle within its window.",
  "online_orders.commerce_order": "An order number (the guardian's id and random hex).",
  "trial_requests.source_key": "A hash of the public form's request, not a value of hers.",
  "consents.given_by_relationship": "A kind of link (madre, titular…), not a value of hers.",
  "backup_runs.file": "A backup file name.",
};

/** The placeholder name of an erased subject. */
export function placeholderOf(subject: Subject): string {
  const n = anonymizedName(subject.id);
  return `${n.firstName} ${n.lastName}`;
}

function valueFor(erasure: ColumnErasure, subject: Subject, now: string) {
  const name = anonymizedName(subject.id);
  const placeholder = placeholderOf(subject);
  switch (erasure) {
    case "placeholder":
      return placeholder;
    case "placeholder-first":
      return name.firstName;
    case "placeholder-last":
      return name.lastName;
    case "giver":
      return name.firstName;
    case "null":
      return null;
    case "empty":
      return "";
    case "erased-text":
      return ERASED_TEXT;
    case "search-text":
      return subject.kind === "student"
        ? searchText(name.firstName, name.lastName)
        : searchText(placeholder);
    case "sort-key":
      return subject.kind === "student"
        ? sortKey(name.lastName, name.firstName)
        : sortKey(placeholder);
    case "now":
      return now;
    case "now-if-null":
    case "giver-if-set":
    case "her-order-lines":
      return undefined;
  }
}

/** Lines of an order as stored: the label of each of her lines starts with her placeholder. */
function relabelled(lines: string, studentId: number, placeholder: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(lines);
  } catch {
    return lines;
  }
  if (!Array.isArray(parsed)) return lines;
  return JSON.stringify(
    parsed.map((line: { studentId?: unknown; label?: unknown }) => {
      if (line?.studentId !== studentId || typeof line.label !== "string") return line;
      // "Nombre · Clase · mes": the class and month stay, the name goes.
      const rest = line.label.split(" · ").slice(1);
      return { ...line, label: [placeholder, ...rest].join(" · ") };
    }),
  );
}

/**
 * Erases the subject from every table of PERSONAL_TABLES, in the caller's transaction.
 * `values` are her values as stored before the erasure (whole name, RUT, e-mail, phone), for
 * the tables found by `textHolds`. Returns the tables it changed and how many rows each.
 */
export async function eraseFromTables(
  db: Database,
  subject: Subject,
  now: string,
  values: readonly (string | null | undefined)[] = [],
): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  const placeholder = placeholderOf(subject);
  for (const entry of PERSONAL_TABLES) {
    const rows = entry.rows[subject.kind];
    if (!rows) continue;
    // biome-ignore lint/suspicious/noExplicitAny: the list names tables and columns as text
    const anyDb = db as unknown as Kysely<any>;
    if ("jsonLines" in rows) {
      // Her lines: `"studentId":12,` as JSON.stringify writes an object's first key.
      const found = await anyDb
        .selectFrom(entry.table)
        .select(["id", rows.jsonLines])
        .where(rows.jsonLines, "like", `%"studentId":${subject.id},%`)
        .execute();
      for (const row of found) {
        const before = String(row[rows.jsonLines]);
        const after = relabelled(before, subject.id, placeholder);
        if (after === before) continue;
        await anyDb
          .updateTable(entry.table)
          .set({ [rows.jsonLines]: after })
          .where("id", "=", row.id)
          .execute();
        changed[entry.table] = (changed[entry.table] ?? 0) + 1;
      }
      continue;
    }
    if ("textHolds" in rows) {
      const needles = [...new Set(values.map((v) => v?.trim() ?? "").filter((v) => v.length >= 5))];
      if (needles.length === 0) continue;
      const result = await anyDb
        .deleteFrom(entry.table)
        .where((eb) => eb.or(needles.map((v) => eb(rows.textHolds, "like", `%${v}%`))))
        .executeTakeFirst();
      changed[entry.table] = Number(result.numDeletedRows);
      continue;
    }
    const set: Record<string, unknown> = {};
    for (const [column, erasure] of Object.entries(entry.columns)) {
      if (erasure === "now-if-null") set[column] = sql`coalesce(${sql.ref(column)}, ${now})`;
      else if (erasure === "giver-if-set") {
        const giver = anonymizedName(subject.id).firstName;
        set[column] = sql`case when ${sql.ref(column)} is null then null else ${giver} end`;
      } else set[column] = valueFor(erasure, subject, now);
    }
    let query = anyDb.updateTable(entry.table).set(set);
    if ("through" in rows) {
      const through = anyDb
        .selectFrom(rows.through.table)
        .select(rows.through.select ?? "id")
        .where(rows.through.column, "=", subject.id);
      query = query.where(rows.column, "in", through);
      if (rows.unlessSet) query = query.where(rows.unlessSet, "is", null);
    } else {
      query = query.where(rows.column, "=", subject.id);
    }
    const result = await query.executeTakeFirst();
    changed[entry.table] = Number(result.numUpdatedRows);
  }
  return changed;
}

/**
 * After an erasure has committed (issue 35, finding 4): on SQLite, folds the write-ahead log
 * into the file and empties it, so the pages that held her values before the erasure (the
 * live file zeroes what it frees: secure_delete) survive in no frame of the WAL either. Its own
 * short connection: the server's reader and writer always hold a statement or a transaction,
 * and a checkpoint needs neither. Best effort: another process reading at that instant leaves
 * the log for the next checkpoint, which journal_size_limit then cuts back. PostgreSQL keeps no
 * such copy a dump could carry; API-only tests have no data folder (an in-memory database).
 */
export function foldErasedPages(db: Database, dataDir: string | undefined): void {
  if (isPostgres(db) || !dataDir) return;
  const file = sqliteFileOf(dataDir);
  if (!fs.existsSync(file)) return;
  const connection = openSqlite(file);
  try {
    connection.pragma("busy_timeout = 1000");
    connection.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    connection.close();
  }
}
