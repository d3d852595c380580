import {
  addMonths,
  discountRulesOf,
  mergeSettings,
  recordDiscountRulesChange,
  recordRoundToChange,
  type Settings,
  type SettingsPatchInput,
} from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { saveGatewaySecret } from "../../records/system/gateway-secrets.ts";
import { loadStudio, saveSettings } from "../../records/system/settings.ts";

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
    const { settings: before, month } = await loadStudio(trx, ctx.now());
    const discountsFrom = patch.families?.discountsFrom ?? addMonths(month, 1);
    if (discountsFrom < month) {
      throw failure(
        "VALIDATION_ERROR",
        { field: "families.discountsFrom", rejectedValue: discountsFrom },
        "Los descuentos rigen desde este mes o uno posterior: los meses anteriores ya se cobraron",
      );
    }
    let after = keepRoundToHistory(
      before,
      keepDiscountHistory(before, mergeSettings(before, patch), discountsFrom),
      addMonths(month, 1),
    );
    // Flow's secret key is write-only: kept apart from the settings (and from backups), the
    // settings only remember that one was saved.
    const secretKey = patch.onlinePayments?.flow?.secretKey;
    if (secretKey) {
      await saveGatewaySecret(trx, "flow", secretKey);
      after = {
        ...after,
        onlinePayments: {
          ...after.onlinePayments,
          flow: { ...after.onlinePayments.flow, secretKeySet: true },
        },
      };
    }
    // The issuer's API key (issue 39) likewise: write-only, kept beside Flow's secret.
    const issuerApiKey = patch.taxDocuments?.issuerApiKey;
    if (issuerApiKey) {
      await saveGatewaySecret(trx, "openfactura", issuerApiKey);
      after = { ...after, taxDocuments: { ...after.taxDocuments, issuerApiKeySet: true } };
    }
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

/**
 * A change of the discount rules applies from `month` on (issue 36: the next month unless the
 * admin chose this one; issue 26 applied it from the current month): the history keeps the
 * rules each earlier month was charged with. Unchanged rules leave the history alone.
 */
function keepDiscountHistory(before: Settings, after: Settings, month: string): Settings {
  const rules = discountRulesOf(after.families);
  if (JSON.stringify(rules) === JSON.stringify(discountRulesOf(before.families))) return after;
  const discountHistory = recordDiscountRulesChange(before.families.discountHistory, month, rules);
  return { ...after, families: { ...after.families, discountHistory } };
}

/**
 * A change of the rounding applies from the next month (issue 36): this month's amounts were
 * made with the old one. The history keeps what each month was rounded to.
 */
function keepRoundToHistory(before: Settings, after: Settings, fromMonth: string): Settings {
  if (before.payments.roundTo === after.payments.roundTo) return after;
  const roundToHistory = recordRoundToChange(
    before.payments.roundToHistory,
    before.payments.roundTo,
    after.payments.roundTo,
    fromMonth,
  );
  return { ...after, payments: { ...after.payments, roundToHistory } };
}
