import { describe, expect, it } from "vitest";
import { CLASS_TYPE_LABELS, CLASS_TYPES } from "../enums/class";
import { codeFromText } from "./code-from-text";

describe("codeFromText", () => {
  it("takes a code or its Spanish label, ignoring accents, case and separators", () => {
    for (const text of ["HIP_HOP", "Hip Hop", "hip-hop", " hip  hop "]) {
      expect(codeFromText(CLASS_TYPES, CLASS_TYPE_LABELS, text)).toBe("HIP_HOP");
    }
    expect(codeFromText(CLASS_TYPES, CLASS_TYPE_LABELS, "ballet clasico")).toBe("BALLET");
    expect(codeFromText(CLASS_TYPES, CLASS_TYPE_LABELS, "contemporaneo")).toBe("CONTEMPORARY");
  });

  it("answers null for anything else", () => {
    expect(codeFromText(CLASS_TYPES, CLASS_TYPE_LABELS, "Tango")).toBeNull();
  });
});
