import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * The response is the error the test expects: its status, its `details.errorType` and, when
 * given, its Spanish message (other fields of the body are not checked here).
 */
export function expectProblem(
  res: LightMyRequestResponse,
  status: number,
  errorType: string,
  message?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({
    ...(message === undefined ? {} : { message }),
    details: { errorType },
  });
}
