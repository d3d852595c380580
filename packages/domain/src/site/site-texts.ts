// The page's texts without the settings schema (no zod): the public page imports only this,
// which keeps it within its JavaScript budget.

/** The texts the studio may write; "" means the standard text. */
export interface SiteTextFields {
  tagline: string;
  heroTitle: string;
  heroText: string;
  heroButton: string;
  aboutText: string;
}

/** Every text empty: the standard page. */
export const STANDARD_SITE_TEXT_FIELDS: SiteTextFields = {
  tagline: "",
  heroTitle: "",
  heroText: "",
  heroButton: "",
  aboutText: "",
};

/**
 * The page's texts as a visitor reads them: the studio's fields, each empty one replaced by its
 * standard text, and the texts the page makes of its name.
 */
export interface SiteTexts extends SiteTextFields {
  studioName: string;
  aboutTitle: string;
  /** For the page title and the search engines' and social networks' description. */
  pageTitle: string;
  pageDescription: string;
}

/** The standard texts of the page for a studio called `name` (what an empty field shows). */
export function standardSiteTexts(name: string) {
  return {
    tagline: "Estudio de danza",
    heroTitle: `Encuentra tu ritmo en ${name}`,
    heroText:
      "Ballet, jazz, hip hop, contemporáneo, salsa y bachata para todas las edades y niveles, con profesoras que te acompañan paso a paso.",
    heroButton: "Reservar clase de prueba",
    aboutText: `${name} nació de las ganas de compartir la danza con todas las personas, sin importar su edad o experiencia. Nuestras salas luminosas, con piso flotante y espejos, son un espacio seguro para aprender, equivocarse y volver a intentarlo.\n\nTrabajamos en grupos reducidos para que cada alumna y alumno reciba atención personalizada, y preparamos muestras de fin de año para que todos suban al escenario.`,
  };
}

/**
 * The texts of the page: what the studio wrote, else the standard text with its name. The
 * studio's description (Settings → Estudio) stands in for an empty 'Sobre nosotros'.
 */
export function resolveSiteTexts(
  studio: { name: string; description: string },
  site: SiteTextFields,
): SiteTexts {
  const name = studio.name.trim() || "Estudio de danza";
  const standard = standardSiteTexts(name);
  const tagline = site.tagline || standard.tagline;
  const heroText = site.heroText || standard.heroText;
  return {
    studioName: name,
    tagline,
    heroTitle: site.heroTitle || standard.heroTitle,
    heroText,
    heroButton: site.heroButton || standard.heroButton,
    aboutTitle: `Sobre ${name}`,
    aboutText: site.aboutText || studio.description.trim() || standard.aboutText,
    pageTitle: `${name} · ${tagline}`,
    pageDescription: `${name}: ${heroText}`.slice(0, 300),
  };
}
