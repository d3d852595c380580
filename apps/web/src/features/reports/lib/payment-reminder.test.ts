import { describe, expect, it } from "vitest";
import { reminderText, whatsappLink, whatsappNumber } from "./payment-reminder";

describe("payment reminder", () => {
  it("names her classes, the month and the amount with the surcharge", () => {
    // Ballet 30.000 + Jazz 25.000 = 55.000, late: 15 % of each, 4.500 + 3.750 = 8.250.
    const text = reminderText({
      studentName: "Ana María Pérez",
      studioName: "NOVA",
      month: "2026-08",
      classNames: ["Ballet", "Jazz"],
      totalOwed: 63_250,
      surcharge: 8_250,
    });
    expect(text).toContain("Hola Ana,");
    expect(text).toContain("el pago de agosto 2026");
    expect(text).toContain("tus clases de Ballet y Jazz");
    expect(text).toContain("$63.250 (incluye $8.250 de recargo por pago atrasado)");
  });

  it("leaves the surcharge out when she is on time", () => {
    const text = reminderText({
      studentName: "Bruno Soto",
      studioName: "NOVA",
      month: "2026-09",
      classNames: ["Salsa"],
      totalOwed: 22_000,
      surcharge: 0,
    });
    expect(text).toContain("tu clase de Salsa, por un total de $22.000.");
    expect(text).not.toContain("recargo");
  });

  it("reads Chilean phones as people type them and refuses what cannot be one", () => {
    expect(whatsappNumber("+56 9 8765 4321")).toBe("56987654321");
    expect(whatsappNumber("9 8765 4321")).toBe("56987654321");
    expect(whatsappNumber("12345")).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it("builds a wa.me link with the message encoded", () => {
    const link = whatsappLink("987654321", "Hola Ana, ¿cómo estás?");
    expect(link).toBe(
      `https://wa.me/56987654321?text=${encodeURIComponent("Hola Ana, ¿cómo estás?")}`,
    );
    expect(whatsappLink("", "Hola")).toBeNull();
  });
});
