import {
  FEE_PAYER_LABELS,
  FEE_PAYERS,
  FLOW_API_URLS,
  type OnlinePaymentsSettings,
  type Settings,
} from "@nova/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/input";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { queryRoots } from "@/lib/query-keys";

interface Setup {
  publicUrl: string | null;
  publicUrlIsHttps: boolean;
  /** null without PUBLIC_URL: the server then refuses online payments and portal links. */
  confirmationUrl: string | null;
  configured: boolean;
}

/** GET /api/online-payments/setup: whether the studio's public address lets Flow reach it. */
const useOnlineSetup = apiRead<Setup>({
  key: () => [...queryRoots.settings, "online-setup"],
  url: "/api/online-payments/setup",
});

/**
 * 'Pagos en línea': Flow's keys (the secret key is write-only: the field stays empty and a saved
 * key is only named as saved), sandbox or production, the payment method offered and who pays
 * Flow's fee. Warns when the studio's public address is not https: Flow and the families'
 * phones must reach it from the internet (docs/online-payments.md).
 */
export function OnlinePaymentsPanel({ settings }: { settings: OnlinePaymentsSettings }) {
  const queryClient = useQueryClient();
  const setup = useOnlineSetup();
  const [apiKey, setApiKey] = useState(settings.flow.apiKey);
  const [secretKey, setSecretKey] = useState("");
  const [apiUrl, setApiUrl] = useState(settings.flow.apiUrl);
  const [paymentMethod, setPaymentMethod] = useState(String(settings.paymentMethod));
  const [feePaidBy, setFeePaidBy] = useState(settings.feePaidBy);
  const save = useMutation({
    mutationFn: () =>
      api.put<Settings>("/api/settings", {
        onlinePayments: {
          flow: { apiKey, apiUrl, ...(secretKey ? { secretKey } : {}) },
          paymentMethod: Number(paymentMethod),
          feePaidBy,
        },
      }),
    meta: {
      successMessage: "Pagos en línea guardados",
      errorMessage: "Error al guardar los pagos en línea",
    },
    onSuccess: (saved) => {
      setSecretKey("");
      queryClient.setQueryData(queryRoots.settings, saved);
      void queryClient.invalidateQueries({ queryKey: queryRoots.settings });
    },
  });
  return (
    <div className="grid gap-4">
      {setup.data && !setup.data.publicUrlIsHttps && (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm"
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0" />
          <span>
            La dirección pública del estudio (PUBLIC_URL){" "}
            {setup.data.publicUrl
              ? `es ${setup.data.publicUrl}, que no es https`
              : "no está configurada: hasta que el servidor se inicie con PUBLIC_URL no se pueden crear enlaces al portal ni pagos en línea"}
            . Flow y los teléfonos de las familias deben llegar al servidor por una dirección https
            pública (un VPS con proxy inverso o un túnel): vea docs/online-payments.md.
          </span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="API key de Flow"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <TextField
          label="Secret key de Flow"
          type="password"
          autoComplete="off"
          value={secretKey}
          placeholder={settings.flow.secretKeySet ? "Guardada (escriba para reemplazarla)" : ""}
          onChange={(e) => setSecretKey(e.target.value)}
        />
        <SelectField label="Ambiente" value={apiUrl} onChange={(e) => setApiUrl(e.target.value)}>
          <option value={FLOW_API_URLS.sandbox}>Sandbox (pruebas)</option>
          <option value={FLOW_API_URLS.production}>Producción</option>
          {apiUrl !== FLOW_API_URLS.sandbox && apiUrl !== FLOW_API_URLS.production && (
            <option value={apiUrl}>{apiUrl}</option>
          )}
        </SelectField>
        <TextField
          label="Medio de pago de Flow (9 = todos los contratados)"
          inputMode="numeric"
          value={paymentMethod}
          onChange={(e) => setPaymentMethod(e.target.value.replace(/\D/g, ""))}
        />
        <OptionsField
          label="Comisión de Flow"
          options={labelledOptions(FEE_PAYERS, FEE_PAYER_LABELS)}
          value={feePaidBy}
          onChange={(e) => setFeePaidBy(e.target.value as (typeof FEE_PAYERS)[number])}
        />
      </div>
      {setup.data?.confirmationUrl && (
        <p className="text-sm text-ink-muted">
          Dirección de confirmación que usará Flow: {setup.data.confirmationUrl}
        </p>
      )}
      <div className="flex justify-end">
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          Guardar pagos en línea
        </Button>
      </div>
    </div>
  );
}
