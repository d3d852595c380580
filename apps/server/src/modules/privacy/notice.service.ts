import { defaultPrivacyNotice } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { latestNotice } from "../../records/privacy/privacy-notice.ts";
import { loadStudio } from "../../records/system/settings.ts";
import * as repo from "./privacy.repository.ts";
import { audit } from "./subjects.ts";

// The privacy notice: versions published by an admin, each kept with its date; before the
// first one, the default text written from the studio's settings stands as version 0.

async function defaultNoticeText(db: Database, now: Date) {
  const { settings } = await loadStudio(db, now);
  return defaultPrivacyNotice(
    settings.studio,
    settings.privacy.retentionYears,
    settings.privacy.requestDeadlineDays,
  );
}

/** The notice in force: the newest published version, or the default text as version 0. */
export async function currentNotice(ctx: AppContext) {
  const latest = await latestNotice(ctx.db);
  if (latest)
    return { version: latest.version, text: latest.text, publishedAt: latest.published_at };
  return { version: 0, text: await defaultNoticeText(ctx.db, ctx.now()), publishedAt: null };
}

export async function noticeHistory(ctx: AppContext) {
  const [current, versions, defaultText] = await Promise.all([
    currentNotice(ctx),
    repo.noticeVersions(ctx.db),
    defaultNoticeText(ctx.db, ctx.now()),
  ]);
  return {
    current,
    defaultText,
    versions: versions.map((v) => ({
      version: v.version,
      text: v.text,
      publishedAt: v.published_at,
      publishedBy: v.user_name ?? v.username ?? null,
    })),
  };
}

/** Publishes a new version of the notice; earlier versions stay as they were, with their dates. */
export async function publishNotice(ctx: AppContext, user: AuthUser, text: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const published = await repo.insertNotice(trx, text, ctx.now().toISOString(), user.id);
    await audit(
      trx,
      ctx,
      user,
      "publish",
      published.version,
      { version: published.version },
      "privacy-notice",
    );
    return published;
  });
}
