import { type PublicPhoto, resolveSiteTexts, STANDARD_SITE_TEXT_FIELDS } from "@nova/domain";
import { useMemo, useState } from "react";
import { cx } from "@/lib/class-names";
import { type PublicSiteClass, usePublicSite } from "../api/get-public-site";
import { usePublicStudio } from "../api/get-public-studio";
import { ClassesSection } from "../components/classes-section";
import { ContactSection } from "../components/contact-section";
import { LineIcon } from "../components/icons";
import { LandingSection, SectionHeading } from "../components/landing-section";
import { TrialDialog } from "../components/trial-form";
import { whatsappHref } from "../contact-links";
import { type LandingData, publicClassOf } from "../landing-data";
import { danceSchoolJsonLd } from "../structured-data";

// The public page. It is loaded on its own (see src/main.tsx), so it must not import the
// console: no router, no query client, no console components; plain links leave the page.
// The server renders it too (app/landing-server.tsx, decision 0064): nothing here may read
// `window` or `document` while rendering, and what the server rendered from (`initial`) is what
// the browser hydrates with, so both draw the same page.

const IMAGES = "/images/landing";

const primaryLink =
  "inline-flex h-11 items-center justify-center rounded-lg bg-accent px-5 text-base font-medium text-accent-ink shadow-sm transition-colors hover:bg-accent-hover";
const secondaryLink =
  "inline-flex h-11 items-center justify-center rounded-lg border border-line bg-surface px-5 text-base font-medium text-ink shadow-sm transition-colors hover:bg-surface-muted";

const SECTIONS = [
  { href: "#clases", label: "Clases" },
  { href: "#nosotros", label: "Nosotros" },
  { href: "#galeria", label: "Galería" },
];

const GALLERY = [
  { src: "gallery-ballet.svg", alt: "Bailarina de ballet en pleno salto" },
  { src: "gallery-hiphop.svg", alt: "Bailarín de hip hop marcando una pose" },
  { src: "gallery-salsa.svg", alt: "Pareja bailando salsa" },
];

/** The about section's pictures while the studio has uploaded none (the first one set lower). */
const ABOUT = [
  {
    src: "about-studio.svg",
    alt: "Sala del estudio con barra y espejos, y una bailarina estirando en la barra",
    raised: true,
  },
  { src: "about-class.svg", alt: "Tres estudiantes en una clase grupal de jazz", raised: false },
];

const FOOTER_LINKS = [
  { href: "/privacidad", label: "Aviso de privacidad" },
  { href: "/login", label: "Ingresar al sistema" },
];

/** The header's and the footer's links: a list of plain links (they leave or move in the page). */
function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: ReadonlyArray<{ href: string; label: string }>;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClassName}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A photo of the page in every size it was stored in; the browser picks by `sizes`. */
function Photo({
  photo,
  sizes,
  className,
  eager = false,
}: {
  photo: PublicPhoto;
  sizes: string;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      src={photo.src}
      srcSet={photo.srcset}
      sizes={sizes}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      {...(eager ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      decoding="async"
      className={className}
    />
  );
}

/** A picture shipped with the app, shown until the studio uploads its own; loaded when near. */
function BundledImage({
  image,
  width,
  height,
  className,
}: {
  image: { src: string; alt: string };
  width: string;
  height: string;
  className: string;
}) {
  return (
    <img
      src={`${IMAGES}/${image.src}`}
      alt={image.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}

export function LandingPage({
  initial,
  origin,
}: {
  /** The data the server rendered the page from: the page starts with it and fetches nothing. */
  initial?: LandingData | undefined;
  /** The site's address for the JSON-LD, when not rendered by the server (the browser's). */
  origin?: string | undefined;
}) {
  const { state: studio } = usePublicStudio(initial?.site.contact);
  const { state: site } = usePublicSite(initial?.site);
  const [trial, setTrial] = useState<{ open: boolean; chosen: PublicSiteClass | null }>({
    open: false,
    chosen: null,
  });
  const loaded = site.status === "success" ? site.data : null;
  // Until the page's content arrives (or if it cannot), the standard texts with the studio's
  // name; never a name before one is known.
  const knownName =
    loaded?.texts.studioName ?? (studio.status === "success" ? studio.data.name : "");
  const texts =
    loaded?.texts ??
    resolveSiteTexts(
      {
        name: knownName,
        description: studio.status === "success" ? studio.data.description : "",
      },
      STANDARD_SITE_TEXT_FIELDS,
    );
  const studioName = knownName;
  const details = useMemo(
    () => (loaded ? new Map(loaded.classes.map((c) => [c.id, c])) : undefined),
    [loaded],
  );
  const sections = loaded?.sections ?? { classes: true, about: true, gallery: true, contact: true };
  const bookable = loaded?.classes.filter((c) => c.nextSessions.length > 0) ?? [];
  const openTrial = (chosen: PublicSiteClass | null) => setTrial({ open: true, chosen });
  const ogImage = loaded?.photos.hero?.src;
  // The server writes the head itself (title, description, Open Graph) when it renders the page.
  const ownHead = !initial;
  const siteOrigin = initial?.origin ?? origin ?? "";
  const whatsapp = studio.status === "success" ? whatsappHref(studio.data.whatsapp) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      {ownHead && knownName && <title>{texts.pageTitle}</title>}
      {ownHead && knownName && <meta name="description" content={texts.pageDescription} />}
      {ownHead && knownName && <meta property="og:title" content={texts.pageTitle} />}
      {ownHead && knownName && <meta property="og:description" content={texts.pageDescription} />}
      {ownHead && knownName && <meta property="og:site_name" content={knownName} />}
      {ownHead && ogImage && <meta property="og:image" content={ogImage} />}
      {loaded && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, "<" escaped in danceSchoolJsonLd
          dangerouslySetInnerHTML={{ __html: danceSchoolJsonLd(loaded, siteOrigin) }}
        />
      )}
      {trial.open && bookable.length > 0 && (
        <TrialDialog
          classes={bookable}
          chosen={trial.chosen}
          onClose={() => setTrial({ open: false, chosen: null })}
        />
      )}
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>

      <header className="sticky top-0 z-40 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-3">
          <a
            href="/"
            className="rounded font-display text-xl font-semibold text-accent-text"
            aria-label={studioName ? `${studioName}, inicio` : "Inicio"}
          >
            {studioName || "\u00a0"}
          </a>
          <nav aria-label="Secciones" className="order-last w-full sm:order-none sm:w-auto">
            <LinkList
              links={SECTIONS}
              className="flex gap-1 sm:gap-2"
              linkClassName="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-ink-muted transition-colors first:pl-0 hover:text-ink sm:first:pl-3"
            />
          </nav>
          {/* The visitor's action leads; staff sign in from the footer (issue 40). */}
          {bookable.length > 0 ? (
            <button
              type="button"
              onClick={() => openTrial(null)}
              className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-ink shadow-sm transition-colors hover:bg-accent-hover"
            >
              Agenda tu clase de prueba
            </button>
          ) : (
            <a
              href="#contacto"
              className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-ink shadow-sm transition-colors hover:bg-accent-hover"
            >
              Contáctanos
            </a>
          )}
        </div>
      </header>

      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Hero */}
        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-40 -right-32 size-[32rem] rounded-full bg-accent/10 blur-3xl"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 py-14 sm:py-20 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
            <div>
              <p className="text-sm font-semibold tracking-[0.2em] text-accent-text uppercase">
                {texts.tagline}
              </p>
              <h1
                id="hero-title"
                className="mt-4 font-display text-4xl leading-tight font-semibold text-balance sm:text-6xl"
              >
                {knownName ? texts.heroTitle : "\u00a0"}
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
                {texts.heroText}
              </p>
              <div className="mt-9 flex flex-col gap-3 sm:flex-row">
                {bookable.length > 0 ? (
                  <button type="button" onClick={() => openTrial(null)} className={primaryLink}>
                    {texts.heroButton}
                  </button>
                ) : null}
                <a href="#clases" className={bookable.length > 0 ? secondaryLink : primaryLink}>
                  Ver clases
                </a>
                {bookable.length === 0 && (
                  <a href="#contacto" className={secondaryLink}>
                    Contáctanos
                  </a>
                )}
              </div>
            </div>
            {loaded?.photos.hero ? (
              <Photo
                photo={loaded.photos.hero}
                sizes="(min-width: 1024px) 28rem, 90vw"
                eager
                className="mx-auto aspect-[4/5] w-full max-w-xs rounded-3xl object-cover shadow-xl sm:max-w-sm"
              />
            ) : (
              <img
                src={`${IMAGES}/hero.svg`}
                alt="Bailarina en arabesque bajo un foco de luz"
                width="400"
                height="500"
                fetchPriority="high"
                className="mx-auto w-full max-w-xs rounded-3xl shadow-xl sm:max-w-sm"
              />
            )}
          </div>
        </section>

        {loaded?.facts && (
          <section aria-label="Nuestra experiencia" className="bg-[#2a1220] text-[#f7eef2]">
            <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 sm:grid-cols-[minmax(0,3fr)_minmax(0,4fr)] sm:items-center">
              <p className="font-display text-3xl leading-snug sm:text-4xl">{loaded.facts.title}</p>
              <ul className="grid gap-3 text-[#f7eef2] sm:grid-cols-3 sm:gap-5">
                {loaded.facts.items.map((feature) => (
                  <li
                    key={feature}
                    className="flex gap-3 text-sm leading-relaxed sm:flex-col sm:gap-2"
                  >
                    <span
                      aria-hidden="true"
                      className="mt-1.5 block h-0.5 w-6 shrink-0 bg-[#f3b6d2] sm:mt-0"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}

        {sections.classes && (
          <ClassesSection
            details={details}
            onTrial={openTrial}
            initial={initial?.site.classes.map(publicClassOf)}
          />
        )}

        {/* About */}
        {sections.about && (
          <section
            id="nosotros"
            aria-labelledby="nosotros-title"
            className="scroll-mt-28 bg-surface py-20 sm:py-24"
          >
            <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 lg:grid-cols-2">
              <div>
                <SectionHeading
                  id="nosotros-title"
                  eyebrow="Nosotros"
                  title={knownName ? texts.aboutTitle : "Nosotros"}
                />
                {knownName ? (
                  <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-ink-muted">
                    {texts.aboutText}
                  </p>
                ) : (
                  <>
                    <p className="mt-5 text-lg leading-relaxed text-ink-muted">
                      NOVA nació de las ganas de compartir la danza con todas las personas, sin
                      importar su edad o experiencia. Nuestras salas luminosas, con piso flotante y
                      espejos, son un espacio seguro para aprender, equivocarse y volver a
                      intentarlo.
                    </p>
                    <p className="mt-4 text-lg leading-relaxed text-ink-muted">
                      Trabajamos en grupos reducidos para que cada alumna y alumno reciba atención
                      personalizada, y preparamos muestras de fin de año para que todos suban al
                      escenario.
                    </p>
                  </>
                )}
              </div>
              {loaded && loaded.photos.about.length > 0 ? (
                <div className="grid grid-cols-2 gap-4">
                  {loaded.photos.about.map((photo, index) => (
                    <Photo
                      key={photo.id}
                      photo={photo}
                      sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 90vw"
                      className={`col-span-2 aspect-[4/3] w-full rounded-2xl object-cover shadow-md ${loaded.photos.about.length > 1 ? "sm:col-span-1" : ""} ${index === 0 && loaded.photos.about.length > 1 ? "sm:mt-12" : ""}`}
                    />
                  ))}
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-4">
                  {ABOUT.map((image) => (
                    <BundledImage
                      key={image.src}
                      image={image}
                      width="600"
                      height="450"
                      className={cx(
                        "col-span-2 w-full rounded-2xl shadow-md sm:col-span-1",
                        image.raised && "sm:mt-12",
                      )}
                    />
                  ))}
                </div>
              )}
            </div>
          </section>
        )}

        {/* Gallery */}
        {sections.gallery && (
          <LandingSection id="galeria" eyebrow="Momentos" title="Galería">
            <ul className="mt-10 grid gap-4 sm:grid-cols-3">
              {loaded && loaded.photos.gallery.length > 0
                ? loaded.photos.gallery.map((photo) => (
                    <li key={photo.id}>
                      <Photo
                        photo={photo}
                        sizes="(min-width: 640px) 33vw, 90vw"
                        className="aspect-square w-full rounded-2xl object-cover shadow-md"
                      />
                    </li>
                  ))
                : GALLERY.map((image) => (
                    <li key={image.src}>
                      <BundledImage
                        image={image}
                        width="400"
                        height="400"
                        className="aspect-square w-full rounded-2xl object-cover shadow-md"
                      />
                    </li>
                  ))}
            </ul>
          </LandingSection>
        )}

        {/* Call to action */}
        <section aria-labelledby="cta-title" className="px-5">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-accent px-8 py-12 text-accent-ink sm:flex-row sm:items-center sm:justify-between sm:px-12">
            <div>
              <h2 id="cta-title" className="font-display text-3xl font-semibold sm:text-4xl">
                ¿Te animas a empezar?
              </h2>
              <p className="mt-2 max-w-lg opacity-90">
                Escríbenos y coordina tu primera clase. Te ayudamos a elegir el estilo y el nivel
                para ti.
              </p>
            </div>
            <a
              href="#contacto"
              className="inline-flex h-11 shrink-0 items-center rounded-lg bg-surface px-5 font-medium text-accent-text shadow-sm transition-colors hover:bg-accent-soft"
            >
              Contáctanos
            </a>
          </div>
        </section>

        {sections.contact && <ContactSection studio={studio} />}
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 pt-6 pb-20 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {initial?.year ?? new Date().getFullYear()} {studioName} · {texts.tagline}
          </p>
          <LinkList
            links={FOOTER_LINKS}
            className="flex flex-wrap gap-x-5 gap-y-1"
            linkClassName="inline-flex h-9 items-center hover:text-ink hover:underline"
          />
        </div>
      </footer>
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Escríbenos por WhatsApp"
          className="fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-[#1f7a4d] px-4 font-medium text-white shadow-lg transition-colors hover:bg-[#17603c]"
        >
          <LineIcon name="chat" className="size-6" />
          <span className="hidden sm:inline">WhatsApp</span>
        </a>
      )}
    </div>
  );
}
