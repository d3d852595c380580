import type { LightMyRequestResponse } from "fastify";

/**
 * How many responses had each status, e.g. `{ 201: 1, 409: 9 }`: what a race test asserts on
 * and what its failure message shows.
 */
export function tallyStatuses(responses: LightMyRequestResponse[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const res of responses) tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
  return tally;
}

/** The error types of the responses that failed, sorted, for a readable assertion. */
export function errorTypes(responses: LightMyRequestResponse[]): string[] {
  return responses
    .filter((res) => res.statusCode >= 400)
    .map((res) => String(res.json().details?.errorType))
    .sort();
}
