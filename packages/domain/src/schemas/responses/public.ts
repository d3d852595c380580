import { z } from "zod";
import { scheduleResponseSchema } from "./class";

// The public response schemas double as a whitelist: the serializer drops any field not named
// here, so nothing personal can leave the public routes even if a view grows.

/** A published class as the landing page shows it (SPEC §3 "Public class"). */
export const publicClassResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  teacherNames: z.array(z.string()),
  schedules: z.array(scheduleResponseSchema),
});
export type PublicClassResponse = z.output<typeof publicClassResponseSchema>;

/** The studio's public contact data, edited in Settings ("" when a field is not set). */
export const publicStudioResponseSchema = z.object({
  name: z.string(),
  description: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Number for the messaging-app link, digits with country code. */
  whatsapp: z.string(),
  /** Social profile handle ("@novadanza") or address. */
  instagram: z.string(),
  email: z.string(),
  /** What the embedded map searches (usually the address). */
  mapQuery: z.string().describe("Texto que busca el mapa embebido"),
});
export type PublicStudioResponse = z.output<typeof publicStudioResponseSchema>;
