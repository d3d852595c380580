import { type ZodObject, type ZodRawShape, z } from "zod";

/** Message of a request whose body is missing or is not a JSON object. */
export const BODY_NOT_OBJECT_MESSAGE = "El cuerpo de la solicitud debe ser un objeto JSON";

/**
 * The same object schema with a Spanish message when the body is missing, `null` or not an
 * object (zod's own message for that case is English). Only for plain object schemas: the
 * shape is copied, so object-level refinements would not be.
 */
export function jsonBody<Shape extends ZodRawShape>(schema: ZodObject<Shape>) {
  return z.object(schema.shape, { error: BODY_NOT_OBJECT_MESSAGE });
}
