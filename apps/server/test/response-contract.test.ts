import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseProblem } from "./support/response-contract.ts";

// The checker the integration suite runs on every response must catch what it claims to.
async function appSending(body: unknown, status = 200) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const problems: string[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const problem = responseProblem(request, reply, payload);
    if (problem) problems.push(problem);
    return payload;
  });
  app.get(
    "/api/cosa",
    {
      schema: {
        response: { 200: z.object({ id: z.number().int(), notes: z.string().nullable() }) },
      },
    },
    // The status and body are what the case under test sends, documented or not.
    async (_request, reply) => reply.status(status as 200).send(body as never),
  );
  await app.ready();
  await app.inject({ method: "GET", url: "/api/cosa" });
  await app.close();
  return problems;
}

describe("response contract checker", () => {
  it("accepts a response exactly as documented", async () => {
    expect(await appSending({ id: 1, notes: null })).toEqual([]);
  });

  it("reports an undocumented field", async () => {
    expect(await appSending({ id: 1, notes: null, createdBy: 3 })).toEqual([
      "GET /api/cosa 200: la respuesta tiene campos que el esquema no documenta",
    ]);
  });

  it("reports a missing or mistyped field", async () => {
    const [problem] = await appSending({ id: "1" });
    expect(problem).toMatch(/^GET \/api\/cosa 200: id: .*; notes: /);
  });

  it("reports a success status the route does not document", async () => {
    expect(await appSending({ id: 1, notes: null }, 201)).toEqual([
      "GET /api/cosa 201: la respuesta no está documentada",
    ]);
  });
});
