import { codesOf } from "../shared/codes-of";
import { settingText, settingWebAddress } from "../shared/text-fields";
import { z } from "../zod";
import { intRange } from "./fields";

// The settings section 'Pagos en línea' (issue 30): who pays Flow's fee, Flow's keys and the
// payment method offered. Part of the studio's settings (schemas/settings.ts); the portal and
// the online orders are in online/.

export const FEE_PAYER_LABELS = {
  studio: "La comisión de Flow la paga el estudio",
  family: "La comisión de Flow se suma a tu pago",
};
export type FeePayer = keyof typeof FEE_PAYER_LABELS;
export const FEE_PAYERS = codesOf(FEE_PAYER_LABELS);

/** Flow's production and sandbox API addresses (its documentation). */
export const FLOW_API_URLS = {
  production: "https://www.flow.cl/api",
  sandbox: "https://sandbox.flow.cl/api",
} as const;

const apiUrlField = settingWebAddress();

export const onlinePaymentsFields = {
  /** Flow's identifier of the payment method offered; 9 lets the parent choose among all. */
  paymentMethod: intRange(1, 999, "El medio de pago debe ser un número de Flow"),
  feePaidBy: z.enum(FEE_PAYERS, { error: "La comisión la paga el estudio o la familia" }),
};

export const flowSettingsFields = {
  apiKey: settingText(100),
  apiUrl: apiUrlField,
};

export const onlinePaymentsSettingsSchema = z.object({
  flow: z
    .object({
      apiKey: flowSettingsFields.apiKey.default(""),
      apiUrl: apiUrlField.default(FLOW_API_URLS.sandbox),
      /** Kept by the server: whether a secret key was saved (the key itself is never answered). */
      secretKeySet: z.boolean().default(false),
    })
    .prefault({}),
  paymentMethod: onlinePaymentsFields.paymentMethod.default(9),
  feePaidBy: onlinePaymentsFields.feePaidBy.default("studio"),
});
export type OnlinePaymentsSettings = z.output<typeof onlinePaymentsSettingsSchema>;

/** The patch of PUT /api/settings for 'Pagos en línea': `flow.secretKey` is write-only. */
export const onlinePaymentsPatchSchema = z.object({
  flow: z
    .object({
      apiKey: flowSettingsFields.apiKey,
      apiUrl: apiUrlField,
      secretKey: settingText(200).min(1, { error: "La clave secreta no puede quedar vacía" }),
    })
    .partial()
    .optional(),
  paymentMethod: onlinePaymentsFields.paymentMethod.optional(),
  feePaidBy: onlinePaymentsFields.feePaidBy.optional(),
});

/** Whether Flow can be used: an API key and a saved secret key. */
export function flowConfigured(settings: OnlinePaymentsSettings): boolean {
  return settings.flow.apiKey !== "" && settings.flow.secretKeySet;
}
