import type { PublicClass } from "./api/get-public-classes";
import type { PublicSite } from "./api/get-public-site";
import type { PublicStudio } from "./api/get-public-studio";

/**
 * What the server renders the landing page from and embeds in it (decision 0064): the same
 * three public answers the page would otherwise fetch, plus what the page must not read from
 * the browser while it renders (the site's address for the JSON-LD, the studio's year).
 */
export interface LandingData {
  studio: PublicStudio;
  classes: PublicClass[];
  site: PublicSite;
  /** The site's absolute address without a trailing slash, e.g. "https://estudio.cl". */
  origin: string;
  /** The studio's current year, for the footer. */
  year: number;
}

/** The id of the `<script type="application/json">` the server embeds the data in. */
export const LANDING_DATA_ID = "landing-data";
