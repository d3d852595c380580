import type { z } from "zod";
import { fieldErrors } from "../src/schemas/validation";

/** Field -> first message of a parse that is expected to fail (test helper). */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`Se esperaba un error: ${JSON.stringify(result.data)}`);
  return fieldErrors(result.error);
}
