import {
  type PublicPhoto,
  resolveSiteTexts,
  type Settings,
  type SettingsInput,
  standardSiteTexts,
} from "@nova/domain";
import { ExternalLink, ImagePlus } from "lucide-react";
import { useState } from "react";
import type { Path, UseFormSetValue, UseFormWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { notify } from "@/lib/toast";
import { useSitePhotos, useUploadSitePhoto } from "../api/site-photos";
import { SettingField, SettingFieldList, type SettingSpec } from "./setting-field";
import type { SettingsFields } from "./settings-fields";

/** The page's texts; an empty one shows the standard text, its placeholder. */
function siteTextFields(standard: ReturnType<typeof standardSiteTexts>): SettingSpec[] {
  return [
    { name: "site.tagline", label: "Frase breve", placeholder: standard.tagline },
    {
      name: "site.heroButton",
      label: "Texto del botón principal",
      placeholder: standard.heroButton,
    },
    {
      name: "site.heroTitle",
      label: "Título de portada",
      fieldClassName: "sm:col-span-2",
      placeholder: standard.heroTitle,
      hint: "Vacío: el texto sugerido, con el nombre del estudio.",
    },
    {
      kind: "textarea",
      name: "site.heroText",
      label: "Texto de portada",
      fieldClassName: "sm:col-span-2",
      rows: 3,
      placeholder: standard.heroText,
    },
    {
      kind: "textarea",
      name: "site.aboutText",
      label: "Sobre nosotros",
      fieldClassName: "sm:col-span-2",
      rows: 5,
      placeholder: standard.aboutText,
    },
  ];
}

const SECTION_FIELDS: SettingSpec[] = [
  { kind: "checkbox", name: "site.showFacts", label: "Datos destacados" },
  { kind: "checkbox", name: "site.showClasses", label: "Clases" },
  { kind: "checkbox", name: "site.showAbout", label: "Nosotros" },
  { kind: "checkbox", name: "site.showGallery", label: "Galería" },
  { kind: "checkbox", name: "site.showContact", label: "Contacto" },
];

const FACTS_TITLE_FIELD: SettingSpec = {
  name: "site.factsTitle",
  label: "Título de los datos destacados",
  fieldClassName: "sm:col-span-2",
};

/**
 * Settings → Página pública: the page's texts (an empty one shows the standard text with the
 * studio's name), its sections, facts and photos, and a preview of the draft. Saving the
 * settings publishes it.
 */
export function SitePanel({
  watch,
  setValue,
  ...fields
}: SettingsFields & {
  watch: UseFormWatch<SettingsInput>;
  setValue: UseFormSetValue<SettingsInput>;
}) {
  const { control } = fields;
  const studioName = (watch("studio.name") ?? "").trim();
  const site = watch("site");
  const standard = standardSiteTexts(studioName || "su estudio");
  const photos = useSitePhotos();
  const heroId = watch("site.heroPhotoId") ?? null;
  const gallery = watch("site.galleryPhotoIds") ?? [];
  const dirty = { shouldDirty: true } as const;

  return (
    <div className="space-y-6">
      <p className="text-sm text-ink-muted">
        Un campo vacío muestra el texto sugerido (en gris), con el nombre del estudio. Los cambios
        se publican al guardar la configuración.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingFieldList fields={fields} specs={siteTextFields(standard)} />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">Secciones visibles</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <SettingFieldList fields={fields} specs={SECTION_FIELDS} />
        </div>
      </fieldset>

      {site?.showFacts && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingField fields={fields} spec={FACTS_TITLE_FIELD} />
          {[0, 1, 2].map((i) => (
            <TextField
              key={i}
              label={`Dato ${i + 1}`}
              {...control(`site.facts.${i}` as Path<SettingsInput>)}
            />
          ))}
        </div>
      )}

      <section aria-labelledby="site-photos-title" className="space-y-3">
        <h3 id="site-photos-title" className="text-sm font-semibold text-ink">
          Fotos
        </h3>
        <PhotoUpload />
        {photos.data && photos.data.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {photos.data.map((photo) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                isHero={heroId === photo.id}
                inGallery={gallery.includes(photo.id)}
                onHero={() =>
                  setValue("site.heroPhotoId", heroId === photo.id ? null : photo.id, dirty)
                }
                onGallery={() =>
                  setValue(
                    "site.galleryPhotoIds",
                    gallery.includes(photo.id)
                      ? gallery.filter((id) => id !== photo.id)
                      : [...gallery, photo.id],
                    dirty,
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <Preview studioName={studioName} site={site} photos={photos.data ?? []} />
    </div>
  );
}

function PhotoItem({
  photo,
  isHero,
  inGallery,
  onHero,
  onGallery,
}: {
  photo: PublicPhoto;
  isHero: boolean;
  inGallery: boolean;
  onHero: () => void;
  onGallery: () => void;
}) {
  return (
    <li className="overflow-hidden rounded-lg border border-line bg-surface">
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes="20rem"
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="space-y-2 p-3 text-sm">
        <p className="line-clamp-2 text-ink-muted">{photo.alt}</p>
        <div className="flex flex-wrap gap-2">
          <PhotoToggle pressed={isHero} onClick={onHero} on="En portada" off="Usar en portada" />
          <PhotoToggle
            pressed={inGallery}
            onClick={onGallery}
            on="En galería"
            off="Agregar a galería"
          />
        </div>
      </div>
    </li>
  );
}

/** A photo's place on the page as a pressed button: `on` says it is there, `off` offers it. */
function PhotoToggle({
  pressed,
  onClick,
  on,
  off,
}: {
  pressed: boolean;
  onClick: () => void;
  on: string;
  off: string;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? "primary" : "secondary"}
      onClick={onClick}
      aria-pressed={pressed}
    >
      {pressed ? on : off}
    </Button>
  );
}

function PhotoUpload() {
  const upload = useUploadSitePhoto();
  const [error, setError] = useState<string | null>(null);

  async function send(container: HTMLElement) {
    const fileInput = container.querySelector<HTMLInputElement>("input[type=file]");
    const altInput = container.querySelector<HTMLInputElement>("input[name=photo-alt]");
    const file = fileInput?.files?.[0];
    const alt = altInput?.value.trim() ?? "";
    if (!file) return setError("Elija una foto JPEG, PNG o WebP");
    if (!/^image\/(jpeg|png|webp)$/.test(file.type) || file.size > 10 * 1024 * 1024) {
      return setError("La foto debe ser JPEG, PNG o WebP de hasta 10 MB");
    }
    if (alt.length < 3)
      return setError("Describa la foto (texto alternativo): quien no la ve, la escucha");
    setError(null);
    try {
      await upload.mutateAsync({ file, alt });
      if (fileInput) fileInput.value = "";
      if (altInput) altInput.value = "";
      notify.success("Foto subida. Elija dónde mostrarla y guarde para publicarla.");
    } catch (e) {
      setError(e instanceof Error ? e.message : "No se pudo subir la foto");
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-line-strong/60 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
      <label className="text-sm font-medium text-ink">
        Foto (JPEG, PNG o WebP, hasta 10 MB)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block w-full text-sm text-ink-muted file:mr-3 file:rounded-md file:border-0 file:bg-accent-soft file:px-3 file:py-2 file:text-accent-text"
        />
      </label>
      <label className="text-sm font-medium text-ink">
        Texto alternativo
        <input
          name="photo-alt"
          className="mt-1 block h-10 w-full rounded-lg border border-line-strong/60 bg-surface px-3 text-sm text-ink"
          placeholder="Ej.: Alumnas de ballet en la barra"
        />
      </label>
      <Button
        type="button"
        loading={upload.isPending}
        onClick={(e) => send(e.currentTarget.parentElement as HTMLElement)}
        icon={ImagePlus}
      >
        Subir foto
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger-text sm:col-span-3">
          {error}
        </p>
      )}
    </div>
  );
}

/** The draft as a visitor would see the top of the page. */
function Preview({
  studioName,
  site,
  photos,
}: {
  studioName: string;
  site: SettingsInput["site"];
  photos: PublicPhoto[];
}) {
  const texts = resolveSiteTexts({ name: studioName, description: "" }, {
    tagline: site?.tagline ?? "",
    heroTitle: site?.heroTitle ?? "",
    heroText: site?.heroText ?? "",
    heroButton: site?.heroButton ?? "",
    aboutText: site?.aboutText ?? "",
  } as Settings["site"]);
  const hero = photos.find((p) => p.id === site?.heroPhotoId);
  return (
    <section
      aria-labelledby="site-preview-title"
      className="rounded-xl border border-line bg-canvas p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="site-preview-title" className="text-sm font-semibold text-ink">
          Vista previa (sin publicar hasta guardar)
        </h3>
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-text hover:underline"
        >
          Ver página publicada
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      </div>
      <div className="mt-3 grid items-center gap-4 rounded-lg bg-surface p-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
            {texts.tagline}
          </p>
          <p className="mt-2 font-display text-2xl font-semibold text-ink">{texts.heroTitle}</p>
          <p className="mt-2 text-sm text-ink-muted">{texts.heroText}</p>
          <span className="mt-3 inline-flex h-9 items-center rounded-lg bg-accent px-3 text-sm font-medium text-accent-ink">
            {texts.heroButton}
          </span>
        </div>
        {hero ? (
          <img
            src={hero.src}
            srcSet={hero.srcset}
            sizes="16rem"
            alt={hero.alt}
            className="aspect-[4/5] w-full max-w-48 justify-self-center rounded-xl object-cover"
          />
        ) : (
          <p className="text-center text-sm text-ink-muted">
            Sin foto de portada: se muestra la ilustración.
          </p>
        )}
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        Título de la pestaña y de las redes sociales: {texts.pageTitle}
      </p>
    </section>
  );
}
