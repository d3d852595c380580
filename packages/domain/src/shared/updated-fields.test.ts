import { describe, expect, it } from "vitest";
import { updatedFields } from "./updated-fields";

describe("updatedFields", () => {
  it("drops the id and undefined entries and keeps nulls, so a merge keeps what was not sent", () => {
    const stored = { id: 7, dni: "12345678-5", phone: "+56 9", email: "a@b.cl" };
    const sent = { dni: undefined, phone: null, email: "c@d.cl" };
    expect(updatedFields(stored, sent)).toEqual({
      dni: "12345678-5",
      phone: null,
      email: "c@d.cl",
    });
  });
});
