import { describe, expect, it } from "vitest";
import { definedOnly } from "./defined-only";

describe("definedOnly", () => {
  it("drops undefined entries and keeps nulls, so a merge keeps what was not sent", () => {
    const stored = { dni: "12345678-5", phone: "+56 9", email: "a@b.cl" };
    const sent = { dni: undefined, phone: null, email: "c@d.cl" };
    expect({ ...stored, ...definedOnly(sent) }).toEqual({
      dni: "12345678-5",
      phone: null,
      email: "c@d.cl",
    });
  });
});
