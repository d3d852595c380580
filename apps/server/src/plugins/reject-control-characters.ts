import type { FastifyInstance } from "fastify";
import { failure } from "../lib/errors.ts";

// C0 controls other than tab, line feed and carriage return, DEL and the C1 block. PostgreSQL
// refuses NUL in text (a 500) while SQLite stores it; no field of the studio needs any of them,
// so one check at the door treats both engines alike.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MAX_DEPTH = 64;

/**
 * The path of the first string (or key) holding a control character, or undefined. Runs on
 * every request: the path is built only on the way back from a find (issue 37: copying it at
 * every key of every request showed in the CPU profile).
 */
function findControlCharacter(value: unknown, depth = 0): string[] | undefined {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? [] : undefined;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return undefined;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (CONTROL_CHARACTER.test(key)) return [key];
    const found = findControlCharacter(record[key], depth + 1);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return undefined;
}

/** Refuses control characters anywhere in the path parameters, query or JSON body with a 400. */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const source of [request.params, request.query, request.body]) {
      const path = findControlCharacter(source);
      if (path) {
        done(
          failure(
            "VALIDATION_ERROR",
            path.length > 0 ? { field: path.join(".") } : {},
            "El texto contiene caracteres de control no permitidos",
          ),
        );
        return;
      }
    }
    done();
  });
}
