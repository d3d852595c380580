import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count or a list of proxy addresses", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
  });

  it("refuses anything else with a readable message", () => {
    expect(() => loadConfig({ TRUST_PROXY: "sí, el de nginx" })).toThrow(/TRUST_PROXY/);
  });
});

describe("PUBLIC_URL", () => {
  it("must be an http(s) address", () => {
    expect(loadConfig({ PUBLIC_URL: "https://nova.estudio.cl" }).PUBLIC_URL).toBe(
      "https://nova.estudio.cl",
    );
    expect(() => loadConfig({ PUBLIC_URL: "nova.estudio.cl" })).toThrow(/PUBLIC_URL/);
  });
});
