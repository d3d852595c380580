import {
  type BillingRules,
  currentMonthInZone,
  type IsoDate,
  mergeSettings,
  type Settings,
  type SettingsPatchInput,
  todayInZone,
  type YearMonth,
} from "@nova/domain";
import type { AppContext, AuthUser } from "../../context.ts";
import type { Database } from "../../db/database.ts";
import { writeAudit } from "../audit/audit.repository.ts";
import { getSettings, saveSettings } from "./settings.repository.ts";

/** What the billing rules read from the settings. */
export function billingRulesOf(settings: Settings): BillingRules {
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

/** Settings, billing rules and today's date: what every money figure starts from (one query). */
export async function loadStudio(db: Database, now: Date) {
  const settings = await getSettings(db);
  return { settings, rules: billingRulesOf(settings), ...studioCalendar(settings, now) };
}

/**
 * Applies a partial change to the settings and records it. Only an admin may change them (the
 * route's rule): the due day and the late fee decide what every student owes. Payments already recorded keep
 * their amounts and late flags; only what is outstanding from now on changes.
 */
export async function updateSettings(
  ctx: AppContext,
  user: AuthUser,
  patch: SettingsPatchInput,
): Promise<Settings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    const after = mergeSettings(before, patch);
    await saveSettings(trx, after);
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "settings",
      entityId: null,
      before,
      after,
      at: ctx.now().toISOString(),
    });
    return after;
  });
}
