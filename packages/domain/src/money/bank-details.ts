import { formatRut, looksLikeRut, normalizeRut } from "../rut/rut";
import { codesOf } from "../shared/codes-of";
import { settingEmail, settingRut, settingText } from "../shared/text-fields";
import { z } from "../zod";

// The studio's bank account for transfers (issue 36 #10): fields, not a free text, so the
// portal's statement, the WhatsApp statement and the receipt show the same data the same way,
// and a wrong RUT or e-mail is refused when typed rather than found by a parent.

export const BANK_ACCOUNT_TYPE_LABELS = {
  corriente: "Cuenta corriente",
  vista: "Cuenta vista",
  rut: "CuentaRUT",
  ahorro: "Cuenta de ahorro",
};
export type BankAccountType = keyof typeof BANK_ACCOUNT_TYPE_LABELS;
export const BANK_ACCOUNT_TYPES = codesOf(BANK_ACCOUNT_TYPE_LABELS);

/** The fields, each "" when unset (the settings form binds them to inputs). */
export const bankDetailsFields = {
  bank: settingText(60),
  accountType: z.enum(["", ...BANK_ACCOUNT_TYPES], { error: "Tipo de cuenta inválido" }),
  accountNumber: settingText(30).refine((v) => v === "" || /^[0-9][0-9 -]*$/.test(v), {
    error: "El número de cuenta solo lleva dígitos y guiones",
  }),
  holder: settingText(100),
  holderRut: settingRut("El RUT del titular no es válido"),
  email: settingEmail(),
  /** What could not be read as fields (an old free text), or any word for the family. */
  note: settingText(300),
};

/** The account: all or nothing of bank, type, number, holder and the holder's RUT. */
export const bankDetailsSchema = z
  .object({
    bank: bankDetailsFields.bank.default(""),
    accountType: bankDetailsFields.accountType.default(""),
    accountNumber: bankDetailsFields.accountNumber.default(""),
    holder: bankDetailsFields.holder.default(""),
    holderRut: bankDetailsFields.holderRut.default(""),
    email: bankDetailsFields.email.default(""),
    note: bankDetailsFields.note.default(""),
  })
  .superRefine((b, ctx) => {
    const required = ["bank", "accountType", "accountNumber", "holder", "holderRut"] as const;
    if (!required.some((k) => b[k] !== "")) return;
    for (const key of required) {
      if (b[key] === "") {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "Completa banco, tipo y número de cuenta, titular y su RUT",
        });
      }
    }
  });
export type BankDetails = z.output<typeof bankDetailsSchema>;

export const emptyBankDetails: BankDetails = {
  bank: "",
  accountType: "",
  accountNumber: "",
  holder: "",
  holderRut: "",
  email: "",
  note: "",
};

/** Whether the studio gave an account (or at least a note) families can transfer to. */
export function hasBankDetails(b: BankDetails | null | undefined): boolean {
  return !!b && (b.accountNumber !== "" || b.note !== "");
}

/**
 * The account as lines, the one way every screen and message shows it: "Banco Estado",
 * "Cuenta corriente N° 123456789", "Titular: Estudio NOVA SpA", "RUT 76.123.456-0",
 * "Email: pagos@nova.cl", then the note.
 */
export function bankDetailsLines(b: BankDetails): string[] {
  const type = b.accountType === "" ? "Cuenta" : BANK_ACCOUNT_TYPE_LABELS[b.accountType];
  return [
    b.bank,
    b.accountNumber && `${type} N° ${b.accountNumber}`,
    b.holder && `Titular: ${b.holder}`,
    b.holderRut && `RUT ${formatRut(b.holderRut)}`,
    b.email && `Email: ${b.email}`,
    b.note,
  ].filter((line) => line !== "");
}

/** The account in one line, for a message: the lines joined by " · ". */
export function bankDetailsText(b: BankDetails): string {
  return bankDetailsLines(b).join(" · ");
}

const BANKS: readonly [RegExp, string][] = [
  [/banco\s*estado|bancoestado/i, "BancoEstado"],
  [/banco\s*de\s*chile|banchile|edwards/i, "Banco de Chile"],
  [/santander/i, "Santander"],
  [/\bbci\b|cr[eé]dito\s*e\s*inversiones/i, "BCI"],
  [/scotiabank|scotia/i, "Scotiabank"],
  [/ita[uú]/i, "Itaú"],
  [/security/i, "Banco Security"],
  [/falabella/i, "Banco Falabella"],
  [/ripley/i, "Banco Ripley"],
  [/\bbice\b/i, "BICE"],
  [/internacional/i, "Banco Internacional"],
  [/consorcio/i, "Banco Consorcio"],
  [/coopeuch/i, "Coopeuch"],
  [/mercado\s*pago/i, "Mercado Pago"],
  [/tenpo/i, "Tenpo"],
  [/\bmach\b/i, "MACH"],
];

/**
 * The fields read from the old free text (`payments.bankAccount`, before issue 36): the bank by
 * name, the account type by its words, a RUT, an e-mail, the holder after "titular"/"nombre",
 * the account number as the longest run of digits that is not the RUT. When the account cannot
 * be read whole (bank, number, holder and RUT), the text is kept as the note, word for word, so
 * nothing the studio wrote is lost; an empty text gives empty fields.
 */
export function parseBankAccountText(raw: string): BankDetails {
  const source = raw.trim();
  if (source === "") return { ...emptyBankDetails };
  const found: BankDetails = { ...emptyBankDetails };
  found.bank = BANKS.find(([re]) => re.test(source))?.[1] ?? "";
  if (/cuenta\s*rut|cuentarut/i.test(source)) found.accountType = "rut";
  else if (/corriente|\bcte\b|\bcc\b/i.test(source)) found.accountType = "corriente";
  else if (/vista/i.test(source)) found.accountType = "vista";
  else if (/ahorro/i.test(source)) found.accountType = "ahorro";
  const email = /[^\s,;:()]+@[^\s,;:()]+\.[a-z]{2,}/i.exec(source)?.[0] ?? "";
  if (z.email().safeParse(email).success) found.email = email;
  const rutText = source
    .split(/[\s,;:()]+/)
    .find((token) => looksLikeRut(token) && normalizeRut(token) !== null);
  found.holderRut = rutText ? (normalizeRut(rutText) ?? "") : "";
  const holder = /(?:titular|nombre)\s*:?\s*([^,;\n·]+)/i.exec(source)?.[1]?.trim() ?? "";
  found.holder = holder
    .replace(/\s*\b(?:rut|r\.u\.t\.?)\b.*$/i, "")
    .trim()
    .slice(0, 100);
  const withoutRut = rutText ? source.replace(rutText, " ") : source;
  const numbers = withoutRut.match(/\d[\d-]{3,}\d/g) ?? [];
  found.accountNumber = numbers.sort((a, b) => b.length - a.length)[0] ?? "";
  const whole =
    found.bank !== "" &&
    found.accountType !== "" &&
    found.accountNumber !== "" &&
    found.holder !== "" &&
    found.holderRut !== "";
  if (whole) return found;
  // Not readable whole: the text itself is what families are shown, as a note.
  return { ...emptyBankDetails, note: source.slice(0, 300) };
}
