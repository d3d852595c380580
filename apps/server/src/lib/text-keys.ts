import { foldForSearch, searchTextOf } from "@nova/domain";

// Stored keys that make search accent/case-insensitive and ordering Spanish-like on both
// engines (see docs/decisions/0002-accent-insensitive-search-and-spanish-ordering-through.md). Search folds ñ to n ("munoz" finds "Muñoz", as people type
// without the key); ordering keeps it apart: "Nuñez" sorts after "Nunez". The LIKE patterns of
// a search are made beside the SQL that uses them (db/sql-fragments.ts).
// Every combining mark except the tilde over an n (which NFC turns back into ñ).
const COMBINING_MARKS_BUT_ENYE = /(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g;

function fold(value: string, marks: RegExp): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(marks, "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower-cases and removes every accent, ñ's tilde included, for LIKE searches (the domain's rule). */
export const foldText = foldForSearch;

/** Search text over every given field, joined by spaces, ignoring empty ones. */
export const searchText = searchTextOf;

/** Sort key in Spanish order: accents ignored and ñ after n (encoded as "n~", "~" > letters). */
export function sortKey(...fields: (string | null | undefined)[]): string {
  return fold(
    fields.filter((f): f is string => Boolean(f)).join(" "),
    COMBINING_MARKS_BUT_ENYE,
  ).replace(/ñ/g, "n~");
}
