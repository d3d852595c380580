import { codesOf } from "../shared/codes-of";
import { settingRut, settingText, settingWebAddress } from "../shared/text-fields";
import { z } from "../zod";
import {
  TAX_LINE_KINDS,
  TAX_TREATMENTS,
  type TaxLineKind,
  type TaxTreatment,
} from "./tax-documents";

// Issue 39: the settings section 'Boletas (SII)': the studio's tax data as the SII knows it,
// how its boletas are issued, the issuer's address (its API key is write-only, kept apart like
// Flow's secret) and the tax treatment of each kind of line (decision 0077).

export const TAX_ISSUANCE_MODE_LABELS = {
  manual: "Manual (se anota el folio)",
  issuer: "Automática (emisor certificado)",
  none: "No emitir desde NOVA",
};
export type TaxIssuanceMode = keyof typeof TAX_ISSUANCE_MODE_LABELS;
export const TAX_ISSUANCE_MODES = codesOf(TAX_ISSUANCE_MODE_LABELS);

/** OpenFactura's addresses (Haulmer's public documentation) and its public demo key. */
export const OPENFACTURA_URLS = {
  sandbox: "https://dev-api.haulmer.com",
  production: "https://api.haulmer.com",
} as const;
/** The demo API key OpenFactura's documentation publishes for its sandbox (not a secret). */
export const OPENFACTURA_DEMO_API_KEY = "928e15a2d14d4a6292345f04960f4bd3";

const treatmentField = z.enum(TAX_TREATMENTS, { error: "El tratamiento debe ser exenta o afecta" });

export const taxDocumentFields = {
  /** The RUT boletas are issued under (the studio's), stored "76123456-0". */
  rut: settingRut("El RUT tributario no es válido"),
  legalName: settingText(100),
  giro: settingText(80),
  address: settingText(70),
  comuna: settingText(20),
  /** The SII's code of the branch the boletas are issued from (CdgSIISucur); "" when none. */
  siiBranchCode: settingText(9).regex(/^\d*$/, { error: "El código de sucursal SII es un número" }),
  mode: z.enum(TAX_ISSUANCE_MODES, { error: "El modo debe ser manual, emisor o ninguno" }),
  issuerUrl: settingWebAddress(),
  treatments: z.object(
    Object.fromEntries(TAX_LINE_KINDS.map((k) => [k, treatmentField])) as Record<
      TaxLineKind,
      typeof treatmentField
    >,
  ),
};

const defaultTreatments = Object.fromEntries(TAX_LINE_KINDS.map((k) => [k, "exempt"])) as Record<
  TaxLineKind,
  TaxTreatment
>;

export const taxDocumentSettingsSchema = z.object({
  rut: taxDocumentFields.rut.default(""),
  legalName: taxDocumentFields.legalName.default(""),
  giro: taxDocumentFields.giro.default(""),
  address: taxDocumentFields.address.default(""),
  comuna: taxDocumentFields.comuna.default(""),
  siiBranchCode: taxDocumentFields.siiBranchCode.default(""),
  mode: taxDocumentFields.mode.default("manual"),
  issuerUrl: taxDocumentFields.issuerUrl.default(OPENFACTURA_URLS.sandbox),
  /** Kept by the server: whether the studio saved its own API key (never answered). */
  issuerApiKeySet: z.boolean().default(false),
  treatments: z
    .object(
      Object.fromEntries(
        TAX_LINE_KINDS.map((k) => [k, treatmentField.default("exempt")]),
      ) as Record<TaxLineKind, z.ZodDefault<typeof treatmentField>>,
    )
    .prefault(defaultTreatments),
});
export type TaxDocumentSettings = z.output<typeof taxDocumentSettingsSchema>;

/** The patch of PUT /api/settings for 'Boletas (SII)': `issuerApiKey` is write-only. */
export const taxDocumentPatchSchema = z.object({
  rut: taxDocumentFields.rut.optional(),
  legalName: taxDocumentFields.legalName.optional(),
  giro: taxDocumentFields.giro.optional(),
  address: taxDocumentFields.address.optional(),
  comuna: taxDocumentFields.comuna.optional(),
  siiBranchCode: taxDocumentFields.siiBranchCode.optional(),
  mode: taxDocumentFields.mode.optional(),
  issuerUrl: taxDocumentFields.issuerUrl.optional(),
  issuerApiKey: settingText(200).min(1, { error: "La clave API no puede quedar vacía" }).optional(),
  treatments: taxDocumentFields.treatments.partial().optional(),
});
export type TaxDocumentPatch = z.input<typeof taxDocumentPatchSchema>;

/** The section with a patch applied (the API key left out: the server keeps it apart). */
export function mergeTaxDocumentSettings(
  base: TaxDocumentSettings,
  patch: TaxDocumentPatch | undefined,
): z.input<typeof taxDocumentSettingsSchema> {
  if (!patch) return base;
  const { issuerApiKey: _key, treatments, ...rest } = patch;
  return { ...base, ...rest, treatments: { ...base.treatments, ...treatments } };
}

/** What is missing before boletas can be issued through the issuer ([] when ready). */
export function taxIssuerMissing(settings: TaxDocumentSettings): string[] {
  const missing: string[] = [];
  if (settings.rut === "") missing.push("RUT");
  if (settings.legalName === "") missing.push("razón social");
  if (settings.giro === "") missing.push("giro");
  if (settings.address === "") missing.push("dirección");
  if (settings.comuna === "") missing.push("comuna");
  return missing;
}
