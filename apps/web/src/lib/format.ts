/** Up to two initials for an avatar ("María José Pérez" -> "MP"); "U" when there is no name. */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "U";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? `${first[0]}${last[0]}` : first.slice(0, 2);
  return letters.toLocaleUpperCase("es-CL");
}
