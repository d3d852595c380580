/** The personal fields of a student, as erasure sees them. */
export interface PersonalFields {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  birthDate: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

/** The name an erased person keeps in the books: "Persona eliminada #12". */
export function anonymizedName(id: number): { firstName: string; lastName: string } {
  return { firstName: "Persona eliminada", lastName: `#${id}` };
}

/**
 * What erasure writes over a person's personal fields: the placeholder name and nothing else.
 * Amounts, dates, receipt numbers and class links are not personal fields and are left as they
 * are, so every report adds up to the same pesos afterwards.
 */
export function anonymizedFields(id: number): PersonalFields {
  return {
    ...anonymizedName(id),
    email: null,
    phone: null,
    dni: null,
    birthDate: null,
    address: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
  };
}

/** Why an erasure must wait; null when it may go ahead. */
export function erasureRefusal(state: {
  owed: number;
  legalHoldReason: string | null;
  anonymized: boolean;
}): { reason: "money-owed" | "legal-hold" | "already-anonymized"; detail: string } | null {
  if (state.anonymized)
    return { reason: "already-anonymized", detail: "Los datos ya fueron eliminados" };
  if (state.legalHoldReason !== null)
    return { reason: "legal-hold", detail: state.legalHoldReason };
  if (state.owed > 0) return { reason: "money-owed", detail: String(state.owed) };
  return null;
}
