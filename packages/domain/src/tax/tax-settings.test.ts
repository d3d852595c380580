import { describe, expect, it } from "vitest";
import { defaultSettings, mergeSettings, settingsPatchSchema } from "../schemas/settings";
import { OPENFACTURA_URLS, taxIssuerMissing } from "./tax-settings";

describe("the 'Boletas (SII)' settings", () => {
  it("start manual, on OpenFactura's sandbox, every kind of line exempt", () => {
    expect(defaultSettings.taxDocuments).toMatchObject({
      mode: "manual",
      issuerUrl: OPENFACTURA_URLS.sandbox,
      issuerApiKeySet: false,
      treatments: { classMonth: "exempt", enrollmentFee: "exempt" },
    });
    expect(taxIssuerMissing(defaultSettings.taxDocuments)).toEqual([
      "RUT",
      "razón social",
      "giro",
      "dirección",
      "comuna",
    ]);
  });

  it("validate the RUT's check digit and keep one normal form", () => {
    const ok = settingsPatchSchema.safeParse({ taxDocuments: { rut: "76.543.210-3" } });
    expect(ok.success && ok.data.taxDocuments?.rut).toBe("76543210-3");
    const bad = settingsPatchSchema.safeParse({ taxDocuments: { rut: "76.543.210-4" } });
    expect(bad.success).toBe(false);
  });

  it("never keep the issuer's API key in the settings; a treatment changes alone", () => {
    const patch = settingsPatchSchema.parse({
      taxDocuments: { issuerApiKey: "secreta", treatments: { enrollmentFee: "taxed" } },
    });
    const merged = mergeSettings(defaultSettings, patch);
    expect(JSON.stringify(merged)).not.toContain("secreta");
    expect(merged.taxDocuments.treatments).toEqual({
      classMonth: "exempt",
      enrollmentFee: "taxed",
    });
  });
});
