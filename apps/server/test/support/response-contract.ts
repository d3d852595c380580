import { isDeepStrictEqual } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodType } from "zod";

// Responses are serialised without re-validation (docs/decisions/0011-responses-are-not-re-validated-at-run-time.md), so nothing at run time
// stops a handler from sending a field the OpenAPI document does not have, or missing one it
// promises. The integration suite checks it instead: every successful JSON response of every
// request a test makes is parsed with the route's response schema (the schema the document is
// generated from) and must come out unchanged, so an undocumented field fails as surely as a
// missing or mistyped one. Error bodies follow the one error contract of the error handler.

/** What is wrong with a response against its route's documented schema, or null. */
export function responseProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const status = reply.statusCode;
  if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs")) return null;
  if (status === 204 || status >= 300) return null;
  const schemas = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = schemas?.[String(status)] as ZodType | undefined;
  if (!schema) return `${route} ${status}: la respuesta no está documentada`;
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return null;
  // A document that is not JSON (the personal-data PDF) is checked by its own tests.
  const type = String(reply.getHeader("content-type") ?? "");
  if (type !== "" && !type.includes("json")) return null;
  // A cached answer may leave already compressed (plugins/read-cache.ts): checked decoded.
  const encoding = String(reply.getHeader("content-encoding") ?? "");
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const text =
    encoding === "br"
      ? brotliDecompressSync(bytes).toString("utf8")
      : encoding === "gzip"
        ? gunzipSync(bytes).toString("utf8")
        : bytes.toString("utf8");
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return `${route} ${status}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`;
  }
  if (!isDeepStrictEqual(parsed.data, body)) {
    return `${route} ${status}: la respuesta tiene campos que el esquema no documenta`;
  }
  return null;
}
