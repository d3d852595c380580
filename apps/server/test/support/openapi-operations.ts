import { z } from "zod";
import type { App } from "../../src/app.ts";

// The parts of the OpenAPI document the security suites read, validated rather than cast:
// if the document's shape changes, these suites fail loudly instead of testing nothing.
const jsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchema.optional(),
    anyOf: z.array(jsonSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
    maxLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
  }),
);

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const operationSchema = z.object({
  security: z.array(z.unknown()).optional(),
  parameters: z
    .array(z.object({ in: z.string(), name: z.string(), required: z.boolean().optional() }))
    .optional(),
  requestBody: z
    .object({ content: z.object({ "application/json": z.object({ schema: jsonSchema }) }) })
    .optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({
        content: z.object({ "application/json": z.object({ schema: jsonSchema }) }).optional(),
      }),
    )
    .optional(),
});

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

export interface Operation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI path, with `{name}` placeholders. */
  path: string;
  /** Documented as answered without a token (`security: []`). */
  isPublic: boolean;
  /** A family portal route (issue 30): opened by the portal's cookie, never by a token. */
  isPortal: boolean;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  body?: JsonSchema;
  /** The documented JSON body of its 200 answer, if any. */
  response200?: JsonSchema;
}

const METHODS = { get: "GET", post: "POST", put: "PUT", delete: "DELETE" } as const;

function isMethod(key: string): key is keyof typeof METHODS {
  return key in METHODS;
}

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: App): Operation[] {
  const doc = documentSchema.parse(app.swagger());
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      if (!isMethod(method)) continue;
      const params = op.parameters ?? [];
      const named = (where: string) => params.filter((p) => p.in === where).map((p) => p.name);
      operations.push({
        method: METHODS[method],
        path,
        isPublic: op.security !== undefined && op.security.length === 0,
        isPortal: JSON.stringify(op.security ?? []).includes("portalCookie"),
        pathParams: named("path"),
        queryParams: named("query"),
        headerParams: named("header"),
        body: op.requestBody?.content["application/json"].schema,
        response200: op.responses?.["200"]?.content?.["application/json"].schema,
      });
    }
  }
  return operations;
}

/** The operation's path with each `{name}` replaced by `values[name]`, else a valid value. */
export function concretePath(path: string, values: Record<string, string> = {}): string {
  return path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => values[name] ?? (/month/i.test(name) ? "2026-08" : "1"),
  );
}
