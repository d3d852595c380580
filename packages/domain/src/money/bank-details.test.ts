import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  mergeSettings,
  settingsSchema,
  upgradeStoredPayments,
} from "../schemas/settings";
import {
  bankDetailsLines,
  bankDetailsSchema,
  bankDetailsText,
  emptyBankDetails,
  hasBankDetails,
  parseBankAccountText,
} from "./bank-details";

const ACCOUNT = {
  bank: "BancoEstado",
  accountType: "corriente",
  accountNumber: "29100012345",
  holder: "Estudio NOVA SpA",
  holderRut: "76.123.456-0",
  email: "pagos@nova.cl",
  note: "",
} as const;

describe("the studio's bank account (issue 36)", () => {
  it("is shown one way: bank, type and number, holder, RUT with dots, e-mail", () => {
    const bank = bankDetailsSchema.parse(ACCOUNT);
    expect(bank.holderRut).toBe("76123456-0");
    expect(bankDetailsLines(bank)).toEqual([
      "BancoEstado",
      "Cuenta corriente N° 29100012345",
      "Titular: Estudio NOVA SpA",
      "RUT 76.123.456-0",
      "Email: pagos@nova.cl",
    ]);
    expect(bankDetailsText(bank)).toBe(
      "BancoEstado · Cuenta corriente N° 29100012345 · Titular: Estudio NOVA SpA · RUT 76.123.456-0 · Email: pagos@nova.cl",
    );
    expect(hasBankDetails(bank)).toBe(true);
    expect(hasBankDetails(emptyBankDetails)).toBe(false);
  });

  it("refuses a wrong RUT or e-mail, letters in the number, and half an account", () => {
    const issues = (value: object) =>
      bankDetailsSchema.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ ...ACCOUNT, holderRut: "76.123.456-1" })).toEqual([
      ["holderRut", "El RUT del titular no es válido"],
    ]);
    expect(issues({ ...ACCOUNT, email: "pagos@" })).toEqual([["email", "El email no es válido"]]);
    expect(issues({ ...ACCOUNT, accountNumber: "12AB" })?.[0]?.[0]).toBe("accountNumber");
    expect(issues({ bank: "Santander" })?.map(([path]) => path)).toEqual([
      "accountType",
      "accountNumber",
      "holder",
      "holderRut",
    ]);
    expect(bankDetailsSchema.parse({})).toEqual(emptyBankDetails);
  });

  it("reads the old free text into fields when it says all of it", () => {
    expect(
      parseBankAccountText(
        "Banco Estado, cuenta corriente 29100012345, titular: Estudio NOVA SpA, RUT 76.123.456-0, pagos@nova.cl",
      ),
    ).toEqual({ ...ACCOUNT, holderRut: "76123456-0" });
  });

  it("keeps any other text word for word as the note, and never loses it", () => {
    expect(parseBankAccountText("Pedir datos a Marta por WhatsApp")).toEqual({
      ...emptyBankDetails,
      note: "Pedir datos a Marta por WhatsApp",
    });
    expect(parseBankAccountText("   ")).toEqual(emptyBankDetails);
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        const bank = parseBankAccountText(text);
        // Either read whole (and valid as fields) or kept as typed.
        if (bank.note !== "") expect(bank.note).toBe(text.trim());
        else if (text.trim() !== "") expect(bankDetailsSchema.safeParse(bank).success).toBe(true);
        else expect(bank).toEqual(emptyBankDetails);
      }),
    );
  });

  it("a stored payments section with the old text is read into the fields", () => {
    const settings = settingsSchema.parse({
      payments: upgradeStoredPayments({ dueDay: 5, bankAccount: "Cuenta RUT 12345678 de Marta" }),
    });
    expect(settings.payments.dueDay).toBe(5);
    expect(settings.payments.bank).toEqual({
      ...emptyBankDetails,
      note: "Cuenta RUT 12345678 de Marta",
    });
    expect("bankAccount" in settings.payments).toBe(false);
    expect(defaultSettings.payments.bank).toEqual(emptyBankDetails);
    // A save keeps the fields, and a patch replaces the account whole.
    const merged = mergeSettings(settings, { payments: { bank: ACCOUNT } });
    expect(merged.payments.bank.accountNumber).toBe("29100012345");
  });

  it("the studio's RUT is checked and stored without dots", () => {
    expect(settingsSchema.parse({ studio: { rut: "76.123.456-0" } }).studio.rut).toBe("76123456-0");
    expect(settingsSchema.safeParse({ studio: { rut: "76.123.456-1" } }).success).toBe(false);
  });
});
