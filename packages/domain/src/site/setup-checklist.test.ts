import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSettings, mergeSettings } from "../schemas/settings";
import { SETUP_STEPS, setupChecklist } from "./setup-checklist";

const complete = mergeSettings(defaultSettings, {
  studio: {
    name: "Estudio Alas",
    rut: "76.543.210-3",
    address: "Av. Italia 1234, Ñuñoa",
    phone: "+56 2 2345 6789",
  },
  payments: {
    bank: {
      bank: "BancoEstado",
      accountType: "corriente",
      accountNumber: "29100012345",
      holder: "Estudio Alas SpA",
      holderRut: "76.543.210-3",
      email: "",
    },
  },
});
const withFlow = {
  ...complete,
  onlinePayments: {
    ...complete.onlinePayments,
    flow: { ...complete.onlinePayments.flow, apiKey: "clave", secretKeySet: true },
  },
};

describe("setupChecklist", () => {
  it("a new studio has every step to do, each with where to do it", () => {
    const list = setupChecklist({
      settings: defaultSettings,
      privacyNoticePublished: false,
      publicUrl: false,
    });
    expect(list.complete).toBe(false);
    expect(list.steps.map((s) => s.key)).toEqual([...SETUP_STEPS]);
    expect(list.steps.every((s) => !s.done && s.href.startsWith("/settings"))).toBe(true);
  });

  it("is complete only when every step is done", () => {
    const list = setupChecklist({
      settings: withFlow,
      privacyNoticePublished: true,
      publicUrl: true,
    });
    expect(list.complete).toBe(true);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (notice, url, flow) => {
        const result = setupChecklist({
          settings: flow ? withFlow : complete,
          privacyNoticePublished: notice,
          publicUrl: url,
        });
        expect(result.complete).toBe(notice && url && flow);
        expect(result.steps.filter((s) => !s.done).length).toBe(
          Number(!notice) + Number(!url) + Number(!flow),
        );
      }),
    );
  });
});
