import { describe, expect, it } from "vitest";
import { errorsOf } from "../../test/schema-errors";
import { emptyBankDetails } from "../money/bank-details";
import { defaultSettings, mergeSettings, settingsPatchSchema, settingsSchema } from "./settings";

describe("settingsSchema", () => {
  it("gives the documented defaults", () => {
    expect(defaultSettings.payments).toEqual({
      dueDay: 10,
      lateFeePercentage: 15,
      graceDays: 0,
      acceptedMethods: ["EFECTIVO", "TRANSFERENCIA", "TARJETA"],
      fallbackClassPrice: 25_000,
      bank: emptyBankDetails,
      paymentEmail: "",
      reminderGreeting: "Estimada/o",
      reminderClosing:
        "Si ya realizó el pago, por favor ignore este mensaje. Saludos cordiales, {estudio}.",
      firstMonthPolicy: "full",
      freeFirstMonthAfterDay: 20,
      firstMonthDueDays: 10,
      roundTo: 10,
      roundToHistory: [],
    });
    expect(defaultSettings.security).toEqual({
      maxUsers: 5,
      sessionTimeoutHours: 24,
      strongPasswords: true,
    });
    expect(defaultSettings.system).toEqual({
      backupFrequency: "daily",
      backupsToKeep: 14,
      notifications: true,
      timeZone: "America/Santiago",
      firstMonth: "",
    });
    expect(defaultSettings.studio.name).toBe("NOVA");
  });

  it("fills missing fields of a section with defaults", () => {
    const parsed = settingsSchema.parse({ payments: { dueDay: 5 } });
    expect(parsed.payments.dueDay).toBe(5);
    expect(parsed.payments.lateFeePercentage).toBe(15);
  });

  it("enforces the ranges of the settings inputs", () => {
    const errors = errorsOf(settingsSchema, {
      payments: { dueDay: 32, lateFeePercentage: 101, graceDays: 31, acceptedMethods: [] },
      security: { maxUsers: 21, sessionTimeoutHours: 0 },
    });
    expect(errors).toEqual({
      "payments.dueDay": "El día de vencimiento debe estar entre 1 y 31",
      "payments.lateFeePercentage": "El recargo debe estar entre 0 y 100",
      "payments.graceDays": "Los días de gracia deben estar entre 0 y 30",
      "payments.acceptedMethods": "Debe aceptar al menos un método de pago",
      "security.maxUsers": "El máximo de usuarios debe estar entre 1 y 20",
      "security.sessionTimeoutHours": "El tiempo de sesión debe estar entre 1 y 168 horas",
    });
    expect(errorsOf(settingsSchema, { payments: { dueDay: 0 } })["payments.dueDay"]).toBeDefined();
    expect(
      errorsOf(settingsSchema, { payments: { dueDay: 1.5 } })["payments.dueDay"],
    ).toBeDefined();
  });

  it("accepts cheque in the settings and removes repeated methods", () => {
    expect(
      settingsSchema.parse({ payments: { acceptedMethods: ["CHEQUE", "EFECTIVO", "CHEQUE"] } })
        .payments.acceptedMethods,
    ).toEqual(["CHEQUE", "EFECTIVO"]);
  });

  it("checks emails, time zone, backup frequency and backups to keep", () => {
    const errors = errorsOf(settingsSchema, {
      studio: { email: "x@", name: " " },
      payments: { paymentEmail: "pagos" },
      system: { timeZone: "Marte/Olympus", backupFrequency: "hourly", backupsToKeep: 0 },
    });
    expect(errors).toEqual({
      "studio.email": "El email no es válido",
      "studio.name": "El nombre del estudio es requerido",
      "payments.paymentEmail": "El email no es válido",
      "system.timeZone": "Zona horaria inválida",
      "system.backupFrequency": "Frecuencia de respaldo inválida",
      "system.backupsToKeep": "Los respaldos a conservar deben estar entre 1 y 365",
    });
  });
});

describe("mergeSettings", () => {
  it("changes only the fields of the patch", () => {
    const current = settingsSchema.parse({
      payments: { dueDay: 5 },
      studio: { name: "Nova Ñuñoa" },
    });
    const patch = settingsPatchSchema.parse({ payments: { graceDays: 3 } });
    const merged = mergeSettings(current, patch);
    expect(merged.payments.dueDay).toBe(5);
    expect(merged.payments.graceDays).toBe(3);
    expect(merged.studio.name).toBe("Nova Ñuñoa");
  });

  it("does not fill a patch with defaults", () => {
    expect(settingsPatchSchema.parse({ payments: { graceDays: 3 } })).toEqual({
      payments: { graceDays: 3 },
    });
  });

  it("rejects an invalid result", () => {
    expect(() => mergeSettings(defaultSettings, { security: { maxUsers: 50 } })).toThrow();
  });
});
