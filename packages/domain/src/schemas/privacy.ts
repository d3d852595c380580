import {
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  LEGAL_BASES,
  PROCESSING_PURPOSES,
} from "../privacy/purposes";
import { codesOf } from "../shared/codes-of";
import { z } from "../zod";
import { dateField, idField, optionalText, reasonField, requiredText } from "./fields";
import { int } from "./int";

/** Body of POST /api/privacy/notice: a new version of the notice, published at once. */
export const privacyNoticeInputSchema = z.object({
  text: requiredText("El texto del aviso es requerido", 20_000),
});
export type PrivacyNoticeInput = z.input<typeof privacyNoticeInputSchema>;

/** A published notice (version 0: the default text, before the studio published its own). */
export const privacyNoticeResponseSchema = z.object({
  version: int(),
  text: z.string(),
  /** ISO instant it was published; null for the default text. */
  publishedAt: z.string().nullable(),
});
export type PrivacyNoticeResponse = z.output<typeof privacyNoticeResponseSchema>;

/** GET /api/privacy/notice: the current notice and every published version (newest first). */
export const privacyNoticeHistorySchema = z.object({
  current: privacyNoticeResponseSchema,
  /** The default text with the studio's data filled in, to start from or go back to. */
  defaultText: z.string(),
  versions: z.array(privacyNoticeResponseSchema.extend({ publishedBy: z.string().nullable() })),
});

/** Who gave a consent: the person herself or, for a minor, her guardian (issue 26 links it). */
const giverFields = {
  givenByName: requiredText("Indique quién da el consentimiento", 200),
  /** "titular" (the student herself), "madre", "padre", "apoderado/a"… */
  givenByRelationship: requiredText("Indique la relación con el estudiante", 60),
};

/** Body of POST /api/students/{id}/consents: a consent given now. */
export const consentInputSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: "Finalidad inválida" }),
  method: z.enum(CONSENT_METHODS, { error: "Forma de consentimiento inválida" }),
  ...giverFields,
});
export type ConsentInput = z.input<typeof consentInputSchema>;

/** Body of POST /api/students/{id}/consents/{consentId}/withdraw. */
export const consentWithdrawalSchema = z.object({
  method: z.enum(CONSENT_METHODS, { error: "Forma de retiro inválida" }),
  withdrawnByName: requiredText("Indique quién retira el consentimiento", 200),
});
export type ConsentWithdrawalInput = z.input<typeof consentWithdrawalSchema>;

export const consentResponseSchema = z.object({
  id: int(),
  studentId: int(),
  purpose: z.enum(CONSENT_PURPOSES),
  method: z.enum(CONSENT_METHODS),
  givenByName: z.string(),
  givenByRelationship: z.string(),
  givenAt: z.string(),
  /** The notice version in force when it was given (0: the default text). */
  noticeVersion: int(),
  withdrawnAt: z.string().nullable(),
  withdrawnByName: z.string().nullable(),
  withdrawalMethod: z.enum(CONSENT_METHODS).nullable(),
  /** The guardian who gave it for her student (a minor's consent), or null. */
  guardianId: int().nullable(),
});
export type ConsentResponse = z.output<typeof consentResponseSchema>;

/**
 * Body of POST /api/guardians/{id}/consents: a consent the guardian gives for one of her
 * students (Ley 21.719: a minor's consent is her legal guardian's). Who gave it (her name and
 * relationship) comes from her record and the link.
 */
export const guardianConsentInputSchema = z.object({
  studentId: idField("Indique el estudiante"),
  purpose: z.enum(CONSENT_PURPOSES, { error: "Finalidad inválida" }),
  method: z.enum(CONSENT_METHODS, { error: "Forma de consentimiento inválida" }),
});
export type GuardianConsentInput = z.input<typeof guardianConsentInputSchema>;
export type GuardianConsentData = z.output<typeof guardianConsentInputSchema>;

/** Body of POST /api/guardians/{id}/consents/{consentId}/withdraw: she withdraws it. */
export const guardianConsentWithdrawalSchema = z.object({
  method: z.enum(CONSENT_METHODS, { error: "Forma de retiro inválida" }),
});

/** GET /api/guardians/{id}/consents: her students and the consents she gave for them. */
export const guardianConsentsResponseSchema = z.object({
  guardianId: int(),
  students: z.array(
    z.object({
      studentId: int(),
      name: z.string(),
      relationship: z.string(),
      isPayer: z.boolean(),
    }),
  ),
  consents: z.array(consentResponseSchema),
  anonymized: z.boolean(),
});
export type GuardianConsentsResponse = z.output<typeof guardianConsentsResponseSchema>;

/** GET /api/students/{id}/consents: the basis of each purpose, and the consent history. */
export const studentConsentsResponseSchema = z.object({
  studentId: int(),
  purposes: z.array(
    z.object({
      purpose: z.enum(PROCESSING_PURPOSES),
      legalBasis: z.enum(LEGAL_BASES),
      /** Contract purposes: true while enrolled or owing; consent purposes: a live consent. */
      active: z.boolean(),
    }),
  ),
  consents: z.array(consentResponseSchema),
  blocked: z.boolean(),
  opposed: z.boolean(),
  legalHoldReason: z.string().nullable(),
  anonymizedAt: z.string().nullable(),
});
export type StudentConsentsResponse = z.output<typeof studentConsentsResponseSchema>;

/** Body of PUT /api/students/{id}/privacy-flags: blocking, opposition and legal hold. */
export const privacyFlagsInputSchema = z.object({
  blocked: z.boolean({ error: "Debe ser verdadero o falso" }).optional(),
  opposed: z.boolean({ error: "Debe ser verdadero o falso" }).optional(),
  /** A reason puts a legal hold (erasure refused); null lifts it. */
  legalHoldReason: optionalText(300),
});
export type PrivacyFlagsInput = z.input<typeof privacyFlagsInputSchema>;

/** Body of PUT /api/students/{id}/health-notes. */
export const healthNotesInputSchema = z.object({ healthNotes: optionalText(2000) });
/** Without `healthNotes` for a role that may not see them (plugins/field-access.ts). */
export const healthNotesResponseSchema = z.object({
  studentId: int(),
  healthNotes: z.string().nullable().optional(),
});

/** Body of POST /api/students/{id}/anonymize. */
export const anonymizeInputSchema = z.object({ reason: reasonField() });

export const PRIVACY_REQUEST_TYPE_LABELS = {
  access: "Acceso",
  rectification: "Rectificación",
  erasure: "Supresión",
  opposition: "Oposición",
  portability: "Portabilidad",
  blocking: "Bloqueo",
};
export type PrivacyRequestType = keyof typeof PRIVACY_REQUEST_TYPE_LABELS;
export const PRIVACY_REQUEST_TYPES = codesOf(PRIVACY_REQUEST_TYPE_LABELS);
export const PRIVACY_REQUEST_STATUSES = ["open", "answered", "rejected"] as const;
export const PRIVACY_REQUEST_STATUS_LABELS: Record<
  (typeof PRIVACY_REQUEST_STATUSES)[number],
  string
> = { open: "Abierta", answered: "Respondida", rejected: "Rechazada" };
export const PRIVACY_REQUEST_CHANNELS = [
  "email",
  "whatsapp",
  "in-person",
  "letter",
  "other",
] as const;
export const PRIVACY_REQUEST_CHANNEL_LABELS: Record<
  (typeof PRIVACY_REQUEST_CHANNELS)[number],
  string
> = {
  email: "Correo",
  whatsapp: "WhatsApp",
  "in-person": "En persona",
  letter: "Carta",
  other: "Otro",
};

/** Body of POST /api/privacy/requests. */
export const privacyRequestInputSchema = z.object({
  type: z.enum(PRIVACY_REQUEST_TYPES, { error: "Tipo de solicitud inválido" }),
  requesterName: requiredText("Indique quién hace la solicitud", 200),
  studentId: idField()
    .nullish()
    .transform((v) => v ?? null),
  /** The guardian the request is about (her own data), if any. */
  guardianId: idField()
    .nullish()
    .transform((v) => v ?? null),
  channel: z.enum(PRIVACY_REQUEST_CHANNELS, { error: "Canal inválido" }),
  receivedOn: dateField("La fecha de recepción es requerida"),
  details: optionalText(2000),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestInputSchema>;
export type PrivacyRequestData = z.output<typeof privacyRequestInputSchema>;

/** Body of PUT /api/privacy/requests/{id}: its status, answer and the action taken. */
export const privacyRequestUpdateSchema = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES, { error: "Estado inválido" }),
  answer: optionalText(2000),
  actionTaken: optionalText(2000),
});
export type PrivacyRequestUpdate = z.input<typeof privacyRequestUpdateSchema>;

export const privacyRequestResponseSchema = z.object({
  id: int(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  requesterName: z.string(),
  studentId: int().nullable(),
  guardianId: int().nullable(),
  channel: z.enum(PRIVACY_REQUEST_CHANNELS),
  receivedOn: z.string(),
  deadline: z.string(),
  deadlineState: z.enum(["overdue", "due-soon", "on-time"]),
  details: z.string().nullable(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  answer: z.string().nullable(),
  actionTaken: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrivacyRequestResponse = z.output<typeof privacyRequestResponseSchema>;

/**
 * GET /api/privacy/retention: what the next retention run touches, per kind (and, from
 * POST /api/privacy/retention/run, what the run did, in the same shape).
 */
export const retentionResponseSchema = z.object({
  asOf: z.string(),
  retentionYears: int(),
  trialRetentionMonths: int(),
  auditRetentionYears: int(),
  /** Former students past their term, nothing owed, no legal hold. */
  candidates: z.array(
    z.object({
      studentId: int(),
      name: z.string(),
      retentionStart: z.string(),
      retentionEndsOn: z.string(),
    }),
  ),
  /** Trial requests never converted, past their months. */
  trialRequests: z.array(
    z.object({
      trialRequestId: int(),
      name: z.string(),
      retentionEndsOn: z.string(),
    }),
  ),
  /** Audit rows written before `before` that still hold personal values (to be redacted). */
  audit: z.object({ before: z.string(), rowIds: z.array(int()) }),
});

/** GET /api/privacy/marketing-recipients: who may get a marketing message now. */
export const marketingRecipientSchema = z.object({
  studentId: int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
