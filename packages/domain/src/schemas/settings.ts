import { z } from "zod";
import { isValidTimeZone } from "../calendar/zone";
import {
  DEFAULT_TIME_ZONE,
  DUE_DAY,
  FALLBACK_CLASS_PRICE,
  GRACE_DAYS,
  LATE_FEE_PERCENTAGE,
  MAX_PAYMENT_AMOUNT,
} from "../enums/constants";
import { SETTINGS_PAYMENT_METHODS } from "../enums/payment";
import { BACKUP_FREQUENCIES } from "../enums/period";

// Settings texts are kept as strings ("" when unset) rather than null: the settings form
// binds them to inputs directly.
function settingText(max = 200) {
  return z
    .string({ error: "Debe ser un texto" })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });
}

function settingEmail() {
  return settingText(254).refine((v) => v === "" || z.email().safeParse(v).success, {
    error: "El email no es válido",
  });
}

function intRange(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

export const studioSettingsSchema = z.object({
  name: settingText(100).min(1, { error: "El nombre del estudio es requerido" }).default("NOVA"),
  address: settingText().default(""),
  phone: settingText(30).default(""),
  email: settingEmail().default(""),
  website: settingText().default(""),
  description: settingText(1000).default(""),
  /** Number for the messaging-app link of the landing page, digits with country code. */
  whatsapp: settingText(30).default(""),
  /** Social profile handle or URL shown on the landing page. */
  instagram: settingText().default(""),
  /** Text searched by the embedded map of the landing page (usually the address). */
  mapQuery: settingText().default(""),
});

export const paymentSettingsSchema = z.object({
  dueDay: intRange(1, 31, "El día de vencimiento debe estar entre 1 y 31").default(DUE_DAY),
  lateFeePercentage: z
    .number({ error: "El recargo debe estar entre 0 y 100" })
    .min(0, { error: "El recargo debe estar entre 0 y 100" })
    .max(100, { error: "El recargo debe estar entre 0 y 100" })
    .default(LATE_FEE_PERCENTAGE),
  graceDays: intRange(0, 30, "Los días de gracia deben estar entre 0 y 30").default(GRACE_DAYS),
  acceptedMethods: z
    .array(z.enum(SETTINGS_PAYMENT_METHODS, { error: "Método de pago inválido" }))
    .min(1, { error: "Debe aceptar al menos un método de pago" })
    .transform((methods) => [...new Set(methods)])
    .default(["EFECTIVO", "TRANSFERENCIA", "TARJETA"]),
  fallbackClassPrice: intRange(
    1,
    MAX_PAYMENT_AMOUNT,
    "El precio por defecto debe ser un entero mayor a 0",
  ).default(FALLBACK_CLASS_PRICE),
  bankAccount: settingText(300).default(""),
  paymentEmail: settingEmail().default(""),
});

export const securitySettingsSchema = z.object({
  maxUsers: intRange(1, 20, "El máximo de usuarios debe estar entre 1 y 20").default(5),
  sessionTimeoutHours: intRange(
    1,
    168,
    "El tiempo de sesión debe estar entre 1 y 168 horas",
  ).default(24),
  strongPasswords: z.boolean({ error: "Debe ser verdadero o falso" }).default(true),
});

export const systemSettingsSchema = z.object({
  backupFrequency: z
    .enum(BACKUP_FREQUENCIES, { error: "Frecuencia de respaldo inválida" })
    .default("daily"),
  notifications: z.boolean({ error: "Debe ser verdadero o falso" }).default(true),
  timeZone: settingText(64)
    .refine(isValidTimeZone, { error: "Zona horaria inválida" })
    .default(DEFAULT_TIME_ZONE),
});

/** The studio's settings; every field has a default, so `settingsSchema.parse({})` is the default settings. */
export const settingsSchema = z.object({
  studio: studioSettingsSchema.prefault({}),
  payments: paymentSettingsSchema.prefault({}),
  security: securitySettingsSchema.prefault({}),
  system: systemSettingsSchema.prefault({}),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;
export type StudioSettings = Settings["studio"];
export type PaymentSettings = Settings["payments"];
export type SecuritySettings = Settings["security"];
export type SystemSettings = Settings["system"];

/** The settings a new studio starts with. */
export const defaultSettings: Settings = settingsSchema.parse({});

/**
 * Body of PUT /api/settings: any subset of sections and fields. Merge it over the stored
 * settings with `mergeSettings`; fields left out keep their stored value.
 */
export const settingsPatchSchema = z.object({
  studio: studioSettingsSchema.partial().optional(),
  payments: paymentSettingsSchema.partial().optional(),
  security: securitySettingsSchema.partial().optional(),
  system: systemSettingsSchema.partial().optional(),
});
export type SettingsPatchInput = z.input<typeof settingsPatchSchema>;

/** Stored settings with a patch applied, re-validated (so defaults fill anything missing). */
export function mergeSettings(current: SettingsInput, patch: SettingsPatchInput): Settings {
  const base = settingsSchema.parse(current);
  return settingsSchema.parse({
    studio: { ...base.studio, ...patch.studio },
    payments: { ...base.payments, ...patch.payments },
    security: { ...base.security, ...patch.security },
    system: { ...base.system, ...patch.system },
  });
}
