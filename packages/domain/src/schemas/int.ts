import { z } from "../zod";

/**
 * A whole number in an answer (an id, an amount in pesos, a count). Answers are checked as the
 * server built them, never converted: inputs use idField or intField, which also read digits.
 */
export const int = () => z.number().int();
