/**
 * The messaging-app link that opens a chat with a Chilean phone as staff type it ("+56 9 1234
 * 5678", "9 1234 5678", "912345678") with `text` ready to send; null when the phone has no
 * usable number. Nine digits are a mobile without the country code (56 is added).
 */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^00/, "");
  if (digits.length < 8) return null;
  const number =
    digits.length === 9 ? `56${digits}` : digits.length === 8 ? `569${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
