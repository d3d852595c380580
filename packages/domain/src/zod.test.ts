import { describe, expect, it } from "vitest";
import { z as plainZod } from "zod";
import { trialRequestInputSchema } from "./index";

// Issue 40, point 12: zod never compiles a parser with `new Function` (the web app's CSP has no
// 'unsafe-eval', and even zod's probe for it is a reported violation).
describe("the domain's zod", () => {
  it("is set jitless before any schema is built, for every importer of zod", () => {
    expect(plainZod.config().jitless).toBe(true);
  });

  it("parses without ever calling Function", () => {
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        calls += 1;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      for (let i = 0; i < 3; i++) {
        trialRequestInputSchema.safeParse({ classId: 1, name: "Ana", age: 30, consent: true });
      }
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
