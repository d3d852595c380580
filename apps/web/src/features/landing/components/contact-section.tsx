import { type ReactNode, useState } from "react";
import type { PublicStudio } from "../api/get-public-studio";
import type { PublicResource } from "../api/use-public-resource";
import { instagramProfile, mapEmbedSrc, mapLinkHref, whatsappHref } from "../contact-links";
import { LineIcon } from "./icons";
import { LandingSection } from "./landing-section";

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <div className="mt-0.5 break-words text-ink">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium text-accent-text underline-offset-4 hover:underline";

/** Contacto: messaging app, social profile, address with its map and e-mail, from Settings. */
export function ContactSection({ studio }: { studio: PublicResource<PublicStudio> }) {
  return (
    <LandingSection id="contacto" eyebrow="Visítanos" title="Contacto" ink>
      <div className="mt-10">
        {studio.status === "loading" ? (
          <p className="text-ink-muted" role="status">
            Cargando datos de contacto…
          </p>
        ) : studio.status === "error" ? (
          <p className="text-ink-muted" role="alert">
            No se pudieron cargar los datos de contacto.
          </p>
        ) : (
          <ContactDetails studio={studio.data} />
        )}
      </div>
    </LandingSection>
  );
}

function ContactDetails({ studio }: { studio: PublicStudio }) {
  const whatsapp = whatsappHref(studio.whatsapp);
  const instagram = instagramProfile(studio.instagram);
  const place = studio.mapQuery.trim() || studio.address.trim();
  const hasAny = Boolean(whatsapp || instagram || studio.address || studio.email || studio.phone);

  if (!hasAny && !place) {
    return <p className="text-ink-muted">Pronto publicaremos nuestros datos de contacto.</p>;
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <ul className="space-y-6">
        {whatsapp && (
          <ContactItem icon={<LineIcon name="chat" />} label="WhatsApp">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {studio.whatsapp}
            </a>
          </ContactItem>
        )}
        {instagram && (
          <ContactItem icon={<LineIcon name="camera" />} label="Instagram">
            <a
              href={instagram.href}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {instagram.label}
            </a>
          </ContactItem>
        )}
        {studio.phone && (
          <ContactItem icon={<LineIcon name="phone" />} label="Teléfono">
            <a href={`tel:${studio.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {studio.phone}
            </a>
          </ContactItem>
        )}
        {studio.address && (
          <ContactItem icon={<LineIcon name="pin" />} label="Dirección">
            <p>{studio.address}</p>
          </ContactItem>
        )}
        {studio.email && (
          <ContactItem icon={<LineIcon name="mail" />} label="Email">
            <a href={`mailto:${studio.email}`} className={linkClass}>
              {studio.email}
            </a>
          </ContactItem>
        )}
      </ul>
      {place && (
        <div>
          <MapOnDemand place={place} />
          <a
            href={mapLinkHref(place)}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-3 inline-block text-sm ${linkClass}`}
          >
            Abrir en Google Maps
          </a>
        </div>
      )}
    </div>
  );
}

/**
 * The map is a third party's page: it loads only when the visitor asks for it, so that opening
 * the studio's page sends nothing to anyone else (issue 28).
 */
function MapOnDemand({ place }: { place: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface-muted shadow-sm">
      {shown ? (
        <iframe
          title={`Mapa: ${place}`}
          src={mapEmbedSrc(place)}
          width="600"
          height="380"
          referrerPolicy="no-referrer-when-downgrade"
          className="block h-72 w-full sm:h-96"
        />
      ) : (
        <div className="flex h-72 flex-col items-center justify-center gap-4 p-6 text-center sm:h-96">
          <LineIcon name="pin" className="size-8 text-accent-text" />
          <p className="max-w-sm text-sm text-ink-muted">
            El mapa lo entrega Google: se carga solo si lo pides.
          </p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="inline-flex h-11 items-center rounded-lg bg-accent px-5 font-medium text-accent-ink shadow-sm hover:bg-accent-hover"
          >
            Ver mapa
          </button>
        </div>
      )}
    </div>
  );
}
