import { z } from "zod";
import { isValidMonth } from "../calendar/month";
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
import { studioClosureSchema } from "./attendance";

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

// Each section's fields are declared once without defaults (the PUT patch must not invent
// values) and the full schema adds the defaults field by field.
const studioFields = {
  name: settingText(100).min(1, { error: "El nombre del estudio es requerido" }),
  address: settingText(),
  phone: settingText(30),
  email: settingEmail(),
  website: settingText(),
  description: settingText(1000),
  /** Number for the messaging-app link of the landing page, digits with country code. */
  whatsapp: settingText(30),
  /** Social profile handle or URL shown on the landing page. */
  instagram: settingText(),
  /** Text searched by the embedded map of the landing page (usually the address). */
  mapQuery: settingText(),
};

const paymentFields = {
  dueDay: intRange(1, 31, "El día de vencimiento debe estar entre 1 y 31"),
  lateFeePercentage: z
    .number({ error: "El recargo debe estar entre 0 y 100" })
    .min(0, { error: "El recargo debe estar entre 0 y 100" })
    .max(100, { error: "El recargo debe estar entre 0 y 100" }),
  graceDays: intRange(0, 30, "Los días de gracia deben estar entre 0 y 30"),
  acceptedMethods: z
    .array(z.enum(SETTINGS_PAYMENT_METHODS, { error: "Método de pago inválido" }))
    .min(1, { error: "Debe aceptar al menos un método de pago" })
    .transform((methods) => [...new Set(methods)]),
  fallbackClassPrice: intRange(
    1,
    MAX_PAYMENT_AMOUNT,
    "El precio por defecto debe ser un entero mayor a 0",
  ),
  bankAccount: settingText(300),
  paymentEmail: settingEmail(),
};

const securityFields = {
  maxUsers: intRange(1, 20, "El máximo de usuarios debe estar entre 1 y 20"),
  sessionTimeoutHours: intRange(1, 168, "El tiempo de sesión debe estar entre 1 y 168 horas"),
  strongPasswords: z.boolean({ error: "Debe ser verdadero o falso" }),
};

const systemFields = {
  backupFrequency: z.enum(BACKUP_FREQUENCIES, { error: "Frecuencia de respaldo inválida" }),
  /** How many backups are kept in the backups folder; older ones are deleted. */
  backupsToKeep: intRange(1, 365, "Los respaldos a conservar deben estar entre 1 y 365"),
  notifications: z.boolean({ error: "Debe ser verdadero o falso" }),
  timeZone: settingText(64).refine(isValidTimeZone, { error: "Zona horaria inválida" }),
  /**
   * The studio's first month (YYYY-MM): enrollments and assignments may not start before it.
   * Empty: 24 months before the current month.
   */
  firstMonth: settingText(7).refine((v) => v === "" || isValidMonth(v), {
    error: "El primer mes del estudio debe tener el formato AAAA-MM",
  }),
};

const attendanceFields = {
  /** Days the studio is closed beyond the public holidays (winter break), with a reason. */
  closures: z
    .array(studioClosureSchema, { error: "Los cierres deben ser una lista" })
    .max(100, { error: "Máximo 100 cierres" }),
  /** Whether a justified absence earns a make-up credit (recuperación). */
  makeUpCredits: z.boolean({ error: "Debe ser verdadero o falso" }),
  /** Days a make-up credit may be used after the justified absence. */
  makeUpDays: intRange(1, 180, "Los días para recuperar deben estar entre 1 y 180"),
};

export const attendanceSettingsSchema = z.object({
  closures: attendanceFields.closures.default([]),
  makeUpCredits: attendanceFields.makeUpCredits.default(true),
  makeUpDays: attendanceFields.makeUpDays.default(30),
});

export const studioSettingsSchema = z.object({
  name: studioFields.name.default("NOVA"),
  address: studioFields.address.default(""),
  phone: studioFields.phone.default(""),
  email: studioFields.email.default(""),
  website: studioFields.website.default(""),
  description: studioFields.description.default(""),
  whatsapp: studioFields.whatsapp.default(""),
  instagram: studioFields.instagram.default(""),
  mapQuery: studioFields.mapQuery.default(""),
});

export const paymentSettingsSchema = z.object({
  dueDay: paymentFields.dueDay.default(DUE_DAY),
  lateFeePercentage: paymentFields.lateFeePercentage.default(LATE_FEE_PERCENTAGE),
  graceDays: paymentFields.graceDays.default(GRACE_DAYS),
  acceptedMethods: paymentFields.acceptedMethods.default(["EFECTIVO", "TRANSFERENCIA", "TARJETA"]),
  fallbackClassPrice: paymentFields.fallbackClassPrice.default(FALLBACK_CLASS_PRICE),
  bankAccount: paymentFields.bankAccount.default(""),
  paymentEmail: paymentFields.paymentEmail.default(""),
});

export const securitySettingsSchema = z.object({
  maxUsers: securityFields.maxUsers.default(5),
  sessionTimeoutHours: securityFields.sessionTimeoutHours.default(24),
  strongPasswords: securityFields.strongPasswords.default(true),
});

export const systemSettingsSchema = z.object({
  backupFrequency: systemFields.backupFrequency.default("daily"),
  backupsToKeep: systemFields.backupsToKeep.default(14),
  notifications: systemFields.notifications.default(true),
  timeZone: systemFields.timeZone.default(DEFAULT_TIME_ZONE),
  firstMonth: systemFields.firstMonth.default(""),
});

/** The studio's settings; every field has a default, so `settingsSchema.parse({})` is the default settings. */
export const settingsSchema = z.object({
  studio: studioSettingsSchema.prefault({}),
  payments: paymentSettingsSchema.prefault({}),
  security: securitySettingsSchema.prefault({}),
  system: systemSettingsSchema.prefault({}),
  attendance: attendanceSettingsSchema.prefault({}),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;
export type StudioSettings = Settings["studio"];
export type PaymentSettings = Settings["payments"];
export type SecuritySettings = Settings["security"];
export type SystemSettings = Settings["system"];
export type AttendanceSettings = Settings["attendance"];

/** The settings a new studio starts with. */
export const defaultSettings: Settings = settingsSchema.parse({});

/** GET /api/settings/backups: the newest backup, for the system tab (null before the first). */
export const backupStatusSchema = z.object({
  lastBackup: z
    .object({
      /** ISO-8601 instant the backup was taken. */
      at: z.string(),
      /** File name inside DATA_DIR/backups of the server that took it. */
      file: z.string(),
      sizeBytes: z.number().int(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * Body of PUT /api/settings: any subset of sections and fields. Merge it over the stored
 * settings with `mergeSettings`; fields left out keep their stored value.
 */
export const settingsPatchSchema = z.object({
  studio: z.object(studioFields).partial().optional(),
  payments: z.object(paymentFields).partial().optional(),
  security: z.object(securityFields).partial().optional(),
  system: z.object(systemFields).partial().optional(),
  attendance: z.object(attendanceFields).partial().optional(),
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
    attendance: { ...base.attendance, ...patch.attendance },
  });
}
