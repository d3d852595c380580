import {
  OPENFACTURA_URLS,
  type Settings,
  TAX_ISSUANCE_MODE_LABELS,
  TAX_ISSUANCE_MODES,
  TAX_LINE_KIND_LABELS,
  TAX_LINE_KINDS,
  TAX_TREATMENT_LABELS,
  TAX_TREATMENTS,
  type TaxDocumentSettings,
  type TaxIssuanceMode,
  type TaxLineKind,
  type TaxTreatment,
} from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/input";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { ApiError, api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";

/** The studio as the SII knows it: the issuer's text inputs, in order (`digits`: only numbers). */
const ISSUER_FIELDS: Array<{
  key: "rut" | "legalName" | "giro" | "siiBranchCode" | "address" | "comuna";
  label: string;
  placeholder?: string;
  digits?: boolean;
}> = [
  { key: "rut", label: "RUT del estudio (emisor)", placeholder: "76.543.210-3" },
  { key: "legalName", label: "Razón social" },
  { key: "giro", label: "Giro", placeholder: "Academia de danza" },
  { key: "siiBranchCode", label: "Código de sucursal SII (si tiene)", digits: true },
  { key: "address", label: "Dirección" },
  { key: "comuna", label: "Comuna" },
];

/**
 * 'Boletas (SII)' (issue 39): the studio's tax data as the SII knows it, how boletas are issued
 * (typed afterwards, through the certified issuer, or not at all), OpenFactura's address and
 * API key (write-only: a saved key is only named as saved) and the tax treatment of each kind
 * of line. Saved by its own button, like 'Pagos en línea'.
 */
export function TaxDocumentsPanel({ settings }: { settings: TaxDocumentSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(settings);
  const [apiKey, setApiKey] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof TaxDocumentSettings>(key: K, value: TaxDocumentSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      const { issuerApiKeySet: _kept, ...rest } = values;
      return api.put<Settings>("/api/settings", {
        taxDocuments: { ...rest, ...(apiKey ? { issuerApiKey: apiKey } : {}) },
      });
    },
    meta: {
      successMessage: "Datos de boletas guardados",
      errorMessage: "Error al guardar los datos de boletas",
    },
    onError: (error) => {
      // The field the server refused (e.g. 'taxDocuments.rut') gets its message.
      if (error instanceof ApiError && error.field) {
        setFieldErrors({ [error.field]: error.serverMessage ?? error.message });
      }
    },
    onSuccess: (saved) => {
      setApiKey("");
      setFieldErrors({});
      setValues(saved.taxDocuments);
      queryClient.setQueryData(queryRoots.settings, saved);
      void queryClient.invalidateQueries({ queryKey: queryRoots.settings });
    },
  });
  const err = (field: string) => fieldErrors[`taxDocuments.${field}`];
  const sandbox = values.issuerUrl === OPENFACTURA_URLS.sandbox;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <p className="text-sm text-ink-muted sm:col-span-2">
          Manual: la boleta se emite en otro sistema y se anota su folio en el recibo. Automática:
          NOVA la emite por cada pago a través del emisor certificado.
        </p>
        <OptionsField
          label="Emisión de boletas"
          options={labelledOptions(TAX_ISSUANCE_MODES, TAX_ISSUANCE_MODE_LABELS)}
          value={values.mode}
          onChange={(e) => set("mode", e.target.value as TaxIssuanceMode)}
        />
        {ISSUER_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            placeholder={field.placeholder}
            inputMode={field.digits ? "numeric" : undefined}
            value={values[field.key]}
            error={err(field.key)}
            onChange={(e) =>
              set(field.key, field.digits ? e.target.value.replace(/\D/g, "") : e.target.value)
            }
          />
        ))}
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-medium text-ink">
          ¿Qué es cada cobro para el SII?
        </legend>
        <p className="flex gap-2 text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            La enseñanza suele estar exenta de IVA (DL 825, art. 13), pero la ley no nombra la
            danza: confirme con su contador cómo tratar cada cobro antes de emitir boletas. Exenta
            emite una boleta exenta (DTE 41); afecta, una boleta (DTE 39) con el IVA de 19{"\u00a0"}
            % incluido en el precio.
          </span>
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {TAX_LINE_KINDS.map((kind: TaxLineKind) => (
            <OptionsField
              key={kind}
              label={TAX_LINE_KIND_LABELS[kind]}
              options={labelledOptions(TAX_TREATMENTS, TAX_TREATMENT_LABELS)}
              value={values.treatments[kind]}
              onChange={(e) =>
                set("treatments", {
                  ...values.treatments,
                  [kind]: e.target.value as TaxTreatment,
                })
              }
            />
          ))}
        </div>
      </fieldset>

      {values.mode === "issuer" && (
        <fieldset className="grid gap-4 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-medium text-ink">
            Emisor certificado: OpenFactura
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Ambiente"
              value={values.issuerUrl}
              onChange={(e) => set("issuerUrl", e.target.value)}
            >
              <option value={OPENFACTURA_URLS.sandbox}>
                Sandbox (pruebas, sin valor tributario)
              </option>
              <option value={OPENFACTURA_URLS.production}>Producción</option>
              {values.issuerUrl !== OPENFACTURA_URLS.sandbox &&
                values.issuerUrl !== OPENFACTURA_URLS.production && (
                  <option value={values.issuerUrl}>{values.issuerUrl}</option>
                )}
            </SelectField>
            <TextField
              label="API key de OpenFactura"
              type="password"
              autoComplete="off"
              value={apiKey}
              error={err("issuerApiKey")}
              placeholder={
                settings.issuerApiKeySet
                  ? "Guardada (escriba para reemplazarla)"
                  : sandbox
                    ? "Sin clave: la de demostración"
                    : ""
              }
              onChange={(e) => setApiKey(e.target.value)}
            />
          </div>
          <p className="text-sm text-ink-muted">
            Cada pago queda registrado al instante; sus boletas se emiten enseguida en segundo plano
            y el recibo muestra el folio cuando el emisor lo entrega. Vea docs/boletas.md.
          </p>
        </fieldset>
      )}
      <div className="flex justify-end">
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          Guardar datos de boletas
        </Button>
      </div>
    </div>
  );
}
