import type { PublicStudioResponse } from "@nova/domain";

/**
 * The studio's contact fields as the public answers show them (GET /api/public/studio and the
 * site's `contact`): named one by one, so that nothing else of settings.studio leaves through a
 * public route however the settings grow.
 */
export function publicContact(studio: PublicStudioResponse): PublicStudioResponse {
  return {
    name: studio.name,
    description: studio.description,
    address: studio.address,
    phone: studio.phone,
    whatsapp: studio.whatsapp,
    instagram: studio.instagram,
    email: studio.email,
    mapQuery: studio.mapQuery,
  };
}
