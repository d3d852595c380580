import { describe, expect, it } from "vitest";
import { instagramProfile, mapEmbedSrc, whatsappHref } from "./contact-links";

describe("contact links of the landing page", () => {
  it("turns a number as typed into the messaging app's link", () => {
    expect(whatsappHref("+56 9 8765 4321")).toBe("https://wa.me/56987654321");
    expect(whatsappHref("")).toBeNull();
  });

  it("accepts a handle or a full profile address", () => {
    expect(instagramProfile("@novadanza")).toEqual({
      href: "https://www.instagram.com/novadanza/",
      label: "@novadanza",
    });
    expect(instagramProfile("https://instagram.com/nova.danza/")).toEqual({
      href: "https://instagram.com/nova.danza/",
      label: "@nova.danza",
    });
    expect(instagramProfile("  ")).toBeNull();
  });

  it("embeds the map of the searched place", () => {
    expect(mapEmbedSrc("Av. Providencia 1234, Santiago")).toBe(
      "https://www.google.com/maps?q=Av.%20Providencia%201234%2C%20Santiago&output=embed",
    );
  });
});
