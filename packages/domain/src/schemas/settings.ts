import { DISCOUNT_ORDERS, type DiscountRules, type DiscountRulesEntry } from "../billing/discounts";
import type { RoundToEntry } from "../billing/rules";
import {
  ALL_MONTHS,
  ENROLLMENT_FEE_PAYERS,
  type EnrollmentFeeSettings,
  type SeasonSettings,
} from "../billing/season";
import { isMonthInRange } from "../calendar/month";
import { isValidTimeZone } from "../calendar/zone";
import {
  DEFAULT_TIME_ZONE,
  DUE_DAY,
  FALLBACK_CLASS_PRICE,
  GRACE_DAYS,
  LATE_FEE_PERCENTAGE,
  MAX_PAYMENT_AMOUNT,
} from "../enums/constants";
import { FIRST_MONTH_POLICIES, SETTINGS_PAYMENT_METHODS } from "../enums/payment";
import { BACKUP_FREQUENCIES } from "../enums/period";
import { bankDetailsSchema, emptyBankDetails, parseBankAccountText } from "../money/bank-details";
import { DEFAULT_ROUND_TO, ROUND_TO_VALUES, type RoundTo } from "../money/rounding";
import { DAY_COUNTS } from "../privacy/deadlines";
import { isOneOf } from "../shared/codes-of";
import { settingEmail, settingRut, settingText } from "../shared/text-fields";
import {
  mergeTaxDocumentSettings,
  taxDocumentPatchSchema,
  taxDocumentSettingsSchema,
} from "../tax/tax-settings";
import { z } from "../zod";
import { studioClosureSchema } from "./attendance";
import { intRange, numberRange } from "./fields";
import { int } from "./int";
import {
  onlinePaymentsPatchSchema,
  onlinePaymentsSettingsSchema,
} from "./online-payments-settings";
import { siteFields, siteSettingsSchema } from "./site-content";

/** A percentage, 0 to 100; `what` names it in the message. */
const percentField = (what: string) => numberRange(0, 100, `${what} debe estar entre 0 y 100`);

// Each section's fields are declared once without defaults (the PUT patch must not invent
// values) and the full schema adds the defaults field by field.
const studioFields = {
  name: settingText(100).min(1, { error: "El nombre del estudio es requerido" }),
  /** The studio's RUT, printed on its receipts (issue 36). Stored "76123456-0". */
  rut: settingRut("El RUT del estudio no es válido"),
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
  lateFeePercentage: percentField("El recargo"),
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
  /**
   * The account families transfer to, as fields (issue 36); before it a free text
   * `bankAccount`, read into these fields (or kept as their note) by paymentSettingsSchema.
   */
  bank: bankDetailsSchema,
  paymentEmail: settingEmail(),
  /** Payment reminders' greeting (issue 36); a word written "a/o" takes the payer's gender on record. */
  reminderGreeting: settingText(40),
  /** Payment reminders' closing; "{estudio}" is replaced by the studio's name. */
  reminderClosing: settingText(300),
  /** What a student's first month charges: the price, the sessions left, or nothing (issue 25). */
  firstMonthPolicy: z.enum(FIRST_MONTH_POLICIES, {
    error: "La política del primer mes debe ser completo, proporcional o gratis",
  }),
  /** With the `free` policy, an enrollment after this day of the month makes that month free. */
  freeFirstMonthAfterDay: intRange(1, 31, "El día debe estar entre 1 y 31"),
  /** Days after the enrollment date a first month is due, when later than the month's due date. */
  firstMonthDueDays: intRange(0, 60, "Los días para pagar el primer mes deben estar entre 0 y 60"),
  /** Computed amounts (prorated months, discounts, surcharges) are rounded to this (issue 36). */
  roundTo: z
    .number({ error: "El redondeo debe ser 1, 10, 50 o 100 pesos" })
    .refine((v): v is RoundTo => isOneOf(ROUND_TO_VALUES, v), {
      error: "El redondeo debe ser 1, 10, 50 o 100 pesos",
    }),
};

/** Neutral until the payer's gender is on record (a mother, a father). */
export const DEFAULT_REMINDER_GREETING = "Estimada/o";
export const DEFAULT_REMINDER_CLOSING =
  "Si ya realizó el pago, por favor ignore este mensaje. Saludos cordiales, {estudio}.";

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
  firstMonth: settingText(7).refine((v) => v === "" || isMonthInRange(v), {
    error: "El primer mes del estudio debe tener el formato AAAA-MM",
  }),
};

const privacyFields = {
  /** Years a former student's personal data is kept after her last enrollment ended. */
  retentionYears: intRange(1, 20, "Los años de conservación deben estar entre 1 y 20"),
  /** Months a trial-class request that did not become a student is kept. */
  trialRetentionMonths: intRange(1, 120, "Los meses de conservación deben estar entre 1 y 120"),
  /** Years the audit entries keep their personal values (then redacted; the chain verifies). */
  auditRetentionYears: intRange(
    1,
    20,
    "Los años de conservación del registro deben estar entre 1 y 20",
  ),
  /** Days to answer a data-rights request (Ley 21.719: 30). */
  requestDeadlineDays: intRange(1, 90, "El plazo de respuesta debe estar entre 1 y 90 días"),
  /** Whether that term counts calendar days or business days. */
  requestDeadlineCount: z.enum(DAY_COUNTS, {
    error: "Forma de contar días inválida",
  }),
};

// Families (issue 26): discount rules, the season and the enrollment fee (matrícula).
const familyFields = {
  siblingSecondPercent: percentField("El descuento del segundo hijo"),
  siblingThirdPlusPercent: percentField("El descuento del tercer hijo y siguientes"),
  multiClassPercent: percentField("El descuento por segunda clase"),
  discountOrder: z.enum(DISCOUNT_ORDERS, {
    error: "Orden de descuentos inválido",
  }),
  discountsStack: z.boolean({ error: "Debe ser verdadero o falso" }),
  billedMonths: z
    .array(intRange(1, 12, "Los meses de la temporada van del 1 al 12"))
    .min(1, { error: "La temporada debe tener al menos un mes" })
    .transform((months) => [...new Set(months)].sort((a, b) => a - b)),
  enrollmentFee: intRange(0, MAX_PAYMENT_AMOUNT, "La matrícula debe ser un entero de pesos"),
  enrollmentFeePer: z.enum(ENROLLMENT_FEE_PAYERS, {
    error: "La matrícula se cobra por estudiante o por familia",
  }),
};

const discountRulesSchema = z.object({
  siblingSecondPercent: familyFields.siblingSecondPercent,
  siblingThirdPlusPercent: familyFields.siblingThirdPlusPercent,
  multiClassPercent: familyFields.multiClassPercent,
  order: familyFields.discountOrder,
  stack: familyFields.discountsStack,
}) satisfies z.ZodType<DiscountRules>;

export const familySettingsSchema = z.object({
  siblingSecondPercent: familyFields.siblingSecondPercent.default(0),
  siblingThirdPlusPercent: familyFields.siblingThirdPlusPercent.default(0),
  multiClassPercent: familyFields.multiClassPercent.default(0),
  discountOrder: familyFields.discountOrder.default("sibling-first"),
  discountsStack: familyFields.discountsStack.default(true),
  billedMonths: familyFields.billedMonths.default([...ALL_MONTHS]),
  enrollmentFee: familyFields.enrollmentFee.default(0),
  enrollmentFeePer: familyFields.enrollmentFeePer.default("student"),
  /**
   * The discount rules by month since they were first set (server-kept: a change applies from
   * the current month on and leaves past months as they were charged).
   */
  discountHistory: z
    .array(
      z.object({
        from: settingText(7).refine(isMonthInRange, { error: "Mes inválido (AAAA-MM)" }),
        rules: discountRulesSchema,
      }),
    )
    .default([]) satisfies z.ZodType<DiscountRulesEntry[]>,
});

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

// Teachers' boletas de honorarios (issue 39.7, decision 0078): whether the studio withholds the
// retention. A legal entity (persona jurídica) must; a person without full accounts does not,
// and each teacher then pays her own tax. The law's reading for the studio is the accountant's:
// a setting, never a guess.
const honorariosFields = {
  withholdsRetention: z.boolean({ error: "Debe ser verdadero o falso" }),
};

export const honorariosSettingsSchema = z.object({
  withholdsRetention: honorariosFields.withholdsRetention.default(false),
});
export type HonorariosSettings = z.output<typeof honorariosSettingsSchema>;

export const studioSettingsSchema = z.object({
  name: studioFields.name.default("NOVA"),
  rut: studioFields.rut.default(""),
  address: studioFields.address.default(""),
  phone: studioFields.phone.default(""),
  email: studioFields.email.default(""),
  website: studioFields.website.default(""),
  description: studioFields.description.default(""),
  whatsapp: studioFields.whatsapp.default(""),
  instagram: studioFields.instagram.default(""),
  mapQuery: studioFields.mapQuery.default(""),
});

/**
 * A stored payments section of before issue 36 carries the account as one free text: the
 * settings reader reads it into the fields (or keeps it word for word as their note) when no
 * fields are stored yet; the next save stores the fields.
 */
export function upgradeStoredPayments(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const { bankAccount, ...rest } = input as Record<string, unknown>;
  if (rest.bank !== undefined || typeof bankAccount !== "string") return rest;
  return { ...rest, bank: parseBankAccountText(bankAccount) };
}

export const paymentSettingsSchema = z.object({
  dueDay: paymentFields.dueDay.default(DUE_DAY),
  lateFeePercentage: paymentFields.lateFeePercentage.default(LATE_FEE_PERCENTAGE),
  graceDays: paymentFields.graceDays.default(GRACE_DAYS),
  acceptedMethods: paymentFields.acceptedMethods.default(["EFECTIVO", "TRANSFERENCIA", "TARJETA"]),
  fallbackClassPrice: paymentFields.fallbackClassPrice.default(FALLBACK_CLASS_PRICE),
  bank: paymentFields.bank.default(emptyBankDetails),
  paymentEmail: paymentFields.paymentEmail.default(""),
  reminderGreeting: paymentFields.reminderGreeting.default(DEFAULT_REMINDER_GREETING),
  reminderClosing: paymentFields.reminderClosing.default(DEFAULT_REMINDER_CLOSING),
  firstMonthPolicy: paymentFields.firstMonthPolicy.default("full"),
  freeFirstMonthAfterDay: paymentFields.freeFirstMonthAfterDay.default(20),
  firstMonthDueDays: paymentFields.firstMonthDueDays.default(10),
  roundTo: paymentFields.roundTo.default(DEFAULT_ROUND_TO),
  /**
   * The rounding by month since it first changed (server-kept, never sent: a change applies
   * from the next month and leaves months already charged as they were).
   */
  roundToHistory: z
    .array(
      z.object({
        from: settingText(7).refine(isMonthInRange, { error: "Mes inválido (AAAA-MM)" }),
        roundTo: int().min(1),
      }),
    )
    .default([]) satisfies z.ZodType<RoundToEntry[]>,
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

export const privacySettingsSchema = z.object({
  retentionYears: privacyFields.retentionYears.default(6),
  trialRetentionMonths: privacyFields.trialRetentionMonths.default(12),
  auditRetentionYears: privacyFields.auditRetentionYears.default(6),
  requestDeadlineDays: privacyFields.requestDeadlineDays.default(30),
  requestDeadlineCount: privacyFields.requestDeadlineCount.default("calendar"),
});

/** The studio's settings; every field has a default, so `settingsSchema.parse({})` is the default settings. */
export const settingsSchema = z.object({
  studio: studioSettingsSchema.prefault({}),
  payments: paymentSettingsSchema.prefault({}),
  security: securitySettingsSchema.prefault({}),
  system: systemSettingsSchema.prefault({}),
  privacy: privacySettingsSchema.prefault({}),
  /** The public page (Settings → Página pública). */
  site: siteSettingsSchema.prefault({}),
  families: familySettingsSchema.prefault({}),
  attendance: attendanceSettingsSchema.prefault({}),
  /** Teachers' boletas de honorarios: whether the studio withholds their retention (issue 39). */
  honorarios: honorariosSettingsSchema.prefault({}),
  /** 'Pagos en línea' (issue 30): Flow's API key and address; its secret key is kept apart. */
  onlinePayments: onlinePaymentsSettingsSchema.prefault({}),
  /** 'Boletas (SII)' (issue 39): tax data, issuance mode, issuer, treatment per line kind. */
  taxDocuments: taxDocumentSettingsSchema.prefault({}),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;
export type StudioSettings = Settings["studio"];
export type PaymentSettings = Settings["payments"];
export type SecuritySettings = Settings["security"];
export type SystemSettings = Settings["system"];
export type PrivacySettings = Settings["privacy"];
export type { SiteSettings } from "./site-content";
export type FamilySettings = Settings["families"];

/** The discount rules the family settings set now (the history keeps the earlier ones). */
export function discountRulesOf(families: FamilySettings): DiscountRules {
  return {
    siblingSecondPercent: families.siblingSecondPercent,
    siblingThirdPlusPercent: families.siblingThirdPlusPercent,
    multiClassPercent: families.multiClassPercent,
    order: families.discountOrder,
    stack: families.discountsStack,
  };
}

/** The season of the family settings. */
export function seasonSettingsOf(families: FamilySettings): SeasonSettings {
  return { billedMonths: families.billedMonths };
}

/** The enrollment fee of the family settings. */
export function enrollmentFeeOf(families: FamilySettings): EnrollmentFeeSettings {
  return { amount: families.enrollmentFee, per: families.enrollmentFeePer };
}
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
      sizeBytes: int(),
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
  // roundToHistory is kept by the server, never sent.
  payments: z.object(paymentFields).partial().optional(),
  security: z.object(securityFields).partial().optional(),
  system: z.object(systemFields).partial().optional(),
  privacy: z.object(privacyFields).partial().optional(),
  site: z.object(siteFields).partial().optional(),
  // discountHistory is kept by the server, never sent.
  families: z
    .object(familyFields)
    .partial()
    .extend({
      /**
       * The month a change of the discount rules applies from (issue 36): this month or a later
       * one; left out, the next month (this month's charges were already made).
       */
      discountsFrom: settingText(7)
        .refine(isMonthInRange, { error: "El mes de los descuentos debe tener el formato AAAA-MM" })
        .optional(),
    })
    .optional(),
  attendance: z.object(attendanceFields).partial().optional(),
  honorarios: z.object(honorariosFields).partial().optional(),
  onlinePayments: onlinePaymentsPatchSchema.optional(),
  taxDocuments: taxDocumentPatchSchema.optional(),
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
    privacy: { ...base.privacy, ...patch.privacy },
    site: { ...base.site, ...patch.site },
    families: { ...base.families, ...patch.families },
    attendance: { ...base.attendance, ...patch.attendance },
    honorarios: { ...base.honorarios, ...patch.honorarios },
    // The secret key never enters the settings: the server keeps it apart (write-only).
    onlinePayments: {
      ...base.onlinePayments,
      ...patch.onlinePayments,
      flow: {
        ...base.onlinePayments.flow,
        ...withoutSecret(patch.onlinePayments?.flow),
      },
    },
    // The issuer's API key never enters the settings either (issue 39).
    taxDocuments: mergeTaxDocumentSettings(base.taxDocuments, patch.taxDocuments),
  });
}

function withoutSecret<T extends { secretKey?: string | undefined }>(flow: T | undefined) {
  if (!flow) return {};
  const { secretKey: _secret, ...rest } = flow;
  return rest;
}
