import { describe, expect, it } from "vitest";
import { fullNameOf } from "./full-name";

describe("fullNameOf", () => {
  it("names a person by her first name, then her last name", () => {
    expect(fullNameOf({ firstName: "María José", lastName: "Núñez Soto" })).toBe(
      "María José Núñez Soto",
    );
  });
});
