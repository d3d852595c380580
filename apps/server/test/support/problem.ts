import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { expectExactAnswer } from "./answer.ts";

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

/**
 * The response is this error to the letter: its status and its whole body, for the answers
 * whose every field (message, field, rejected value, figures) is part of the contract.
 */
export const expectExactProblem: (
  res: LightMyRequestResponse,
  status: number,
  body: object,
) => void = expectExactAnswer;
