import { ADULT_AGE } from "../people/minor";
import {
  dateField,
  fieldIssue,
  idField,
  optionalDateField,
  optionalEmail,
  optionalText,
} from "../schemas/fields";
import { int } from "../schemas/int";
import { studentResponseSchema } from "../schemas/responses/student";
import { codesOf } from "../shared/codes-of";
import { z } from "../zod";

// A visitor's request for a trial class, sent from the public page: its messages speak tú, to
// the adult filling it in (a mother asking for her daughter is asked her daughter's name and
// age, and her own name; the child is never addressed). The web form validates with this same
// schema before sending, so every message shows at once (issue 40).

/** Who the class is for: the person writing, or her son or daughter. */
export const TRIAL_FOR = ["self", "child"] as const;
export type TrialFor = (typeof TRIAL_FOR)[number];

/** Version stored with the consent while no privacy notice exists yet (issue 29 adds it). */
export const NO_PRIVACY_NOTICE_VERSION = "sin-aviso";
/** A form sent sooner than this after it opened was filled by a program, not a person. */
export const TRIAL_MIN_FILL_MS = 3_000;
/** Requests kept per address and hour before the public form answers 429. */
export const TRIAL_REQUESTS_PER_HOUR = 5;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    // Not aborting: the form's own checks (a guardian's name) still run, so every message
    // shows at once.
    .min(1, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });

const phoneMessage = "Escribe un teléfono válido, por ejemplo +56 9 1234 5678";
const phone = (message = phoneMessage) =>
  text(message, 30).refine((v) => /^[+\d\s().-]+$/.test(v) && v.replace(/\D/g, "").length >= 8, {
    error: message,
  });

/** Body of POST /api/public/trial-requests. */
export const trialRequestInputSchema = z
  .object({
    /** Who takes the class; "child": `name` and `age` are the child's, `guardianName` is hers. */
    forWhom: z.enum(TRIAL_FOR, { error: "Cuéntanos para quién es la clase" }).default("self"),
    classId: idField("Elige una clase"),
    sessionDate: dateField(
      "Elige el día de la clase de prueba",
      "Elige el día de la clase de prueba",
    ),
    name: text("Escribe el nombre y apellido de quien tomará la clase", 100),
    phone: phone(),
    email: optionalEmail("Revisa tu email: no parece válido"),
    age: z
      .number({ error: "Escribe la edad en años de quien tomará la clase" })
      .int({ error: "Escribe la edad en años de quien tomará la clase" })
      .min(2, { error: "La edad debe estar entre 2 y 99 años" })
      .max(99, { error: "La edad debe estar entre 2 y 99 años" }),
    guardianName: optionalText(100),
    guardianPhone: optionalText(30),
    consent: z.literal(true, {
      error: "Para enviar la solicitud debes aceptar el aviso de privacidad",
    }),
    message: optionalText(500),
    /** The honeypot: a field people never see. Anything in it marks a program. */
    website: z.string().max(500).optional(),
    /** Milliseconds the form was open before it was sent. */
    fillMs: z
      .number({ error: "Vuelve a cargar la página y envía de nuevo" })
      .int()
      .min(0)
      .max(86_400_000),
    /** The class was full: the visitor asks for its waitlist. */
    waitlist: z.boolean().default(false),
  })
  // Run even when other fields are wrong, so an empty form hears every message at once; the
  // values are then read with care (a wrong field may hold anything).
  .superRefine(
    (data, ctx) => {
      const guardianName = typeof data.guardianName === "string" ? data.guardianName.trim() : "";
      if (data.forWhom === "child") {
        // The adult writing is the guardian: her own name; her phone is the one above.
        if (!guardianName) {
          fieldIssue(ctx, "guardianName", "Escribe tu nombre, para saber con quién hablamos");
        }
        return;
      }
      if (typeof data.age !== "number" || data.age >= ADULT_AGE) return;
      if (!guardianName) {
        fieldIssue(
          ctx,
          "guardianName",
          "Para menores de 18 años necesitamos el nombre de un apoderado/a",
        );
      }
      const guardianDigits = String(data.guardianPhone ?? "").replace(/\D/g, "");
      if (guardianDigits.length < 8) {
        fieldIssue(
          ctx,
          "guardianPhone",
          "Para menores de 18 años necesitamos el teléfono de un apoderado/a",
        );
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  // A parent's request: she is the guardian, reached at the phone she gave.
  .transform((data) =>
    data.forWhom === "child"
      ? { ...data, guardianPhone: data.age < ADULT_AGE ? data.phone : null }
      : data,
  );
export type TrialRequestInput = z.input<typeof trialRequestInputSchema>;
export type TrialRequestData = z.output<typeof trialRequestInputSchema>;

export const TRIAL_STATUS_LABELS = {
  NEW: "Nueva",
  CONTACTED: "Contactada",
  SCHEDULED: "Agendada",
  ATTENDED: "Asistió",
  NO_SHOW: "No asistió",
  ENROLLED: "Inscrita",
  DISCARDED: "Descartada",
};
export type TrialStatus = keyof typeof TRIAL_STATUS_LABELS;
export const TRIAL_STATUSES = codesOf(TRIAL_STATUS_LABELS);

// Forward along the funnel, or discarded; a discarded one may be taken up again. 'Inscrita' is
// reached only through 'Inscribir', which creates the student.
const NEXT: Record<TrialStatus, readonly TrialStatus[]> = {
  NEW: ["CONTACTED", "SCHEDULED", "DISCARDED"],
  CONTACTED: ["SCHEDULED", "ATTENDED", "DISCARDED"],
  SCHEDULED: ["ATTENDED", "NO_SHOW", "CONTACTED", "DISCARDED"],
  ATTENDED: ["DISCARDED"],
  // She did not come: agreed on another day, or let go.
  NO_SHOW: ["SCHEDULED", "CONTACTED", "DISCARDED"],
  ENROLLED: [],
  DISCARDED: ["CONTACTED"],
};

/** Whether the inbox may move a request from `from` to `to` (same status: notes only). */
export function canMoveTrial(from: TrialStatus, to: TrialStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** The statuses the inbox offers from `from`. */
export function nextTrialStatuses(from: TrialStatus): readonly TrialStatus[] {
  return NEXT[from];
}

/** Whether 'Inscribir' may still turn the request into a student. */
export function canEnrollTrial(status: TrialStatus): boolean {
  return status !== "ENROLLED" && status !== "DISCARDED";
}

/**
 * The requests that stand on their session's list (issue 27): a visitor who asked for that class
 * and day and was neither let go nor enrolled yet, not a waitlist request (no seat, no visit).
 */
export const TRIAL_STATUSES_ON_SESSION_LIST: readonly TrialStatus[] = [
  "NEW",
  "CONTACTED",
  "SCHEDULED",
  "ATTENDED",
  "NO_SHOW",
];

/** What the teacher's mark of a trial visitor makes of her request: she came, or did not. */
export const trialStatusOfMark = (status: "PRESENT" | "ABSENT"): TrialStatus =>
  status === "PRESENT" ? "ATTENDED" : "NO_SHOW";

/** The mark a request's status shows on its session's list (null: not marked yet). */
export function markOfTrialStatus(status: TrialStatus): "PRESENT" | "ABSENT" | null {
  if (status === "ATTENDED") return "PRESENT";
  if (status === "NO_SHOW") return "ABSENT";
  return null;
}

/** Body of PUT /api/trial-requests/{id} (the console: usted). */
export const trialRequestUpdateSchema = z
  .object({
    status: z.enum(TRIAL_STATUSES, { error: "Estado inválido" }).optional(),
    notes: optionalText(2000),
    discardReason: optionalText(300),
  })
  .superRefine((data, ctx) => {
    if (data.status === "DISCARDED" && !data.discardReason) {
      fieldIssue(ctx, "discardReason", "Indique el motivo para descartar la solicitud");
    }
  });
export type TrialRequestUpdate = z.output<typeof trialRequestUpdateSchema>;

/** Body of POST /api/trial-requests/{id}/enroll: what the request does not already say. */
export const trialEnrollSchema = z.object({
  birthDate: optionalDateField(),
  enrollmentDate: optionalDateField(),
  /**
   * For a minor's request (issue 36): how her guardian is related to her; the guardian becomes
   * her paying guardian (found by RUT or phone, else created from the request).
   */
  relationship: z
    .enum(["madre", "padre", "tutor", "otro"], {
      error: "Parentesco inválido (madre, padre, tutor u otro)",
    })
    .nullish()
    .transform((v) => v ?? null),
  /** The guardian's RUT, when the desk has it: she is found by it before her phone. */
  guardianRut: optionalText(20),
});
export type TrialEnrollData = z.output<typeof trialEnrollSchema>;

/** Median of whole numbers (days), null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A trial request as the staff inbox shows it. */
export const trialRequestResponseSchema = z.object({
  id: int(),
  classId: int(),
  className: z.string(),
  sessionDate: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  age: int(),
  guardianName: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  message: z.string().nullable(),
  waitlist: z.boolean(),
  consentAt: z.string(),
  privacyNoticeVersion: z.string(),
  status: z.enum(TRIAL_STATUSES),
  notes: z.string().nullable(),
  discardReason: z.string().nullable(),
  studentId: int().nullable(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
  enrolledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TrialRequestResponse = z.output<typeof trialRequestResponseSchema>;

/** Query of GET /api/trial-requests. */
export const trialRequestsQuerySchema = z.object({
  status: z
    .enum(TRIAL_STATUSES, { error: "Estado inválido" })
    .optional()
    .describe("Estado de la solicitud (uno de los valores listados)"),
  classId: idField("Clase inválida").optional().describe("Id de la clase pedida"),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Busca en nombre, teléfono o e-mail, sin distinguir tildes"),
  page: z.coerce.number().int().min(1).optional().describe("Página (desde 1)"),
  size: z.coerce.number().int().min(1).max(100).optional().describe("Filas por página (1 a 100)"),
});

/** What 'Inscribir' answers: the new student (her fields as a student's answer has them) and her enrollment. */
export const trialEnrollResponseSchema = studentResponseSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    phone: true,
    email: true,
    emergencyContactName: true,
    emergencyContactPhone: true,
  })
  .extend({
    enrollmentId: int(),
    classId: int(),
    /** A minor's paying guardian (found or created from the request), null for an adult. */
    guardianId: int().nullable(),
  });

export const WAITLIST_STATES = ["waiting", "offered", "expired"] as const;

/** One person waiting for a seat, in order. */
export const waitlistEntryResponseSchema = z.object({
  id: int(),
  position: int(),
  name: z.string(),
  phone: z.string(),
  /** A minor's guardian, whose phone `phone` is; null for an adult. */
  guardianName: z.string().nullable(),
  trialRequestId: int().nullable(),
  createdAt: z.string(),
  state: z.enum(WAITLIST_STATES),
  holdUntil: z.string().nullable(),
});

export const waitlistResponseSchema = z.object({
  classId: int(),
  seatsLeft: int(),
  holdHours: int(),
  /** Whom to offer the free seat to now (null: no seat or nobody waiting). */
  suggestedId: int().nullable(),
  entries: z.array(waitlistEntryResponseSchema),
});
export type WaitlistResponse = z.output<typeof waitlistResponseSchema>;

/** A person staff put on a class's waitlist by hand (name, phone; a minor's guardian). */
const waitlistPersonFields = {
  name: z.string().trim().min(1, { error: "El nombre es requerido" }).max(100),
  phone: z.string().trim().min(8, { error: "El teléfono es requerido" }).max(30),
  /** For a minor: her guardian's name (the phone is the guardian's), as the public form asks. */
  guardianName: z
    .string()
    .trim()
    .max(100, { error: "El nombre del apoderado no puede superar 100 caracteres" })
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** Body of POST /api/classes/{id}/waitlist: from a request, or a person named by staff. */
export const waitlistInputSchema = z.union([
  z.object({ trialRequestId: idField() }),
  z.object(waitlistPersonFields),
]);

/** The class page's 'Agregar a la lista' form: a minor needs her guardian's name. */
export const waitlistPersonFormSchema = z
  .object({ ...waitlistPersonFields, minor: z.boolean() })
  .refine((v) => !v.minor || v.guardianName !== null, {
    error: "Indique el nombre del apoderado",
    path: ["guardianName"],
  })
  .transform(({ minor, ...person }) => ({
    ...person,
    guardianName: minor ? person.guardianName : null,
  }));

/** Body of POST /api/classes/{id}/waitlist/{entryId}: offer the seat, or take her off. */
export const waitlistActionSchema = z.object({
  action: z.enum(["offer", "remove"], { error: "Acción inválida" }),
});

/** One row of the conversion report (month and class). */
export const conversionRowSchema = z.object({
  month: z.string(),
  classId: int(),
  className: z.string(),
  requests: int(),
  contacted: int(),
  attended: int(),
  enrolled: int(),
  /** enrolled / requests, 0..1 */
  conversionRate: z.number(),
  medianDaysToEnroll: z.number().nullable(),
});
export type ConversionRow = z.output<typeof conversionRowSchema>;
