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

/** The checklist of these settings, privacy notice published or not, public address set or not. */
const checklistOf = (
  settings: typeof complete,
  privacyNoticePublished: boolean,
  publicUrl: boolean,
) => setupChecklist({ settings, privacyNoticePublished, publicUrl });

describe("setupChecklist", () => {
  it("a new studio has every step to do, each with where to do it", () => {
    const list = checklistOf(defaultSettings, false, false);
    expect(list.complete).toBe(false);
    expect(list.steps.map((s) => s.key)).toEqual([...SETUP_STEPS]);
    expect(list.steps.every((s) => !s.done && s.href.startsWith("/settings"))).toBe(true);
  });

  it("is complete only when every step is done", () => {
    const list = checklistOf(withFlow, true, true);
    expect(list.complete).toBe(true);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (notice, url, flow) => {
        const result = checklistOf(flow ? withFlow : complete, notice, url);
        expect(result.complete).toBe(notice && url && flow);
        expect(result.steps.filter((s) => !s.done).length).toBe(
          Number(!notice) + Number(!url) + Number(!flow),
        );
      }),
    );
  });
});
