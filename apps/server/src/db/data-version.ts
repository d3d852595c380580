import { sql } from "kysely";
import type { Database } from "./database.ts";

// The data versions tell every instance's read cache what changed (plugins/read-cache.ts).
// Payments are by far the most frequent write, and many answers never read them (the students
// list, a student, settings, the public page): so there are two versions, one for money
// (payments, cash closes) and one for every other record. An answer that reads money depends
// on both; a payment leaves the cached students list alone.

export const CACHE_TOPICS = ["records", "money"] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/** data_version.id of each topic (row 1 is the single version of before). */
export const TOPIC_ROW: Record<CacheTopic, number> = { records: 1, money: 2 };

/** Audit entities whose writes change nothing but money. */
const MONEY_ENTITIES = new Set(["payment", "cash-close"]);

/** The topic a write to an audited entity changes. */
export function topicOfEntity(entity: string): CacheTopic {
  return MONEY_ENTITIES.has(entity) ? "money" : "records";
}

export type DataVersions = Record<CacheTopic, number> & {
  /** The version of one payment month's money, when asked for (month_money_versions). */
  month?: number;
};

/** data_version has no such id: it marks the month's row in the read below. */
const MONTH_ROW = -1;

/**
 * Every topic's version and, given a payment month, that month's money version (0 until its
 * first payment), in one small read.
 */
export async function readDataVersions(db: Database, month?: string): Promise<DataVersions> {
  const topics = db.selectFrom("data_version").select(["id", "version"]);
  const rows = await (month === undefined
    ? topics
    : topics.unionAll(
        db
          .selectFrom("month_money_versions")
          .select([sql<number>`${MONTH_ROW}`.as("id"), "version"])
          .where("payment_month", "=", month),
      )
  ).execute();
  const versionOf = (id: number) => Number(rows.find((r) => r.id === id)?.version ?? 0);
  const versions: DataVersions = { records: 0, money: 0 };
  for (const topic of CACHE_TOPICS) versions[topic] = versionOf(TOPIC_ROW[topic]);
  if (month !== undefined) versions.month = versionOf(MONTH_ROW);
  return versions;
}

/** What a request wants the versions of: every topic, and one payment month's money when given. */
export interface VersionsWanted {
  month?: string;
}

/**
 * The versions as columns of another statement's row (`versionsOfRow` reads them back): an
 * authenticated read of a cached route asks for them with its session (records/accounts), so a
 * cache hit costs one statement, on PostgreSQL one round trip, instead of two (issue 37).
 */
export function versionColumns({ month }: VersionsWanted) {
  const topic = (id: number) => sql<number>`(select version from data_version where id = ${id})`;
  return [
    topic(TOPIC_ROW.records).as("version_records"),
    topic(TOPIC_ROW.money).as("version_money"),
    (month === undefined
      ? sql<number | null>`null`
      : sql<
          number | null
        >`(select version from month_money_versions where payment_month = ${month})`
    ).as("version_month"),
  ];
}

/** The versions read by `versionColumns`, as readDataVersions gives them. */
export function versionsOfRow(
  row: { version_records?: unknown; version_money?: unknown; version_month?: unknown },
  { month }: VersionsWanted,
): DataVersions {
  const versions: DataVersions = {
    records: Number(row.version_records ?? 0),
    money: Number(row.version_money ?? 0),
  };
  if (month !== undefined) versions.month = Number(row.version_month ?? 0);
  return versions;
}

/** data_version's row of the ledger's epoch (records/ledger/ledger-changes.ts). */
export const LEDGER_EPOCH_ROW = 3;

/**
 * Marks the cached reads of the given topics as stale, on every instance. writeAudit calls it
 * inside each API write's transaction, on both engines: the change and its new version become
 * visible together, so a reader that sees a version also sees every write it announces. On
 * PostgreSQL the audit chain's lock, taken first, orders these row updates (no deadlock with the
 * unique indexes that settle simultaneous payments). A write made behind the API (test
 * fixtures, scripts) calls it after committing, with every topic: it leaves no audit row to say
 * what it changed, so it also moves the ledger's epoch (the kept owed months are computed
 * again); `ledger: false` says the write changed nothing the ledger reads, or that its audit
 * row says what it changed.
 */
export async function bumpDataVersion(
  db: Database,
  topics: readonly CacheTopic[] = CACHE_TOPICS,
  options: { ledger?: boolean } = {},
): Promise<void> {
  await dataVersionBump(db, topics, options).execute();
}

/** The statement `bumpDataVersion` runs, for a caller that runs it with another (writeAudit). */
export function dataVersionBump(
  db: Database,
  topics: readonly CacheTopic[],
  { ledger = true }: { ledger?: boolean } = {},
) {
  const rows = topics.map((t) => TOPIC_ROW[t]);
  if (ledger) rows.push(LEDGER_EPOCH_ROW);
  return db
    .updateTable("data_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "in", rows);
}
