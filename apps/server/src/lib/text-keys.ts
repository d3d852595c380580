// Stored keys that make search accent/case-insensitive and ordering Spanish-like on both
// engines (see docs/decisions.md). "ñ" must survive folding: "Nuñez" sorts after "Nunez".
// Every combining mark except the tilde over an n (which NFC turns back into ñ).
const COMBINING_MARKS_BUT_ENYE = /(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g;

/** Lower-cases and removes accents (but keeps ñ distinct) for LIKE searches. */
export function foldText(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(COMBINING_MARKS_BUT_ENYE, "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** Search text over every given field, joined by spaces, ignoring empty ones. */
export function searchText(...fields: (string | null | undefined)[]): string {
  return foldText(fields.filter((f): f is string => Boolean(f)).join(" "));
}

/** Sort key in Spanish order: accents ignored and ñ after n (encoded as "n~", "~" > letters). */
export function sortKey(...fields: (string | null | undefined)[]): string {
  return searchText(...fields).replace(/ñ/g, "n~");
}

/** Escapes LIKE wildcards in user input; queries use `escape '\'`. */
export function likePattern(term: string): string {
  return `%${foldText(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
