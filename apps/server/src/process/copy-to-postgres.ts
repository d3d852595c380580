import { analyzeDatabase } from "../db/analyze.ts";
import { readDataVersions } from "../db/data-version.ts";
import type { Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import {
  allRows,
  continueIdsAfterMax,
  deleteAllRows,
  insertRows,
  paymentTotals,
  rowCount,
  setDataVersion,
} from "../db/table-copy.ts";
import { OperatorError } from "./startup-errors.ts";

// Moving a studio from SQLite to PostgreSQL: every row of every table that holds the studio's
// data, ids kept (payments and audit rows refer to them), in one transaction on the target.
// Parents first, so foreign keys hold at every insert. A new table must be listed here or in
// NOT_COPIED_TABLES: a test compares both lists with the migrated schema.
export const COPIED_TABLES = [
  "users",
  "sessions",
  "students",
  "guardians",
  "student_guardians",
  "teachers",
  "teacher_status_changes",
  "teacher_rate_periods",
  "classes",
  "class_schedules",
  "class_price_periods",
  "teacher_assignments",
  "enrollments",
  "receipts",
  "payments",
  "fee_waivers",
  "enrollment_fee_charges",
  "enrollment_fee_payments",
  "student_scholarships",
  "cash_closes",
  "privacy_notices",
  "consents",
  "student_privacy",
  "privacy_requests",
  "settings",
  "audit_log",
  "audit_chain_head",
  "idempotency_keys",
  "counters",
  "backup_runs",
  "site_photos",
  "site_photo_files",
  "trial_requests",
  "class_waitlist",
  "attendance_marks",
  "portal_links",
  "portal_sessions",
  "online_orders",
  "transfer_notices",
  "correction_requests",
  "receipt_tenders",
  "tax_documents",
  "teacher_honorarios",
] as const;
/**
 * Tables the copy leaves as the target's migrations made them: the migrations' bookkeeping, the
 * data version (bumped below), the signing secret (a PostgreSQL studio creates its own, so
 * every instance shares it; sessions signed with the SQLite server's secret end) and the
 * failed-login counts, which expire anyway; and the payment totals, which the target's triggers
 * add up from the payments copied.
 */
export const NOT_COPIED_TABLES = [
  "kysely_migration",
  "kysely_migration_lock",
  "data_version",
  "server_secrets",
  "login_failures",
  // Kept by triggers from the payments as they are copied.
  "payment_totals",
  "payment_day_totals",
  "month_money_versions",
] as const;
// Rows the target's migrations write themselves (the receipt counter, the audit chain's end):
// replaced by the source's.
const SEEDED_BY_MIGRATIONS: CopiedTable[] = ["counters", "audit_chain_head"];
type CopiedTable = (typeof COPIED_TABLES)[number];
// Tables keyed otherwise (a pair of ids, a token, a key, one row): every other copied table has a
// serial id whose sequence must continue after the copied rows. Listing the exceptions rather
// than the rule makes a new table with an id continue by default (teacher_honorarios, listed
// with the tables before, did not: its first new row after a copy took a copied id).
const TABLES_WITHOUT_SERIAL_ID: CopiedTable[] = [
  "sessions",
  "student_guardians",
  "student_privacy",
  "settings",
  "audit_chain_head",
  "idempotency_keys",
  "counters",
  "site_photo_files",
];
const TABLES_WITH_SERIAL_ID = COPIED_TABLES.filter((t) => !TABLES_WITHOUT_SERIAL_ID.includes(t));
// PostgreSQL takes at most 65,535 parameters per statement; the widest table has 16 columns.
const ROWS_PER_INSERT = 500;

export interface CopyFigures {
  rows: Record<CopiedTable, number>;
  /** Sum of every payment's amount, deleted ones included, and of the live ones. */
  paymentsTotal: number;
  livePaymentsTotal: number;
}

async function figuresOf(db: Database): Promise<CopyFigures> {
  const rows = {} as Record<CopiedTable, number>;
  for (const table of COPIED_TABLES) rows[table] = await rowCount(db, table);
  const totals = await paymentTotals(db);
  return { rows, paymentsTotal: Number(totals.all), livePaymentsTotal: Number(totals.live) };
}

/**
 * Copies the SQLite database `source` into the empty PostgreSQL database `target` (migrated
 * here), then checks that both hold the same rows per table and the same payment totals.
 */
export async function copyToPostgres(source: Database, target: Database): Promise<CopyFigures> {
  await migrateToLatest(source);
  await migrateToLatest(target);
  const before = await figuresOf(target);
  const occupied = COPIED_TABLES.filter(
    (t) => before.rows[t] > 0 && !SEEDED_BY_MIGRATIONS.includes(t),
  );
  if (occupied.length > 0) {
    throw new OperatorError(
      `La base PostgreSQL de destino no está vacía (${occupied.join(", ")}): usa una base nueva (createdb).`,
    );
  }

  await target.transaction().execute(async (trx) => {
    for (const table of SEEDED_BY_MIGRATIONS) await deleteAllRows(trx, table);
    for (const table of COPIED_TABLES) {
      const rows = await allRows(source, table);
      const columns = Object.keys(rows[0] ?? {});
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const batch = rows.slice(start, start + ROWS_PER_INSERT);
        await insertRows(trx, table, columns, batch);
      }
    }
    // New rows continue after the copied ids.
    for (const table of TABLES_WITH_SERIAL_ID) await continueIdsAfterMax(trx, table);
    // Any instance's read cache from before the copy is out of date.
    const versions = Object.values(await readDataVersions(source));
    await setDataVersion(trx, Math.max(...versions) + 1);
  });

  // Statistics for the planner now, not when autovacuum comes round: the bench measured the
  // outstanding report of a freshly loaded 20,000-student studio at 5.6 s without, 35 ms with.
  // Vacuum too: the payment totals' trigger updated its rows once per copied payment, and the
  // reports would read through every dead version until autovacuum cleared them.
  await analyzeDatabase(target, { vacuum: true });
  const expected = await figuresOf(source);
  const copied = await figuresOf(target);
  const differences = [
    ...COPIED_TABLES.filter((t) => expected.rows[t] !== copied.rows[t]).map(
      (t) => `${t}: ${expected.rows[t]} en SQLite, ${copied.rows[t]} en PostgreSQL`,
    ),
    ...(expected.paymentsTotal !== copied.paymentsTotal ||
    expected.livePaymentsTotal !== copied.livePaymentsTotal
      ? [
          `total de pagos: ${expected.paymentsTotal} en SQLite, ${copied.paymentsTotal} en PostgreSQL`,
        ]
      : []),
  ];
  if (differences.length > 0) {
    throw new OperatorError(`La copia no coincide: ${differences.join("; ")}`);
  }
  return copied;
}
