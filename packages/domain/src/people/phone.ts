/**
 * Chilean phone numbers. Every Chilean number has nine digits after the country code 56
 * (mobiles start with 9, Santiago's landlines with 22), so a number is accepted as people type
 * it ("+56 9 8765 4321", "9 8765 4321", "987654321", "56987654321") and stored in one form,
 * "+56 9 8765 4321", which is also how the console shows it and what `wa.me` links derive from.
 */

/** The nine national digits of a Chilean phone, or null when the text is not one. */
function nationalDigits(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, "");
  if (/^56\d{9}$/.test(digits)) return digits.slice(2);
  if (/^\d{9}$/.test(digits)) return digits;
  return null;
}

/** "+56 9 8765 4321" for a Chilean phone as typed, or null when it is not one. */
export function normalizeChileanPhone(text: string): string | null {
  const national = nationalDigits(text);
  if (national === null) return null;
  return `+56 ${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`;
}

/** The number a `wa.me` link takes ("56987654321") for a stored or typed Chilean phone. */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const national = phone ? nationalDigits(phone) : null;
  return national === null ? null : `56${national}`;
}
