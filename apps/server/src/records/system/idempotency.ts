import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { isUniqueViolation } from "../../lib/db-helpers.ts";
import { AppError, failure } from "../../lib/errors.ts";
import { findStoredResponse, type StoredResponse, storeResponse } from "./idempotency-keys.ts";

/** The Idempotency-Key of a request and the fingerprint of what it asks for. */
export interface IdempotencyClaim {
  key: string;
  userId: number;
  requestHash: string;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

// Keys are compared as sent; objects are hashed with sorted keys so that the same body sent by
// another client library (other key order) is still recognised as the same request.
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The claim of a request sent with an `Idempotency-Key` header, or null without one. The hash
 * covers method, path and body, so reusing a key for another request is detected.
 */
export function idempotencyClaim(request: FastifyRequest, userId: number): IdempotencyClaim | null {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "Idempotency-Key", rejectedValue: key },
      "La clave de idempotencia debe tener entre 1 y 255 caracteres visibles",
    );
  }
  const path = request.url.split("?")[0] ?? request.url;
  const requestHash = createHash("sha256")
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest("hex");
  return { key, userId, requestHash };
}

function replay<T>(stored: StoredResponse, claim: IdempotencyClaim): T {
  if (stored.requestHash !== claim.requestHash) {
    throw failure(
      "IDEMPOTENCY_KEY_REUSED",
      { field: "Idempotency-Key", rejectedValue: claim.key },
      "La clave de idempotencia ya se usó para otra solicitud con datos distintos; genere una clave nueva para este pago",
    );
  }
  return stored.body as T;
}

/** A write in two steps: its checks, then the rows it writes. */
export interface IdempotentWrite<Plan, Result> {
  /** Loads facts and checks them, outside the transaction; throws the request's error. */
  check: () => Promise<Plan>;
  /** Writes inside the transaction; what it returns is the answer kept under the key. */
  write: (trx: Database, plan: Plan) => Promise<Result>;
  /** Turns a unique violation the write met into its own conflict (without it, it is rethrown). */
  conflict?: (plan: Plan) => Promise<never>;
}

/**
 * Runs a write once per Idempotency-Key and user, and returns its result. A key already
 * answered is replayed before anything else runs (the checks would otherwise call the retry a
 * duplicate). Otherwise `check` loads facts and checks them, and `write` runs in one
 * transaction together with storing its result under the key. Failures are not stored: they
 * wrote nothing, so a retry may succeed once the cause is fixed.
 *
 * When two requests with the same key race, both may pass the first lookup. The loser then
 * fails, either in its checks (the winner's row is already there) or on a unique index (the
 * payment's or the key's), and finds the winner's stored result and replays it. Any other
 * unique violation goes to `conflict`, which turns it into the write's own conflict.
 */
export async function runIdempotent<Plan, Result>(
  ctx: Pick<AppContext, "db" | "now">,
  claim: IdempotencyClaim | null,
  operation: IdempotentWrite<Plan, Result>,
): Promise<Result> {
  if (claim) {
    const stored = await findStoredResponse(ctx.db, claim.key, claim.userId);
    if (stored) return replay<Result>(stored, claim);
  }
  let plan: { value: Plan } | undefined;
  try {
    const checked = await operation.check();
    plan = { value: checked };
    return await ctx.db.transaction().execute(async (trx) => {
      const result = await operation.write(trx, checked);
      if (claim) await storeResponse(trx, { ...claim, body: result }, ctx.now().toISOString());
      return result;
    });
  } catch (error) {
    const conflict = isUniqueViolation(error) || error instanceof AppError;
    if (claim && conflict) {
      const stored = await findStoredResponse(ctx.db, claim.key, claim.userId);
      if (stored) return replay<Result>(stored, claim);
    }
    if (isUniqueViolation(error) && plan && operation.conflict)
      return operation.conflict(plan.value);
    throw error;
  }
}
