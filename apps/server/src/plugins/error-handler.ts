import type { Socket } from "node:net";
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorType } from "@nova/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseUnavailable } from "../db/connection-errors.ts";
import { isUniqueViolation } from "../lib/db-helpers.ts";
import { AppError, failure } from "../lib/errors.ts";

// zod's own messages (wrong type, too many items…) in Spanish; the domain schemas' explicit
// messages (docs/product/contract-texts.md#validation) take precedence over these. Global to the process, like zod's config.
z.config(z.locales.es());

interface ErrorBody {
  message: string;
  details: { errorType: string; field?: string; rejectedValue?: unknown; [key: string]: unknown };
}

const MAX_ECHO_CHARS = 100;
const SECRET_FIELD = /password|contrase|token|secret|authorization/i;

/**
 * What of a rejected value may go back to the client: short scalars only, never a secret. The
 * echo helps a person see what was wrong; it must not return a 900 KB field or a password.
 */
export function echoable(field: string | undefined, value: unknown): unknown {
  if (field && SECRET_FIELD.test(field)) return undefined;
  if (typeof value === "string") {
    return value.length > MAX_ECHO_CHARS ? `${value.slice(0, MAX_ECHO_CHARS)}…` : value;
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null) return value;
  return undefined;
}

function valueAt(source: unknown, path: string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function withSafeEcho(details: ErrorBody["details"]): ErrorBody["details"] {
  if (!("rejectedValue" in details)) return details;
  const rejectedValue = echoable(details.field, details.rejectedValue);
  const { rejectedValue: _dropped, ...rest } = details;
  return rejectedValue === undefined ? rest : { ...rest, rejectedValue };
}

/** The contract body of a catalogued error, with its own message. */
function bodyOf(errorType: ErrorType): ErrorBody {
  return { message: ERROR_MESSAGES[errorType], details: { errorType } };
}

/** Fastify's own error codes, answered with the catalogue's error types. */
const FRAMEWORK_ERRORS: Record<string, ErrorType> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_BAD_URL: "BAD_URL",
  FST_ERR_MAX_PARAM_LENGTH: "URI_TOO_LONG",
};

/** The body and status of any error, in the one contract shape. */
function toErrorReply(error: FastifyError, request: FastifyRequest): [number, ErrorBody] {
  // A database outage (PostgreSQL restarting, a dropped connection) is a 503 the client can
  // retry, not an internal error.
  // A unique violation that no service turned into its own code (DUPLICATE_WAIVER, DAY_CLOSED…)
  // is still a conflict between two requests, never a 500 (docs/product/engineering.md#concurrency); logged so the path
  // can get its own code.
  if (isUniqueViolation(error)) request.log.warn({ err: error }, "unique violation as 409");
  const known = isDatabaseUnavailable(error)
    ? failure("DATABASE_UNAVAILABLE")
    : isUniqueViolation(error)
      ? failure("CONFLICT")
      : error;
  if (known instanceof AppError) {
    return [
      known.statusCode,
      { message: known.message, details: { ...known.extra, errorType: known.errorType } },
    ];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = (first?.instancePath ?? "").split("/").filter(Boolean);
    const source =
      error.validationContext === "params"
        ? request.params
        : error.validationContext === "querystring"
          ? request.query
          : error.validationContext === "headers"
            ? request.headers
            : request.body;
    // A body that is missing or not an object names no field: say what was expected.
    const wholeBodyWrong = error.validationContext === "body" && path.length === 0;
    return [
      ERROR_STATUS.VALIDATION_ERROR,
      {
        message: wholeBodyWrong
          ? "El cuerpo de la solicitud debe ser un objeto JSON"
          : (first?.message ?? ERROR_MESSAGES.VALIDATION_ERROR),
        details: {
          errorType: "VALIDATION_ERROR",
          field: path.join(".") || undefined,
          // The whole body (a text/plain login, say) is never echoed: only one field's value.
          rejectedValue: wholeBodyWrong ? undefined : valueAt(source, path),
        },
      },
    ];
  }
  const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  const errorType: ErrorType =
    framework ??
    (error instanceof SyntaxError
      ? "INVALID_JSON"
      : error.statusCode === 429
        ? "RATE_LIMITED"
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? "BAD_REQUEST"
          : "INTERNAL_ERROR");
  // A 4xx Fastify raised for a reason of its own keeps its status, with the generic body.
  const status =
    errorType === "BAD_REQUEST" && error.statusCode ? error.statusCode : ERROR_STATUS[errorType];
  return [status, bodyOf(errorType)];
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, body] = toErrorReply(error, request);
  // A refusal under overload is not a failure to investigate (load-shedding.ts warns once).
  if (status >= 500 && body.details.errorType !== "SERVER_BUSY") {
    request.log.error({ err: error }, "request failed");
  }
  // A limit that says when it lifts (portal writes, issue 35; a busy server, issue 37) says it
  // in the header too.
  const retryAfter = body.details.retryAfterSeconds;
  if ((status === 429 || status === 503) && typeof retryAfter === "number") {
    reply.header("retry-after", retryAfter);
  }
  reply.status(status).send({ message: body.message, details: withSafeEcho(body.details) });
}

/** Every error leaves as `{message, details:{errorType,…}}`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%zz`) or a path parameter over
 * the length limit, which never reach the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  sendError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (unknown methods, broken
 * request lines or headers) get the contract's body too, written straight on the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [errorType, reason]: [ErrorType, string] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? ["REQUEST_TIMEOUT", "Request Timeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? ["HEADERS_TOO_LARGE", "Request Header Fields Too Large"]
        : ["BAD_REQUEST", "Bad Request"];
  const status = ERROR_STATUS[errorType];
  const body = bodyOf(errorType);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
