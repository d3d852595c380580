import { DAYS_OF_WEEK, formatTime } from "@nova/domain";
import type { PublicSite } from "./api/get-public-site";

const SCHEMA_DAYS: Record<string, string> = {
  MONDAY: "Monday",
  TUESDAY: "Tuesday",
  WEDNESDAY: "Wednesday",
  THURSDAY: "Thursday",
  FRIDAY: "Friday",
  SATURDAY: "Saturday",
  SUNDAY: "Sunday",
};

/**
 * schema.org DanceSchool of the page, for search engines: name, contact, the opening hours
 * each weekday (first class to last class end) and the classes with their monthly price.
 */
export function danceSchoolJsonLd(site: PublicSite, origin: string): string {
  const { contact, classes, texts } = site;
  const hours = DAYS_OF_WEEK.flatMap((day) => {
    const slots = classes.flatMap((c) => c.schedules.filter((s) => s.dayOfWeek === day));
    if (slots.length === 0) return [];
    const opens = Math.min(...slots.map((s) => s.startHour * 60 + s.startMinute));
    const closes = Math.max(...slots.map((s) => s.endHour * 60 + s.endMinute));
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: SCHEMA_DAYS[day],
        opens: formatTime(Math.floor(opens / 60), opens % 60),
        closes: formatTime(Math.floor(closes / 60), closes % 60),
      },
    ];
  });
  const data = {
    "@context": "https://schema.org",
    "@type": "DanceSchool",
    name: texts.studioName,
    description: texts.pageDescription,
    url: `${origin}/`,
    ...(site.photos.hero ? { image: `${origin}${site.photos.hero.src}` } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.address
      ? {
          address: {
            "@type": "PostalAddress",
            streetAddress: contact.address,
            addressCountry: "CL",
          },
        }
      : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    makesOffer: classes.map((c) => ({
      "@type": "Offer",
      name: c.name,
      ...(c.price !== null ? { price: c.price, priceCurrency: "CLP" } : {}),
      availability: c.waitlist ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    })),
  };
  // "<" escaped so no text inside can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
