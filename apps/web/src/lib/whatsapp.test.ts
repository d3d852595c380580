import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("adds Chile's code to a mobile typed without it and keeps one typed with it", () => {
    expect(whatsappLink("9 1234 5678", "Hola")).toBe("https://wa.me/56912345678?text=Hola");
    expect(whatsappLink("+56 9 1234 5678", "Hola")).toBe("https://wa.me/56912345678?text=Hola");
    expect(whatsappLink("1234 5678", "Hola")).toBe("https://wa.me/56912345678?text=Hola");
  });

  it("encodes the message, accents and line breaks included", () => {
    expect(whatsappLink("912345678", "Año 2026\n$45.000")).toBe(
      "https://wa.me/56912345678?text=A%C3%B1o%202026%0A%2445.000",
    );
  });

  it("gives no link without a usable number", () => {
    expect(whatsappLink(null, "Hola")).toBeNull();
    expect(whatsappLink("", "Hola")).toBeNull();
    expect(whatsappLink("123", "Hola")).toBeNull();
  });
});
