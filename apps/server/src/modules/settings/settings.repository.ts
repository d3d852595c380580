import { defaultSettings, type Settings } from "@nova/domain";
import type { Database } from "../../db/database.ts";

type Section = keyof Settings & string;
const SECTIONS = Object.keys(defaultSettings) as Section[];

/** The studio's settings: each stored section laid over the defaults, so new keys get defaults. */
export async function getSettings(db: Database): Promise<Settings> {
  const rows = await db.selectFrom("settings").selectAll().execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result = structuredClone(defaultSettings) as Settings;
  for (const section of SECTIONS) {
    const raw = stored.get(section);
    if (raw) Object.assign(result[section], JSON.parse(raw));
  }
  return result;
}

/** Replaces every section in one transaction. */
export async function saveSettings(db: Database, settings: Settings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const section of SECTIONS) {
      const value = JSON.stringify(settings[section]);
      await trx
        .insertInto("settings")
        .values({ key: section, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    }
  });
}
