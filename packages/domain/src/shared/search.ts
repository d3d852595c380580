/**
 * The console's one search rule (the lists search it in SQL over a stored search text, the
 * pickers over the people they hold): the text is folded (lower case, every accent and ñ's
 * tilde dropped, so "munoz" finds "Muñoz", spaces collapsed) and every word typed must appear
 * in it, in any order, so "Sofía Muñoz" finds "Sofía Castillo Muñoz".
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, without accents (ñ folded to n), single-spaced and trimmed. */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** The folded words of a search; none for a blank one. */
export function searchWords(term: string): string[] {
  return foldForSearch(term).split(" ").filter(Boolean);
}

/** The search text of the given fields, joined by spaces, empty ones left out. */
export function searchTextOf(...fields: (string | null | undefined)[]): string {
  return foldForSearch(fields.filter((f): f is string => Boolean(f)).join(" "));
}

/** Whether every word of `term` appears in a folded search text (a blank term matches all). */
export function matchesSearch(searchText: string, term: string): boolean {
  return searchWords(term).every((word) => searchText.includes(word));
}

/** What a student is found by: names, e-mail and DNI, a RUT also without its dots. */
export function studentSearchText(s: {
  firstName: string;
  lastName: string;
  email: string | null;
  dni: string | null;
}): string {
  const undotted = s.dni?.replaceAll(".", "");
  return searchTextOf(
    s.firstName,
    s.lastName,
    s.email,
    s.dni,
    undotted === s.dni ? null : undotted,
  );
}

/**
 * RUTs are stored without dots ("12345678-5") and every DNI is also indexed without them, so
 * a term made only of RUT characters ("12.345.678") is searched without its dots.
 */
export function studentSearchTerm(term: string): string;
export function studentSearchTerm(term: string | undefined): string | undefined;
export function studentSearchTerm(term: string | undefined): string | undefined {
  if (term && /^[\d.]+-?[\dkK]?$/.test(term) && /\d/.test(term)) return term.replaceAll(".", "");
  return term;
}

/** Whether a student is found by `term`, by the same rule as the students list. */
export function studentMatchesSearch(
  s: Parameters<typeof studentSearchText>[0],
  term: string,
): boolean {
  return matchesSearch(studentSearchText(s), studentSearchTerm(term.trim()));
}
