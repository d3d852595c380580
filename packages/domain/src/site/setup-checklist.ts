import { hasBankDetails } from "../money/bank-details";
import { flowConfigured } from "../schemas/online-payments-settings";
import type { Settings } from "../schemas/settings";
import { z } from "../zod";

// What a new studio still has to set up before families and visitors meet it: shown on the
// dashboard until every step is done (issue 40). Computed on the server from the settings, the
// published privacy notice and the server's own PUBLIC_URL; each step says where it is done.

export const SETUP_STEPS = [
  "name",
  "rut",
  "address",
  "phone",
  "bank",
  "privacyNotice",
  "publicUrl",
  "onlinePayments",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The name a studio has before it gives its own (the settings' default). */
const DEFAULT_STUDIO_NAME = "NOVA";

const STEP_TEXTS: Record<SetupStep, { label: string; hint: string; href: string }> = {
  name: {
    label: "Nombre del estudio",
    hint: "Como lo conocen las familias: aparece en la página pública y en los comprobantes.",
    href: "/settings",
  },
  rut: {
    label: "RUT del estudio",
    hint: "Va en el encabezado de cada comprobante.",
    href: "/settings",
  },
  address: {
    label: "Dirección",
    hint: "Para la página pública, su mapa y los comprobantes.",
    href: "/settings",
  },
  phone: {
    label: "Teléfono o WhatsApp",
    hint: "Para que las familias y quienes piden una clase de prueba puedan escribir.",
    href: "/settings",
  },
  bank: {
    label: "Datos para transferencias",
    hint: "La cuenta a la que las familias transfieren; la ven en el portal y en los recordatorios.",
    href: "/settings?tab=payments",
  },
  privacyNotice: {
    label: "Aviso de privacidad",
    hint: "Publique el aviso que aceptan las familias y quienes piden una clase de prueba.",
    href: "/settings/privacy",
  },
  publicUrl: {
    label: "Dirección pública (PUBLIC_URL)",
    hint: "Se configura al iniciar el servidor (README, «Puesta en marcha»); sin ella no hay enlaces al portal, pagos en línea ni sitemap.",
    href: "/settings?tab=online",
  },
  onlinePayments: {
    label: "Pagos en línea",
    hint: "La clave de Flow, para que las familias paguen desde el portal.",
    href: "/settings?tab=online",
  },
};

export const setupChecklistResponseSchema = z.object({
  /** True when every step is done: the dashboard then shows nothing. */
  complete: z.boolean(),
  steps: z.array(
    z.object({
      key: z.enum(SETUP_STEPS),
      label: z.string(),
      hint: z.string(),
      /** Where in the console the step is done. */
      href: z.string(),
      done: z.boolean(),
    }),
  ),
});
export type SetupChecklist = z.output<typeof setupChecklistResponseSchema>;

/** The steps, in order, each done or not. */
export function setupChecklist(input: {
  settings: Pick<Settings, "studio" | "payments" | "onlinePayments">;
  /** Whether the studio has published a privacy notice of its own. */
  privacyNoticePublished: boolean;
  /** Whether the server was started with PUBLIC_URL. */
  publicUrl: boolean;
}): SetupChecklist {
  const { studio, payments, onlinePayments } = input.settings;
  const filled = (text: string) => text.trim() !== "";
  const done: Record<SetupStep, boolean> = {
    name: filled(studio.name) && studio.name.trim() !== DEFAULT_STUDIO_NAME,
    rut: filled(studio.rut),
    address: filled(studio.address),
    phone: filled(studio.phone) || filled(studio.whatsapp),
    bank: hasBankDetails(payments.bank),
    privacyNotice: input.privacyNoticePublished,
    publicUrl: input.publicUrl,
    onlinePayments: flowConfigured(onlinePayments),
  };
  const steps = SETUP_STEPS.map((key) => ({ key, ...STEP_TEXTS[key], done: done[key] }));
  return { complete: steps.every((s) => s.done), steps };
}
