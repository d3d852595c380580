// Accents, case, spaces, hyphens and underscores are ignored, so "miercoles", "SÁBADO",
// "hip-hop" or "Ballet clasico" typed in a filter (or sent from a screen's label) still match.
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[\s_-]+/g, " ")
    .trim()
    .toLowerCase();
}

/** The code whose own text or Spanish label matches the text ("Jazz", "JAZZ", "jazz" → JAZZ); null if none. */
export function codeFromText<const T extends string>(
  codes: readonly T[],
  labels: Partial<Record<T, string>>,
  text: string,
): T | null {
  const wanted = fold(text);
  for (const code of codes) {
    const label = labels[code];
    if (fold(code) === wanted || (label !== undefined && fold(label) === wanted)) return code;
  }
  return null;
}
