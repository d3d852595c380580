import type { InjectOptions } from "fastify";
import { rng } from "../../../../scripts/demo-data.ts";
import { concretePath, type JsonSchema, type Operation } from "./openapi-operations.ts";

// Malformed requests generated from the OpenAPI document with a seeded generator, so a failure
// found once is found again on every run and on both engines.

/** Test inputs picked reproducibly: the demo studio's seeded generator (mulberry32). */
export class Rng {
  readonly next: () => number;

  constructor(seed: number) {
    this.next = rng(seed);
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
}

/** A password no response may ever contain (the login bodies carry it). */
export const FUZZ_PASSWORD = "clave-del-fuzz-9f3a";

const deepObject = (levels: number): unknown =>
  levels === 0 ? "fondo" : { a: deepObject(levels - 1) };

const NASTY_STRINGS = [
  "",
  " ",
  "   \t  ",
  "\u0000",
  "Ana\u0000Pérez",
  "\u0007\u0008",
  "\u001b[31mrojo",
  "\u007f",
  "\u0085",
  "\u202eanA",
  "\u200f\u200eRTL",
  "\ufeffBOM",
  "\ud800",
  "💃🏽 Danza",
  "' OR '1'='1",
  "1; DROP TABLE students; --",
  "admin'--",
  '" OR ""="',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, sent as it is
  "${jndi:ldap://x/a}",
  "{{7*7}}",
  "../../etc/passwd",
  "%00",
  "%zz",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "null",
  "true",
  "[]",
  "{}",
  "x".repeat(5_000),
];

const WRONG_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 1,
  "",
  "abc",
  [],
  [1, 2],
  {},
  { a: 1 },
  Array.from({ length: 150 }, (_, i) => i),
  Array.from({ length: 150 }, () => ({ classId: 1, amount: 1 })),
  deepObject(40),
];

export const BAD_DATES = [
  "2024-02-30",
  "2026-13-01",
  "2026-1-1",
  "2026-02-29",
  "0000-01-01",
  "9999-99-99",
  "2026/08/01",
  "01-08-2026",
  "2026-08-01T00:00:00Z",
  "abc",
  "",
];

export const BAD_MONTHS = [
  "2026-1",
  "2026-13",
  "2026-00",
  "2024-02-30",
  "0000-01",
  "202608",
  "2026-08-01",
  "-2026-08",
  "abc",
  "",
];

const BAD_IDS = [
  "0",
  "2147483648",
  "1e20",
  "-1",
  "abc",
  "1.5",
  "1e3",
  "99999999999999999999",
  "9007199254740993",
  "%00",
  "%2F",
  "%2e%2e",
  "1%20",
  "%20",
  "NaN",
  "%D9%A3",
  "%EF%BC%91",
  "' OR 1=1",
  "1".repeat(101),
];

/** A plausible value for a schema, used as the base each mutation spoils. */
function sample(schema: JsonSchema, key: string): unknown {
  const option = schema.anyOf?.[0];
  if (option) return sample(option, key);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        out[name] = sample(property, name);
      }
      return out;
    }
    case "array":
      return schema.items ? [sample(schema.items, key)] : [];
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    default:
      if (schema.pattern === "^\\d+$") return "1";
      if (/password/i.test(key)) return FUZZ_PASSWORD;
      if (/month/i.test(key)) return "2026-08";
      if (/date/i.test(key)) return "2026-08-15";
      if (/email/i.test(key)) return "ana@nova.cl";
      return "Ana";
  }
}

type Path = (string | number)[];

/** Paths of every value inside `value` (objects and arrays included). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [at];
  const children = Object.entries(value).flatMap(([k, v]) =>
    pathsOf(v, [...at, Array.isArray(value) ? Number(k) : k]),
  );
  return at.length === 0 ? children : [at, ...children];
}

function setAt(target: unknown, path: Path, value: unknown, remove = false) {
  let current = target;
  for (const key of path.slice(0, -1)) {
    if (current === null || typeof current !== "object") return;
    current = (current as Record<string | number, unknown>)[key];
  }
  const last = path.at(-1);
  if (last === undefined || current === null || typeof current !== "object") return;
  const record = current as Record<string | number, unknown>;
  if (remove) delete record[last];
  else record[last] = value;
}

function badValueFor(rng: Rng, key: string): unknown {
  if (/month/i.test(key)) return rng.pick(BAD_MONTHS);
  if (/date/i.test(key)) return rng.pick(BAD_DATES);
  return rng.pick(NASTY_STRINGS);
}

/** One malformed JSON body for `schema`, or a raw payload with its content type. */
function malformedBody(rng: Rng, schema: JsonSchema): { payload: unknown; contentType?: string } {
  const body = sample(schema, "body");
  const paths = pathsOf(body);
  const somePath = () => (paths.length > 0 ? rng.pick(paths) : []);
  const keyOf = (path: Path) => String(path.at(-1) ?? "");
  switch (rng.int(9)) {
    case 0: {
      setAt(body, somePath(), rng.pick(WRONG_VALUES));
      return { payload: body };
    }
    case 1: {
      const path = somePath();
      setAt(body, path, badValueFor(rng, keyOf(path)));
      return { payload: body };
    }
    case 2: {
      // Every string of the body spoiled at once: dates, months, text.
      for (const path of paths) {
        if (typeof path.at(-1) === "string") setAt(body, path, badValueFor(rng, keyOf(path)));
      }
      return { payload: body };
    }
    case 3: {
      setAt(body, somePath(), undefined, true);
      return { payload: body };
    }
    case 4: {
      const extra = rng.pick([
        '"__proto__":{"isAdmin":true}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"id":999999',
        '"createdBy":1',
        `"zzz":${JSON.stringify(rng.pick(NASTY_STRINGS))}`,
      ]);
      const json = JSON.stringify(body);
      return {
        payload: json === "{}" ? `{${extra}}` : json.replace(/^\{/, `{${extra},`),
        contentType: "application/json",
      };
    }
    case 5: {
      setAt(body, somePath(), "x".repeat(rng.pick([1_000, 100_000, 900_000])));
      return { payload: body };
    }
    case 6: {
      const nesting = rng.pick([1_000, 10_000, 100_000]);
      return {
        payload: rng.pick([
          `${'{"a":'.repeat(nesting)}1${"}".repeat(nesting)}`,
          `${"[".repeat(nesting)}${"]".repeat(nesting)}`,
        ]),
        contentType: "application/json",
      };
    }
    case 7:
      return rng.pick([
        { payload: '"texto"', contentType: "application/json" },
        { payload: "123", contentType: "application/json" },
        { payload: "null", contentType: "application/json" },
        { payload: "[]", contentType: "application/json" },
        { payload: `[${JSON.stringify(body)}]`, contentType: "application/json" },
        { payload: "", contentType: "application/json" },
        { payload: '{"a":', contentType: "application/json" },
        { payload: "{'a': 1}", contentType: "application/json" },
        { payload: "\u0000", contentType: "application/json" },
        { payload: JSON.stringify(body), contentType: "text/plain" },
        { payload: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
        { payload: JSON.stringify(body), contentType: "application/xml" },
        { payload: `{"n":"${"x".repeat(1_100_000)}"}`, contentType: "application/json" },
      ]);
    default: {
      // Two mutations in one body.
      setAt(body, somePath(), rng.pick(WRONG_VALUES));
      const path = somePath();
      setAt(body, path, badValueFor(rng, keyOf(path)));
      return { payload: body };
    }
  }
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as raw bytes. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

function malformedQuery(rng: Rng, names: string[]): string {
  if (names.length === 0) {
    return rng.pick(["", "?a=1", "?page=-1", `?x=${enc("\u0000")}`]);
  }
  const parts: string[] = [];
  for (const name of names) {
    if (rng.int(3) === 0) continue;
    switch (rng.int(6)) {
      case 0:
        parts.push(`${name}=${enc(String(badValueFor(rng, name)))}`);
        break;
      case 1:
        parts.push(`${name}=1&${name}=2`);
        break;
      case 2:
        parts.push(`${name}[]=1&${name}[a]=2`);
        break;
      case 3:
        parts.push(`${name}=${enc(rng.pick(NASTY_STRINGS))}`);
        break;
      case 4:
        parts.push(`${name}=${rng.pick(["%zz", "%", "%E0%A4%A", "%00", "+", "%20"])}`);
        break;
      default:
        parts.push(
          `${name}=${enc(rng.pick(["0", "-5", "1.5", "1e9", "1e20", "2147483648", "999999999999", "abc"]))}`,
        );
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

function malformedPath(rng: Rng, op: Operation): string {
  if (op.pathParams.length === 0) return op.path;
  const values: Record<string, string> = {};
  for (const name of op.pathParams) {
    if (rng.int(2) === 0) continue;
    values[name] = /month/i.test(name) ? enc(rng.pick(BAD_MONTHS)) : rng.pick(BAD_IDS);
  }
  return concretePath(op.path, values);
}

/** One malformed request for the operation, with or without the given Authorization value. */
export function malformedRequest(rng: Rng, op: Operation, authorization?: string): InjectOptions {
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (op.headerParams.includes("idempotency-key") && rng.int(3) === 0) {
    headers["idempotency-key"] = rng.pick([
      "",
      " ",
      "x".repeat(300),
      "clave con espacios",
      "ñandú",
      "a",
    ]);
  }
  const options: InjectOptions = {
    method: op.method,
    url: `${malformedPath(rng, op)}${malformedQuery(rng, op.queryParams)}`,
    headers,
  };
  if (op.body) {
    const { payload, contentType } = malformedBody(rng, op.body);
    if (contentType) headers["content-type"] = contentType;
    options.payload = typeof payload === "string" ? payload : JSON.stringify(payload);
    if (!contentType) headers["content-type"] = "application/json";
  } else if (rng.int(4) === 0) {
    headers["content-type"] = "application/json";
    options.payload = rng.pick(['{"a":1}', "{", "[]", "null"]);
  }
  return options;
}

/**
 * Ids no row can have, or that are no id at all (issue 35: `?classId=2147483648` reached
 * PostgreSQL's int4 column, a 500). Every id of every route is probed with each.
 */
export const OUT_OF_RANGE_IDS = ["2147483648", "-1", "0", "1e20", "abc"] as const;

/**
 * Whether a parameter or body field holds a row id: `id`, `classId`, `classIds`, `?student=`.
 * Not the audit's `?entityId=`: a record's key as the log stores it, text that is a number or a
 * date (a cash close's day), compared as text.
 */
export const isIdName = (name: string) => name !== "entityId" && /^(id|student)$|Ids?$/.test(name);

/** A plausible body; the public form's hidden field left empty, as a person leaves it. */
function plausibleBody(schema: JsonSchema): unknown {
  const body = sample(schema, "body");
  if (body !== null && typeof body === "object" && "website" in body) {
    (body as Record<string, unknown>).website = "";
  }
  return body;
}

/** One request whose only fault is an id: where it is, which one, and the value sent. */
export interface IdProbe {
  where: "path" | "query" | "body";
  name: string;
  value: string;
  request: InjectOptions;
}

/** The operation's path with every parameter valid except those in `values`. */
function validPath(op: Operation, values: Record<string, string> = {}): string {
  const dates: Record<string, string> = {};
  for (const name of op.pathParams) if (/date/i.test(name)) dates[name] = "2026-08-15";
  return concretePath(op.path, { ...dates, ...values });
}

/**
 * A request for each id of the operation (path, query, and body fields and array items,
 * nested included) with each of OUT_OF_RANGE_IDS, the rest of the request plausible.
 */
export function idProbes(op: Operation): IdProbe[] {
  const probes: IdProbe[] = [];
  const withBody = (url: string, body?: unknown): InjectOptions => ({
    method: op.method,
    url,
    ...(op.body
      ? {
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(body ?? plausibleBody(op.body)),
        }
      : {}),
  });
  for (const value of OUT_OF_RANGE_IDS) {
    for (const name of op.pathParams.filter(isIdName)) {
      probes.push({
        where: "path",
        name,
        value,
        request: withBody(validPath(op, { [name]: value })),
      });
    }
    for (const name of op.queryParams.filter(isIdName)) {
      probes.push({
        where: "query",
        name,
        value,
        request: withBody(`${validPath(op)}?${name}=${encodeURIComponent(value)}`),
      });
    }
    if (!op.body) continue;
    for (const path of pathsOf(plausibleBody(op.body))) {
      const last = path.at(-1);
      const key = typeof last === "number" ? String(path.at(-2) ?? "") : String(last ?? "");
      if (!isIdName(key)) continue;
      const body = plausibleBody(op.body);
      setAt(body, path, value === "abc" ? value : Number(value));
      probes.push({
        where: "body",
        name: path.join("."),
        value,
        request: withBody(validPath(op), body),
      });
    }
  }
  return probes;
}

/** `c` percent-encoded (`a` → `%61`). */
export const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`;

/** Another spelling of a path: encoded, doubled slashes, other case, over-long, broken. */
export function pathVariant(rng: Rng, path: string): string {
  const i = 1 + rng.int(Math.max(path.length - 1, 1));
  const char = path[i] ?? "a";
  switch (rng.int(8)) {
    case 0:
      return char === "/" ? path : `${path.slice(0, i)}${encodeChar(char)}${path.slice(i + 1)}`;
    case 1:
      return path.replace(/\//g, () => (rng.int(3) === 0 ? "//" : "/"));
    case 2:
      return [...path].map((c) => (rng.int(2) === 0 ? c.toUpperCase() : c)).join("");
    case 3:
      return `${path}/`;
    case 4:
      return `${path}/${"a".repeat(rng.pick([200, 5_000, 60_000]))}`;
    case 5:
      return `${path.slice(0, i)}${rng.pick(["%", "%zz", "%0", "%c0%ae", "%ff", "%u0061"])}${path.slice(i)}`;
    case 6:
      return `${path}${rng.pick(["/..", "/./", "/%2e%2e/%2e%2e/etc/passwd", "/;x", "#frag", "?%", "/\u00e1"])}`;
    default:
      return `/${path.slice(1).replace(/^api/, rng.pick(["%61pi", "ap%69", "%61%70%69", "API", "Api"]))}`;
  }
}

export const UNKNOWN_METHODS = [
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "SEARCH",
  "LOCK",
  "CONNECT",
];
