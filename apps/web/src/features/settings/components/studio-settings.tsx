import { TextareaField, TextField } from "@/components/ui/input";
import type { SettingsFields } from "./settings-fields";

/** The 'Información del estudio' tab: the studio's name, contact and address. */
export function StudioSettings({ control, errors }: Pick<SettingsFields, "control" | "errors">) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nombre del estudio"
        required
        error={errors.studio?.name?.message}
        {...control("studio.name")}
      />
      <TextField
        label="Email de contacto"
        type="email"
        error={errors.studio?.email?.message}
        {...control("studio.email")}
      />
      <TextField
        label="Teléfono"
        type="tel"
        error={errors.studio?.phone?.message}
        {...control("studio.phone")}
      />
      <TextField
        label="RUT del estudio"
        hint="Se imprime en los comprobantes."
        error={errors.studio?.rut?.message}
        {...control("studio.rut")}
      />
      <TextField
        label="Sitio web"
        error={errors.studio?.website?.message}
        {...control("studio.website")}
      />
      <TextField
        label="Dirección"
        fieldClassName="sm:col-span-2"
        error={errors.studio?.address?.message}
        {...control("studio.address")}
      />
      <TextareaField
        label="Descripción"
        fieldClassName="sm:col-span-2"
        rows={4}
        error={errors.studio?.description?.message}
        {...control("studio.description")}
      />
      <TextField
        label="WhatsApp"
        hint="Número con código de país, por ejemplo 56912345678. Se usa en la página pública."
        error={errors.studio?.whatsapp?.message}
        {...control("studio.whatsapp")}
      />
      <TextField
        label="Instagram"
        hint="Usuario o dirección del perfil."
        error={errors.studio?.instagram?.message}
        {...control("studio.instagram")}
      />
      <TextField
        label="Búsqueda del mapa"
        fieldClassName="sm:col-span-2"
        hint="Lo que busca el mapa de la página pública; si queda vacío, se usa la dirección."
        error={errors.studio?.mapQuery?.message}
        {...control("studio.mapQuery")}
      />
    </div>
  );
}
