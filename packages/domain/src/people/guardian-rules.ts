/**
 * Which guardian rule a student's guardian list breaks, if any (issue 26):
 * - at most one guardian is the payer (an adult student with no payer pays for herself);
 * - a minor saved new needs a guardian, and a minor with guardians needs one of them to pay;
 * - a minor who has guardians cannot be left without any. A minor saved before the rule
 *   (with none) stays editable: the dashboard lists her until one is added.
 */
export function guardianRuleBroken(facts: {
  isMinor: boolean;
  isNew: boolean;
  /** Guardians she had before this save (0 for a new student). */
  guardiansBefore: number;
  /** The list being saved, or undefined when the save leaves it as it is. */
  guardians: readonly { isPayer: boolean }[] | undefined;
}): "MINOR_WITHOUT_GUARDIAN" | "MINOR_WITHOUT_PAYER" | "VALIDATION_ERROR" | null {
  const { guardians } = facts;
  if (guardians && guardians.filter((g) => g.isPayer).length > 1) return "VALIDATION_ERROR";
  if (!facts.isMinor) return null;
  const count = guardians?.length ?? facts.guardiansBefore;
  if (count === 0 && (facts.isNew || facts.guardiansBefore > 0)) return "MINOR_WITHOUT_GUARDIAN";
  if (guardians && guardians.length > 0 && !guardians.some((g) => g.isPayer)) {
    return "MINOR_WITHOUT_PAYER";
  }
  return null;
}
