import { defaultSettings, type Settings, settingsSchema } from "@nova/domain";
import type { Database } from "../../db/database.ts";

type Section = keyof Settings & string;
const SECTIONS = Object.keys(defaultSettings) as Section[];

/**
 * The studio's settings: each stored section laid over the defaults, so keys added in later
 * versions get their defaults. A section that no longer validates (edited by hand, or written
 * by an older version with other ranges) falls back to the defaults rather than breaking
 * every billing rule that reads it.
 */
export async function getSettings(db: Database): Promise<Settings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const raw: Record<string, unknown> = {};
  for (const section of SECTIONS) {
    const value = stored.get(section);
    if (value) raw[section] = JSON.parse(value);
  }
  const parsed = settingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const result = structuredClone(defaultSettings);
  for (const section of SECTIONS) {
    const one = settingsSchema.safeParse({ [section]: raw[section] });
    if (one.success) Object.assign(result, { [section]: one.data[section] });
  }
  return result;
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
