/**
 * Why the studio holds a student's data, and on what legal basis (Ley 21.719): enrollment and
 * billing rest on the contract; photos, marketing messages and health notes on consent.
 */
export const PROCESSING_PURPOSES = [
  "enrollment",
  "billing",
  "photos",
  "marketing",
  "health",
] as const;
export type ProcessingPurpose = (typeof PROCESSING_PURPOSES)[number];

export const LEGAL_BASES = ["contract", "consent"] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];

/** The purposes that need a consent of their own; the others follow from the contract. */
export const CONSENT_PURPOSES = ["photos", "marketing", "health"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent (or its withdrawal) reached the studio. */
export const CONSENT_METHODS = ["form", "paper", "request"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export const LEGAL_BASIS_OF: Record<ProcessingPurpose, LegalBasis> = {
  enrollment: "contract",
  billing: "contract",
  photos: "consent",
  marketing: "consent",
  health: "consent",
};

export const PURPOSE_LABELS: Record<ProcessingPurpose, string> = {
  enrollment: "Inscripción en clases",
  billing: "Cobro de mensualidades",
  photos: "Fotos en la página pública",
  marketing: "Mensajes de difusión (novedades, promociones)",
  health: "Notas de salud (alergias, lesiones)",
};

export const LEGAL_BASIS_LABELS: Record<LegalBasis, string> = {
  contract: "Contrato",
  consent: "Consentimiento",
};

export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  form: "Formulario",
  paper: "Papel firmado",
  request: "Solicitud (correo, mensaje, en persona)",
};

/** One recorded consent: given, and withdrawn (or not yet). */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  givenAt: string;
  withdrawnAt: string | null;
}

/**
 * Whether a purpose has a live consent: the newest record for it was given and not withdrawn.
 * A withdrawal counts from the instant it was recorded, so it stops the use at once.
 */
export function hasConsent(records: readonly ConsentRecord[], purpose: ConsentPurpose): boolean {
  let newest: ConsentRecord | undefined;
  for (const r of records) {
    if (r.purpose !== purpose) continue;
    if (!newest || r.givenAt >= newest.givenAt) newest = r;
  }
  return newest !== undefined && newest.withdrawnAt === null;
}

/** What decides whether a person may receive a message of a kind. */
export interface MessagingState {
  consents: readonly ConsentRecord[];
  /** Blocked: kept in the books, hidden from lists and messages until unblocked. */
  blocked: boolean;
  /** Opposed to processing beyond the contract (right of opposition). */
  opposed: boolean;
}

/**
 * May the studio send this kind of message? Billing messages (payment reminders, receipts) rest
 * on the contract and need no consent, but a blocked person gets none; marketing needs a live
 * marketing consent and no opposition.
 */
export function mayMessage(state: MessagingState, kind: "billing" | "marketing"): boolean {
  if (state.blocked) return false;
  if (kind === "billing") return true;
  return !state.opposed && hasConsent(state.consents, "marketing");
}
