import { z } from "../zod";
import { monthField, reasonField } from "./fields";

/** Body of POST /api/students/{id}/fee-waivers: the late month and why its fee is forgiven. */
export const feeWaiverInputSchema = z.object({
  month: monthField(),
  reason: reasonField(),
});
export type FeeWaiverInput = z.input<typeof feeWaiverInputSchema>;

/** A late fee waived by an admin. */
export const feeWaiverResponseSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  month: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type FeeWaiverResponse = z.output<typeof feeWaiverResponseSchema>;
