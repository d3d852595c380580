import { classInputSchema } from "@nova/domain";

const { shape } = classInputSchema;

/**
 * Body of PUT /api/classes/{id}: as POST, but type, status, duration and capacity left out
 * keep their stored values instead of taking the creation defaults.
 */
export const classUpdateSchema = classInputSchema.extend({
  type: shape.type.optional(),
  status: shape.status.unwrap().optional(),
  durationHours: shape.durationHours.unwrap().optional(),
  maxStudents: shape.maxStudents.unwrap().optional(),
});
