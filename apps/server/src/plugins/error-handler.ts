import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/connection-errors.ts";
import { AppError, databaseUnavailable } from "../errors.ts";

interface ErrorBody {
  message: string;
  details: { errorType: string; field?: string; rejectedValue?: unknown; [key: string]: unknown };
}

function valueAt(source: unknown, path: string[]): unknown {
  let current: unknown = source;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Every error leaves as `{message, details:{errorType,…}}`; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = {
      message: "Error interno del servidor. Intenta nuevamente.",
      details: { errorType: "INTERNAL_ERROR" },
    };

    // A database outage (PostgreSQL restarting, a dropped connection) is a 503 the client can
    // retry, not an internal error.
    const known = isDatabaseUnavailable(error) ? databaseUnavailable() : error;
    if (known instanceof AppError) {
      status = known.statusCode;
      body = { message: known.message, details: { errorType: known.errorType, ...known.extra } };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
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
      // zod's message for a body that is missing or not an object is English and names no
      // field; every other issue carries the Spanish message of the domain schemas.
      const wholeBodyWrong = error.validationContext === "body" && path.length === 0;
      status = 400;
      body = {
        message: wholeBodyWrong
          ? "El cuerpo de la solicitud debe ser un objeto JSON"
          : (first?.message ?? "Datos inválidos"),
        details: {
          errorType: "VALIDATION_ERROR",
          field: path.join(".") || undefined,
          rejectedValue: valueAt(source, path),
        },
      };
    } else if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      status = 400;
      body = {
        message: "El cuerpo de la solicitud no es un JSON válido",
        details: { errorType: "INVALID_JSON" },
      };
    } else if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      status = 415;
      body = {
        message: "Tipo de contenido no soportado; envía JSON",
        details: { errorType: "UNSUPPORTED_MEDIA_TYPE" },
      };
    } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      status = 413;
      body = {
        message: "La solicitud es demasiado grande",
        details: { errorType: "PAYLOAD_TOO_LARGE" },
      };
    } else if (error.statusCode === 429) {
      status = 429;
      body = {
        message: "Demasiadas solicitudes. Espera un momento e intenta nuevamente.",
        details: { errorType: "RATE_LIMITED" },
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: "Solicitud inválida", details: { errorType: "BAD_REQUEST" } };
    }

    if (status >= 500) request.log.error({ err: error }, "request failed");
    reply.status(status).send(body);
  });
}
