import { SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";

const STUDIO_FIELDS: SettingSpec[] = [
  { name: "studio.name", label: "Nombre del estudio", required: true },
  { name: "studio.email", label: "Email de contacto", type: "email" },
  { name: "studio.phone", label: "Teléfono", type: "tel" },
  { name: "studio.rut", label: "RUT del estudio", hint: "Se imprime en los comprobantes." },
  { name: "studio.website", label: "Sitio web" },
  { name: "studio.address", label: "Dirección", fieldClassName: "sm:col-span-2" },
  {
    kind: "textarea",
    name: "studio.description",
    label: "Descripción",
    fieldClassName: "sm:col-span-2",
    rows: 4,
  },
  {
    name: "studio.whatsapp",
    label: "WhatsApp",
    hint: "Número con código de país, por ejemplo 56912345678. Se usa en la página pública.",
  },
  { name: "studio.instagram", label: "Instagram", hint: "Usuario o dirección del perfil." },
  {
    name: "studio.mapQuery",
    label: "Búsqueda del mapa",
    fieldClassName: "sm:col-span-2",
    hint: "Lo que busca el mapa de la página pública; si queda vacío, se usa la dirección.",
  },
];

/** The 'Información del estudio' tab: the studio's name, contact and address. */
export function StudioSettings(fields: SettingsFields) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingFieldList fields={fields} specs={STUDIO_FIELDS} />
    </div>
  );
}
