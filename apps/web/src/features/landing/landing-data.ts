import type { PublicClass } from "./api/get-public-classes";
import type { PublicSite, PublicSiteClass } from "./api/get-public-site";

/**
 * What the server renders the landing page from and embeds in it (decision 0064): the answer
 * of GET /api/public/site, plus what the page must not read from the browser while it renders
 * (the site's address for the JSON-LD, the studio's year). The contact data and the class list
 * the page otherwise fetches on their own are views of that answer (`contact`, `classes`), so
 * they are not sent twice.
 */
export interface LandingData {
  site: PublicSite;
  /** The site's absolute address without a trailing slash, e.g. "https://estudio.cl". */
  origin: string;
  /** The studio's current year, for the footer. */
  year: number;
}

/** The id of the `<script type="application/json">` the server embeds the data in. */
export const LANDING_DATA_ID = "landing-data";

/** A published class as GET /api/public/classes answers it, from the site's fuller one. */
export function publicClassOf(c: PublicSiteClass): PublicClass {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    teacherNames: c.teacherNames,
    schedules: c.schedules.map((s) => ({
      dayOfWeek: s.dayOfWeek,
      startHour: s.startHour,
      startMinute: s.startMinute,
    })),
  };
}
