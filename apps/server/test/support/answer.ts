import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

// The check most API tests make of an answer: its status (the body shown when it is not the
// one expected, so a failure says why) and then its body.

/** The response has this status and a body with these fields (other fields not checked). */
export function expectAnswer(res: LightMyRequestResponse, status: number, body: object) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(body);
}

/** The response has this status and exactly this body. */
export function expectExactAnswer(res: LightMyRequestResponse, status: number, body: unknown) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual(body);
}

/**
 * The rows as tuples of the named fields, in that order: a list answer compared as a small
 * table (`[["Ana", 30_000], …]`) rather than field by field.
 */
export function fieldsOf<K extends string>(
  rows: readonly { [key in K]?: unknown }[],
  ...keys: K[]
) {
  return rows.map((row) => keys.map((key) => row[key]));
}
