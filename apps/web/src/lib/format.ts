/** Up to two initials for an avatar ("María José Pérez" -> "MP"); "U" when there is no name. */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "U";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = last ? `${first[0]}${last[0]}` : first.slice(0, 2);
  return letters.toLocaleUpperCase("es-CL");
}

/** The first word of a name, as a message greets someone ("María José Pérez" -> "María"). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

const decimalFormat = new Intl.NumberFormat("es-CL", { maximumFractionDigits: 1 });

/** A count or average with at most one decimal, as es-CL writes it ("12,5"). */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}

/** A percentage as es-CL shows it ("82,5 %"); `signed` puts "+" before a rise (growth figures). */
export function formatPercent(value: number, { signed = false } = {}): string {
  const text = `${formatDecimal(value)} %`;
  return signed && value > 0 ? `+${text}` : text;
}

/** "1 clase", "3 clases": a count with its noun in singular or plural. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
