import { BANK_ACCOUNT_TYPES } from "../money/bank-details";
import { studentClassAttendanceSchema, studentMarkSchema } from "../schemas/attendance";
import { dateField, idField, monthField } from "../schemas/fields";
import { int } from "../schemas/int";
import { FEE_PAYERS } from "../schemas/online-payments-settings";
import { receiptLineInputSchema } from "../schemas/receipt";
import { guardianResponseSchema } from "../schemas/responses/guardian";
import { z } from "../zod";
import { ONLINE_ORDER_STATUSES } from "./flow-signature";

// Issue 30: families online. The portal's session, the online payment orders and the bank
// transfer notices (the settings section 'Pagos en línea' is schemas/online-payments-settings.ts).

// ---- Portal ----

export const PORTAL_LINK_DAYS = 7;
export const PORTAL_SESSION_DAYS = 90;
/** The cookie of a portal session; sent only to the portal's API. */
export const PORTAL_COOKIE = "nova_portal";

export const portalLinkResponseSchema = z.object({
  url: z.string(),
  expiresAt: z.string(),
});
export type PortalLinkResponse = z.infer<typeof portalLinkResponseSchema>;

export const PORTAL_LINK_STATES = ["pending", "used", "expired", "revoked"] as const;
export const PORTAL_LINK_STATE_LABELS: Record<(typeof PORTAL_LINK_STATES)[number], string> = {
  pending: "sin abrir",
  used: "abierto",
  expired: "vencido sin abrir",
  revoked: "anulado",
};

/** GET /api/guardians/{id}/portal-access: the last link sent and the devices with it open. */
export const portalAccessSchema = z.object({
  lastLink: z
    .object({
      sentAt: z.string(),
      expiresAt: z.string(),
      state: z.enum(PORTAL_LINK_STATES),
    })
    .nullable(),
  openSessions: int(),
  lastOpenedAt: z.string().nullable(),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

/** POST /api/students/{id}/portal-link: the link, and the payer record it opens (her own). */
export const studentPortalLinkResponseSchema = portalLinkResponseSchema.extend({
  guardianId: int(),
});

export const portalSessionInputSchema = z.object({
  token: z
    .string({ error: "Falta el código del enlace" })
    .trim()
    .min(1, { error: "Falta el código del enlace" })
    .max(200, { error: "El código del enlace no es válido" }),
});

export const portalSessionResponseSchema = z.object({
  guardianName: z.string(),
  expiresAt: z.string(),
});

/** Body of POST /api/portal/payments: the owed lines to pay, or none for everything owed. */
export const portalPaymentInputSchema = z.object({
  lines: z
    .array(
      z.object({
        studentId: idField("Debe seleccionar un estudiante"),
        classId: idField("Debe seleccionar una clase"),
        paymentMonth: monthField("Indica el mes"),
      }),
    )
    .max(100)
    .nullish(),
});
export type PortalPaymentInput = z.input<typeof portalPaymentInputSchema>;
export type PortalPaymentData = z.output<typeof portalPaymentInputSchema>;

export const portalPaymentResponseSchema = z.object({
  orderId: int(),
  redirectUrl: z.string(),
});

export const onlineOrderSchema = z.object({
  id: int(),
  guardianId: int(),
  guardianName: z.string(),
  gateway: z.string(),
  commerceOrder: z.string(),
  gatewayOrder: z.string().nullable(),
  amount: int(),
  status: z.enum(ONLINE_ORDER_STATUSES),
  receiptId: int().nullable(),
  receiptNumber: int().nullable(),
  /** Money received for months that were meanwhile paid at the desk: staff must resolve it. */
  creditAmount: int(),
  creditResolvedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      studentId: int(),
      classId: int(),
      paymentMonth: z.string(),
      amount: int(),
      label: z.string(),
    }),
  ),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  /** Still pending a day after it was created. */
  stale: z.boolean(),
});
export type OnlineOrder = z.infer<typeof onlineOrderSchema>;

export const onlinePaymentsReportSchema = z.object({
  orders: z.array(onlineOrderSchema),
  days: z.array(z.object({ date: z.string(), paidCount: int(), paidTotal: int() })),
  /** Payments received for months paid meanwhile at the desk, not yet resolved by staff. */
  openCredits: int(),
});

export const onlinePaymentsQuerySchema = z.object({
  from: dateField("La fecha inicial es requerida").optional().describe("Desde (AAAA-MM-DD)"),
  to: dateField("La fecha final es requerida").optional().describe("Hasta (AAAA-MM-DD)"),
});

// ---- Bank transfer notices ----

export const transferNoticeInputSchema = z.object({
  transferDate: dateField("Indica la fecha de la transferencia", "La fecha no es válida"),
  amount: z
    .number({ error: "Indica el monto transferido" })
    .int({ error: "El monto debe ser en pesos enteros" })
    .positive({ error: "El monto debe ser mayor a 0" })
    .max(10_000_000, { error: "El monto es demasiado alto" }),
  note: z.string().trim().max(300).nullish(),
});

export const TRANSFER_NOTICE_STATUSES = ["pending", "confirmed", "rejected"] as const;

export const TRANSFER_NOTICE_STATUS_LABELS: Record<
  (typeof TRANSFER_NOTICE_STATUSES)[number],
  string
> = {
  pending: "Por confirmar",
  confirmed: "Confirmada",
  rejected: "Rechazada",
};

/** A trimmed text of a few words at least (three characters); `message` when shorter or missing. */
function wordsField(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(3, { error: message })
    .max(max, { error: `Máximo ${max} caracteres` });
}

export const transferNoticeSchema = z.object({
  id: int(),
  guardianId: int(),
  guardianName: z.string(),
  transferDate: z.string(),
  amount: int(),
  note: z.string().nullable(),
  status: z.enum(TRANSFER_NOTICE_STATUSES),
  receiptId: int().nullable(),
  /** Why staff rejected it (the family reads it in the portal); null unless rejected. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TransferNotice = z.infer<typeof transferNoticeSchema>;

/** Body of POST /api/transfer-notices/{id}/reject: why (the money did not arrive, another amount…). */
export const transferRejectInputSchema = z.object({
  reason: wordsField("Indique el motivo", 300),
});

/** Body of POST /api/transfer-notices/{id}/confirm: how the transfer is written into a receipt. */
export const transferConfirmInputSchema = z.object({
  // The lines of POST /api/receipts, checked by the same rules (month, amount, enrollment).
  lines: z
    .array(receiptLineInputSchema)
    .min(1, { error: "Indique a qué meses corresponde la transferencia" })
    .max(100),
});

export const correctionRequestInputSchema = z.object({
  message: wordsField("Escribe qué dato hay que corregir", 1000),
});

/** A family's request to correct its data, as staff see it in the inbox. */
export const correctionRequestSchema = z.object({
  id: int(),
  guardianId: int(),
  guardianName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/** One of the family's own correction requests, as the portal shows it (no staff names). */
export const portalCorrectionRequestSchema = correctionRequestSchema.pick({
  id: true,
  message: true,
  createdAt: true,
  handledAt: true,
  handledNote: true,
});
export type PortalCorrectionRequest = z.infer<typeof portalCorrectionRequestSchema>;

/** Body of POST /api/correction-requests/{id}/handled: what staff did (optional). */
export const correctionHandledInputSchema = z.object({
  note: z.string().trim().max(500, { error: "Máximo 500 caracteres" }).nullish(),
});

/** GET /api/portal/family: the family, its children's classes, the studio and how to pay. */
export const portalFamilySchema = z.object({
  /** Her own contact data, as the guardians' answers carry them. */
  guardian: guardianResponseSchema.pick({
    fullName: true,
    phone: true,
    email: true,
    address: true,
  }),
  children: z.array(
    z.object({
      id: int(),
      fullName: z.string(),
      classes: z.array(
        z.object({
          classId: int(),
          name: z.string(),
          schedule: z.array(z.object({ dayOfWeek: z.string(), time: z.string() })),
        }),
      ),
    }),
  ),
  studio: z.object({
    name: z.string(),
    /** Printed on the receipts (issue 36); "" when unset. */
    rut: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    address: z.string(),
  }),
  payments: z.object({
    online: z.boolean(),
    feePaidBy: z.enum(FEE_PAYERS),
    /** The account to transfer to, as fields (issue 36): bankDetailsLines shows it. */
    bank: z.object({
      bank: z.string(),
      accountType: z.enum(["", ...BANK_ACCOUNT_TYPES]),
      accountNumber: z.string(),
      holder: z.string(),
      holderRut: z.string(),
      email: z.string(),
      note: z.string(),
    }),
    paymentEmail: z.string(),
  }),
});
export type PortalFamily = z.infer<typeof portalFamilySchema>;

/**
 * GET /api/portal/attendance: each child's attendance of the last weeks, per class, and her
 * make-up classes left. The teacher's notes stay with the studio: they are written for it.
 */
export const portalAttendanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  children: z.array(
    z.object({
      studentId: int(),
      fullName: z.string(),
      /** Share of her regular sessions she came to, 0..1; null when none counts yet. */
      rate: z.number().nullable(),
      classes: z.array(
        studentClassAttendanceSchema.extend({
          marks: z.array(studentMarkSchema.omit({ note: true })),
        }),
      ),
      makeUp: z.object({
        enabled: z.boolean(),
        available: int(),
        /** Last day the soonest-expiring one can be used. */
        nextExpiry: z.string().nullable(),
      }),
    }),
  ),
});
export type PortalAttendance = z.infer<typeof portalAttendanceSchema>;

/**
 * How a confirmed bank transfer is spread over the months staff chose (in the order given):
 * each month takes what it still owes until the money runs out. `left` is what no chosen month
 * could take (staff must choose more months, or the family sent too much); lines of 0 are left
 * out. The confirmation's lines then add up to the transfer exactly when `left` is 0.
 */
export function allocateTransfer<T extends { remainingAmount: number }>(
  amount: number,
  items: readonly T[],
): { lines: { item: T; amount: number }[]; left: number } {
  let left = amount;
  const lines: { item: T; amount: number }[] = [];
  for (const item of items) {
    const take = Math.min(Math.max(0, item.remainingAmount), left);
    if (take > 0) lines.push({ item, amount: take });
    left -= take;
  }
  return { lines, left };
}

/**
 * The months a transfer pays when its amount is exactly what the oldest of them owe (issue 36):
 * the shortest run from the oldest (items in the order given, the statement's) whose remaining
 * amounts add up to the transfer; none when no such run exists (staff then choose).
 */
export function transferMatchingMonths<T extends { remainingAmount: number }>(
  amount: number,
  items: readonly T[],
): T[] {
  if (amount <= 0) return [];
  let sum = 0;
  const run: T[] = [];
  for (const item of items) {
    if (item.remainingAmount <= 0) continue;
    sum += item.remainingAmount;
    run.push(item);
    if (sum === amount) return run;
    if (sum > amount) return [];
  }
  return [];
}

/** The inbox's form to confirm a transfer: the owed months (line keys) it pays, in order. */
export const transferMonthsFormSchema = z.object({
  months: z
    .array(z.string())
    .min(1, { error: "Elija al menos un mes que pague esta transferencia" }),
});
