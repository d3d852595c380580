import { z } from "../zod";
import { monthField, reasonField } from "./fields";
import { int } from "./int";

/** Body of POST /api/students/{id}/fee-waivers: the late month and why its fee is forgiven. */
export const feeWaiverInputSchema = z.object({
  month: monthField(),
  reason: reasonField(),
});
export type FeeWaiverInput = z.input<typeof feeWaiverInputSchema>;

/** A late fee waived by an admin. */
export const feeWaiverResponseSchema = z.object({
  id: int(),
  studentId: int(),
  month: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type FeeWaiverResponse = z.output<typeof feeWaiverResponseSchema>;
