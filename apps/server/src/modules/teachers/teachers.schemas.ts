import { teacherInputSchema } from "@nova/domain";

/** Body of PUT /api/teachers/{id}: as POST, but a missing isStudioOwner keeps its value. */
export const teacherUpdateSchema = teacherInputSchema.extend({
  isStudioOwner: teacherInputSchema.shape.isStudioOwner.unwrap().optional(),
});
