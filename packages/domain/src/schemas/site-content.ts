import { settingText } from "../shared/text-fields";
import { z } from "../zod";
import { idField, intRange } from "./fields";

// What the studio writes on its public page (Settings → Página pública). A text left empty
// means "the standard text", which names the studio: so renaming the studio renames its page,
// and nothing says NOVA once it has a name of its own (resolveSiteTexts).

const photoIds = (max: number, label: string) =>
  z
    .array(idField("Foto inválida"), { error: "Fotos inválidas" })
    .max(max, { error: `Máximo ${max} fotos en ${label}` });

export const siteFields = {
  /** Small line above the hero title ("Estudio de danza"). */
  tagline: settingText(80),
  heroTitle: settingText(120),
  heroText: settingText(400),
  /** Text of the hero's main button, which opens the trial-class request. */
  heroButton: settingText(40),
  aboutText: settingText(2000),
  /** The banner's headline ("Más de 10 años…"); the banner shows when `showFacts`. */
  factsTitle: settingText(160),
  facts: z
    .array(settingText(160), { error: "Los datos deben ser una lista de textos" })
    .max(6, { error: "Máximo 6 datos" })
    .transform((items) => items.filter((item) => item !== "")),
  showFacts: z.boolean({ error: "Debe ser verdadero o falso" }),
  showClasses: z.boolean({ error: "Debe ser verdadero o falso" }),
  showAbout: z.boolean({ error: "Debe ser verdadero o falso" }),
  showGallery: z.boolean({ error: "Debe ser verdadero o falso" }),
  showContact: z.boolean({ error: "Debe ser verdadero o falso" }),
  /** Photo ids of the library (GET /api/site/photos) the page shows. */
  heroPhotoId: idField("Foto inválida").nullable(),
  aboutPhotoIds: photoIds(2, "Nosotros"),
  galleryPhotoIds: photoIds(12, "la galería"),
  /** Hours a freed seat is held for the first person of a waitlist before the next is offered. */
  waitlistHoldHours: intRange(1, 168, "La reserva debe estar entre 1 y 168 horas"),
};

/** The standard facts of the banner (today's texts); the studio may replace them or hide it. */
export const DEFAULT_SITE_FACTS_TITLE = "Más de 10 años de experiencia enseñando a bailar";
export const DEFAULT_SITE_FACTS = [
  "Seis estilos: ballet, jazz, hip hop, contemporáneo, salsa y bachata",
  "Grupos reducidos y atención personalizada",
  "Muestra de fin de año sobre el escenario",
];

export const siteSettingsSchema = z.object({
  tagline: siteFields.tagline.default(""),
  heroTitle: siteFields.heroTitle.default(""),
  heroText: siteFields.heroText.default(""),
  heroButton: siteFields.heroButton.default(""),
  aboutText: siteFields.aboutText.default(""),
  factsTitle: siteFields.factsTitle.default(DEFAULT_SITE_FACTS_TITLE),
  facts: siteFields.facts.default(DEFAULT_SITE_FACTS),
  showFacts: siteFields.showFacts.default(true),
  showClasses: siteFields.showClasses.default(true),
  showAbout: siteFields.showAbout.default(true),
  showGallery: siteFields.showGallery.default(true),
  showContact: siteFields.showContact.default(true),
  heroPhotoId: siteFields.heroPhotoId.default(null),
  aboutPhotoIds: siteFields.aboutPhotoIds.default([]),
  galleryPhotoIds: siteFields.galleryPhotoIds.default([]),
  waitlistHoldHours: siteFields.waitlistHoldHours.default(48),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
