import type { Database } from "../../db/database.ts";

/** The newest published notice, or undefined before the first. */
export async function latestNotice(db: Database) {
  return db
    .selectFrom("privacy_notices")
    .select(["version", "text", "published_at"])
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * The version of the privacy notice a consent given now is given under: the newest published
 * one, or 0 (the default text the public page shows before the studio publishes its own).
 */
export async function currentNoticeVersion(db: Database): Promise<string> {
  return String((await latestNotice(db))?.version ?? 0);
}
