import { z } from "../../zod";
import { int } from "../int";
import { scheduleResponseSchema } from "./class";

// The public response schemas double as a whitelist: the serializer drops any field not named
// here, so nothing personal can leave the public routes even if a view grows.

/** A published class as the landing page shows it (docs/product/data.md#public-class "Public class"). */
export const publicClassResponseSchema = z.object({
  id: int(),
  name: z.string(),
  description: z.string().nullable(),
  teacherNames: z.array(z.string()),
  schedules: z.array(scheduleResponseSchema),
});
export type PublicClassResponse = z.output<typeof publicClassResponseSchema>;

/** The studio's public contact data, edited in Settings ("" when a field is not set). */
export const publicStudioResponseSchema = z.object({
  name: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Number for the messaging-app link, digits with country code. */
  whatsapp: z.string(),
  /** Social profile handle ("@novadanza") or address. */
  instagram: z.string(),
  email: z.string(),
  /** What the embedded map searches (usually the address). */
  mapQuery: z.string().describe("Texto que busca el mapa embebido"),
});
export type PublicStudioResponse = z.output<typeof publicStudioResponseSchema>;

/** One photo as the page shows it: every size, for `srcset`, and its required alt text. */
export const publicPhotoSchema = z.object({
  id: int(),
  alt: z.string(),
  width: int().describe("Ancho del tamaño mayor, en píxeles"),
  height: int(),
  /** The largest size's address. */
  src: z.string(),
  /** "url 480w, url 960w…" */
  srcset: z.string(),
});
export type PublicPhoto = z.output<typeof publicPhotoSchema>;

/** A published class with what a visitor needs to choose it. */
export const publicSiteClassSchema = z.object({
  id: int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string().nullable(),
  level: z.string().nullable(),
  minAge: int().nullable(),
  maxAge: int().nullable(),
  /** Monthly price in pesos; null when the class does not show it. */
  price: int().nullable(),
  durationHours: z.number(),
  teacherNames: z.array(z.string()),
  schedules: z.array(
    scheduleResponseSchema.extend({
      endHour: int(),
      endMinute: int(),
    }),
  ),
  seatsLeft: int(),
  /** Full: the page offers the waitlist instead of a trial class. */
  waitlist: z.boolean(),
  /** The next dates a trial may be booked on (AAAA-MM-DD). */
  nextSessions: z.array(z.string()),
});
export type PublicSiteClass = z.output<typeof publicSiteClassSchema>;

/** GET /api/public/site: the published page. */
export const publicSiteResponseSchema = z.object({
  texts: z.object({
    studioName: z.string(),
    tagline: z.string(),
    heroTitle: z.string(),
    heroText: z.string(),
    heroButton: z.string(),
    aboutTitle: z.string(),
    aboutText: z.string(),
    pageTitle: z.string(),
    pageDescription: z.string(),
  }),
  facts: z.object({ title: z.string(), items: z.array(z.string()) }).nullable(),
  sections: z.object({
    classes: z.boolean(),
    about: z.boolean(),
    gallery: z.boolean(),
    contact: z.boolean(),
  }),
  photos: z.object({
    hero: publicPhotoSchema.nullable(),
    about: z.array(publicPhotoSchema),
    gallery: z.array(publicPhotoSchema),
  }),
  contact: publicStudioResponseSchema,
  classes: z.array(publicSiteClassSchema),
  /** The version of the privacy notice the trial form's consent refers to. */
  privacyNoticeVersion: z.string(),
});
export type PublicSiteResponse = z.output<typeof publicSiteResponseSchema>;
