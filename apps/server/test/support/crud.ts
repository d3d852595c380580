import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { type adminApi, nullForMissing } from "./fixtures.ts";

// The checks every record's CRUD routes share (classes, teachers, students, enrollments): the
// same assertions each of their suites made by hand, written once so a suite lists only its data.

type Api = ReturnType<typeof adminApi>;
type Method = NonNullable<InjectOptions["method"]>;

/** Every route answers 401 to a request without a token. */
export async function expectTokenRequired(
  t: { app: { inject: (opts: InjectOptions) => Promise<LightMyRequestResponse> } },
  routes: readonly (readonly [Method, string])[],
  payload: object,
) {
  for (const [method, url] of routes) {
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
  }
}

/** A form case: the body sent, the Spanish message expected and the field it names. */
export type FormCase = readonly [payload: object, message: string, field: string];

/**
 * Each case answers 400 VALIDATION_ERROR with its message and field, on the create route and on
 * the update route (which keeps a field left out, so there it is sent as an explicit null); a
 * create without a body answers 400 too.
 */
export async function expectFormRejected(
  api: Api,
  routes: { create: string; update: string },
  cases: readonly FormCase[],
) {
  for (const [payload, message, field] of cases) {
    for (const [method, url] of [
      ["POST", routes.create],
      ["PUT", routes.update],
    ] as const) {
      const sent = method === "PUT" ? nullForMissing(payload) : payload;
      const res = await api(method, url, sent);
      expect(res.statusCode, `${method} ${JSON.stringify(sent)}`).toBe(400);
      expect(res.json()).toMatchObject({
        message,
        details: { errorType: "VALIDATION_ERROR", field },
      });
    }
  }
  expect((await api("POST", routes.create)).statusCode).toBe(400);
}

/** GET, PUT and DELETE of a missing id answer 404 with the record's problem; a bad id, 400. */
export async function expectMissingAndBadIds(
  api: Api,
  urls: { missing: string; bad: string },
  body: object,
  problem: { message: string; errorType: string },
) {
  for (const method of ["GET", "PUT", "DELETE"] as const) {
    const missing = await api(method, urls.missing, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: problem.message,
      details: { errorType: problem.errorType },
    });
    expect((await api(method, urls.bad, body)).statusCode).toBe(400);
  }
}

/** A record's five CRUD routes (list, read, create, update, delete), the single ones on id 1. */
export function crudRoutes(base: string): [Method, string][] {
  return [
    ["GET", base],
    ["GET", `${base}/1`],
    ["POST", base],
    ["PUT", `${base}/1`],
    ["DELETE", `${base}/1`],
  ];
}

/** The ids a list route answers for a query string, once it has answered 200. */
export function listedIds(api: Api, base: string) {
  return async (query: string): Promise<number[]> => {
    const res = await api("GET", `${base}?${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json().map((row: { id: number }) => row.id);
  };
}

/** A read as the admin that must answer 200 (the body shown when it does not): its JSON. */
export async function getOk<T>(api: Api, url: string): Promise<T> {
  const res = await api("GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** A create as the admin that must answer 201 (the body shown when it does not): the new id. */
export async function createdId(api: Api, url: string, body: object): Promise<number> {
  const res = await api("POST", url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** Enrolls through the API, as the desk does (so the matrícula is charged), and checks the 201. */
export async function enrollThroughApi(
  api: Api,
  studentId: number,
  classId: number,
  enrollmentDate: string,
) {
  const res = await api("POST", "/api/students/enroll", { studentId, classId, enrollmentDate });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * One class's month paid in cash at the desk through the API, on the date given (by default the
 * test clock's today): the response, for the test to check.
 */
export function payCashThroughApi(
  api: Api,
  line: { studentId: number; classId: number; paymentMonth: string; amount: number },
  paymentDate = "2026-08-15",
) {
  return api("POST", "/api/payments", { ...line, paymentDate, paymentMethod: "EFECTIVO" });
}

/** A 400 VALIDATION_ERROR whose whole body is the message, the field and the value refused. */
export function expectInvalid(
  res: LightMyRequestResponse,
  message: string,
  field: string,
  rejectedValue: unknown,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    message,
    details: { errorType: "VALIDATION_ERROR", field, rejectedValue },
  });
}

/** A 400 VALIDATION_ERROR that names this field (its message and the rest not checked). */
export function expectInvalidField(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().details).toMatchObject({ errorType: "VALIDATION_ERROR", field });
}
