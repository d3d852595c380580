/** Link of the messaging app for a number as typed in Settings ("+56 9 1234 5678" -> wa.me/56912345678). */
export function whatsappHref(number: string): string | null {
  const digits = number.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : null;
}

/** Profile address and shown name of the social profile: a handle ("@nova") or a full address. */
export function instagramProfile(value: string): { href: string; label: string } | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    const handle = text.replace(/\/+$/, "").split("/").pop() ?? "";
    return { href: text, label: handle ? `@${handle.replace(/^@/, "")}` : text };
  }
  const handle = text.replace(/^@/, "");
  return { href: `https://www.instagram.com/${encodeURIComponent(handle)}/`, label: `@${handle}` };
}

/** The embedded map of a place (the CSP allows frames from www.google.com). */
export function mapEmbedSrc(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** The same place opened in the maps site, for a link under the map. */
export function mapLinkHref(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}`;
}
