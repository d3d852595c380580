import {
  type BillingRules,
  currentMonthInZone,
  defaultSettings,
  type IsoDate,
  type Settings,
  settingsSchema,
  todayInZone,
  upgradeStoredPayments,
  type YearMonth,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";

type Section = keyof Settings & string;
const SECTIONS = Object.keys(defaultSettings) as Section[];

/**
 * The studio's settings: each stored section laid over the defaults, so keys added in later
 * versions get their defaults. A section that no longer validates (edited by hand, or written
 * by an older version with other ranges) falls back to the defaults rather than breaking
 * every billing rule that reads it.
 */
async function readSettings(db: Database): Promise<Settings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  // The stored text is the settings' version: the same text gives the same settings, so they
  // are parsed and validated once per version, not on every request (issue 37: validating the
  // whole settings schema was a visible part of each read's CPU). Frozen: every caller shares it.
  const version = SECTIONS.map((section) => stored.get(section) ?? "").join("\u0000");
  if (parsedVersion?.version === version) return parsedVersion.settings;
  const settings = deepFreeze(parseSettings(stored));
  parsedVersion = { version, settings };
  return settings;
}

/** The settings of the last stored text read (one studio per process; any database). */
let parsedVersion: { version: string; settings: Settings } | undefined;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function parseSettings(stored: Map<string, string>): Settings {
  const raw: Record<string, unknown> = {};
  for (const section of SECTIONS) {
    const value = stored.get(section);
    if (value) raw[section] = JSON.parse(value);
  }
  // The account stored as one free text before issue 36 is read into its fields.
  if (raw.payments !== undefined) raw.payments = upgradeStoredPayments(raw.payments);
  const parsed = settingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const result = structuredClone(defaultSettings);
  for (const section of SECTIONS) {
    const one = settingsSchema.safeParse({ [section]: raw[section] });
    if (one.success) Object.assign(result, { [section]: one.data[section] });
  }
  return result;
}

/**
 * One section alone, for a write that needs only it without the studio's settings at hand (a
 * payment's ledger reads the families section, issue 26; a receipt's documents the SII one,
 * issue 39): one row, the same schema and fallback as readSettings.
 */
export async function readSettingsSection<S extends Section>(
  db: Database,
  section: S,
): Promise<Settings[S]> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", section)
    .executeTakeFirst();
  const parsed = settingsSchema.shape[section].safeParse(row ? JSON.parse(row.value) : {});
  return parsed.success ? (parsed.data as Settings[S]) : defaultSettings[section];
}

/** Writes every section; run it inside the transaction that also writes the audit row. */
export async function saveSettings(db: Database, settings: Settings): Promise<void> {
  for (const section of SECTIONS) {
    const value = JSON.stringify(settings[section]);
    await db
      .insertInto("settings")
      .values({ key: section, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
}

/** What the billing rules read from the settings. */
function billingRulesOf(settings: Settings): BillingRules {
  return settings.payments;
}

/** The studio's calendar at an instant: today and the current month in its time zone. */
export function studioCalendar(
  settings: Settings,
  now: Date,
): { today: IsoDate; month: YearMonth } {
  return {
    today: todayInZone(now, settings.system.timeZone),
    month: currentMonthInZone(now, settings.system.timeZone),
  };
}

/**
 * The one way to read the studio's settings: the settings, their billing rules, and today and
 * the current month in the studio's time zone (one query). Every module starts from this, so
 * no part of the server has its own idea of "today".
 *
 * `versions`: the data versions a cached read arrived with (read with its session). Every write
 * of the settings moves the records version, so with them the settings are kept until it moves
 * and the request runs no statement for them (issue 37: on PostgreSQL one round trip fewer for
 * most reports, the dashboard and the money views). Writes pass none and read the row itself.
 */
export async function loadStudio(db: Database, now: Date, versions?: Promise<DataVersions>) {
  const settings = await (versions
    ? memoOnRecords(db, "settings", () => readSettings(db), versions)
    : readSettings(db));
  return { settings, rules: billingRulesOf(settings), ...studioCalendar(settings, now) };
}
