import {
  EARLIEST_DATE,
  formatDateEs,
  isDateInRange,
  isValidDate,
  LATEST_DATE,
} from "../calendar/date";
import {
  EARLIEST_MONTH,
  formatMonthEs,
  isMonthInRange,
  isValidMonth,
  LATEST_MONTH,
} from "../calendar/month";
import { normalizeRut, rutTypedWithoutDash } from "../rut/rut";
import { z } from "../zod";

/** Message of an invalid `YYYY-MM` month. */
export const INVALID_MONTH_MESSAGE = "Formato de mes inválido (AAAA-MM)";
/** Message of an invalid `YYYY-MM-DD` date. */
export const INVALID_DATE_MESSAGE = "Formato de fecha inválido (AAAA-MM-DD)";
/** Message of a real date outside the range the API takes. */
export const DATE_RANGE_MESSAGE = `La fecha debe estar entre el ${formatDateEs(EARLIEST_DATE)} y el ${formatDateEs(LATEST_DATE)}`;
/** Message of a real month outside the range the API takes. */
export const MONTH_RANGE_MESSAGE = `El mes debe estar entre ${formatMonthEs(EARLIEST_MONTH)} y ${formatMonthEs(LATEST_MONTH)}`;
/** Message of an invalid id. */
export const INVALID_ID_MESSAGE = "El identificador debe ser un número entero positivo";

/**
 * The largest id a row can have: ids are PostgreSQL `serial` (int4). A larger one can name
 * nothing, and PostgreSQL refuses to compare it with an int4 column (an out-of-range error, a
 * 500), so every id is refused above it as malformed, on both engines alike.
 */
export const MAX_ID = 2_147_483_647;

/** Reports a failed check that spans several fields on the one `field` the message is about. */
export function fieldIssue(
  ctx: z.core.$RefinementCtx,
  field: string | number,
  message: string,
): void {
  ctx.addIssue({ code: "custom", path: [field], message });
}

/** A required text, trimmed; `message` is shown when it is missing, not text, or blank. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Máximo ${max} caracteres` });
}

/**
 * A number from `min` to `max`, both included, with one message for every way it can be wrong
 * (missing, not a number, out of range): a setting's form shows one line under the field.
 */
export function numberRange(min: number, max: number, message: string) {
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** The same for a whole number: a count of days, hours, months or pesos. */
export function intRange(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** Why an owner makes an exception (reopening a closed day, waiving a late fee). */
export function reasonField() {
  return requiredText("El motivo es requerido", 300);
}

/** A reason alone: what the web app's reason dialog asks before such an exception. */
export const reasonInputSchema = z.object({ reason: reasonField() });

/** An optional text, trimmed; missing, null or blank becomes null. */
export function optionalText(max = 500) {
  return z
    .string({ error: "Debe ser un texto" })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional e-mail address, trimmed and checked only when present; blank becomes null. */
export function optionalEmail(message = "El email no es válido") {
  return optionalText(254).refine((value) => value === null || z.email().safeParse(value).success, {
    error: message,
  });
}

/**
 * A positive integer id, at most MAX_ID: the one id schema of every path, query and body (a
 * malformed or impossible id is a 400 VALIDATION_ERROR naming the field, never a 404 nor a
 * database error). Strings of digits are accepted and converted because ids arrive from path
 * and query parameters and from HTML selects as text.
 */
export function idField(message = INVALID_ID_MESSAGE) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: message })
    .pipe(
      z
        .number()
        .int({ error: message })
        .positive({ error: message })
        .max(MAX_ID, { error: message }),
    );
}

/** An integer that may also arrive as a string of digits (query strings, selects). */
export function intField(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int({ error: message }));
}

/**
 * The one date schema: a `YYYY-MM-DD` day that exists in the calendar (not 2024-02-30 nor
 * 0000-00-00), between EARLIEST_DATE and LATEST_DATE; `requiredMessage` when missing or blank.
 * What each route allows within that range (not after today, not before the studio's first
 * month…) is a check of its own in calendar/date-limits.
 */
export function dateField(requiredMessage: string, invalidMessage = INVALID_DATE_MESSAGE) {
  return requiredText(requiredMessage, 10)
    .refine(isValidDate, { error: invalidMessage, abort: true })
    .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });
}

/** dateField, optional: missing, null or blank becomes null. */
export function optionalDateField(invalidMessage = INVALID_DATE_MESSAGE) {
  return z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      dateField(invalidMessage, invalidMessage).nullish(),
    )
    .transform((value) => value ?? null);
}

/** The one month schema: a `YYYY-MM` month between EARLIEST_MONTH and LATEST_MONTH. */
export function monthField(requiredMessage = "El mes es requerido") {
  return requiredText(requiredMessage, 7)
    .refine(isValidMonth, { error: INVALID_MONTH_MESSAGE, abort: true })
    .refine(isMonthInRange, { error: MONTH_RANGE_MESSAGE });
}

/**
 * The DNI of a student (the console calls it RUT): free text, except that a value written as
 * a RUT ("12.345.678-5") must have a valid check digit and is stored as "12345678-5", and
 * nine characters typed without dots or dash that make a valid RUT ("123456785") are too.
 */
export function dniField() {
  return optionalText(30).transform((value, ctx) => {
    if (value === null) return value;
    if (!/^[\d.]+-[\dkK]$/.test(value)) return rutTypedWithoutDash(value) ?? value;
    const rut = normalizeRut(value);
    if (rut === null) {
      ctx.addIssue({ code: "custom", message: "El RUT no es válido" });
      return z.NEVER;
    }
    return rut;
  });
}

/** The fields of an update body: each optional, and a field with a default loses it. */
export type UpdateShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * The body of a PUT built from the body of a POST: a key left out is left out of the result
 * too (so the stored value is kept), an explicit null clears an optional field, and a present
 * value is validated exactly as on creation. Defaults are dropped: on an update they would
 * silently overwrite what is stored.
 */
export function updateSchemaOf<S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
): z.ZodObject<UpdateShape<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional(field instanceof z.ZodDefault ? field.unwrap() : field),
    ]),
  );
  // Object.fromEntries loses the key types; the mapping above is what UpdateShape describes.
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<S>>;
}
