import type { MyTeachingResponse } from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { getTeacherView } from "./teacher-views.service.ts";

/**
 * A teacher's own page (issue 27): her classes with their schedule and her pay of the last
 * months, the same figures as her detail and the compensation report. Nothing else of hers
 * (address, rate) and nothing of anybody else.
 */
export async function myTeaching(ctx: AppContext, user: AuthUser): Promise<MyTeachingResponse> {
  if (user.teacherId === null) {
    throw failure(
      "TEACHER_NOT_FOUND",
      {},
      "Esta cuenta no pertenece a una profesora: no tiene clases propias.",
    );
  }
  const view = await getTeacherView(ctx, user.teacherId);
  return {
    teacherId: view.id,
    fullName: view.fullName,
    classes: view.assignedClasses.map((c) => ({ id: c.id, name: c.name, schedule: c.schedule })),
    pay: view.revenueHistory.map((h) => ({ month: h.month, amount: h.compensation })),
  };
}
