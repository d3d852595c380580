import { honorariosMonth, type TeacherHonorariosResponse } from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { honorariosOfMonths } from "../../records/teachers/honorarios.ts";
import { getTeacherView } from "./teacher-views.service.ts";

/**
 * A teacher's honorarios of her last months, newest last (issue 39.7): the gross is her pay as
 * her page and the compensation report show it, or what was paid once the boleta is recorded;
 * the retention and net follow the studio's setting. The same figures for an admin looking at
 * any teacher and for the teacher herself; nobody else's.
 */
export async function teacherHonorarios(
  ctx: AppContext,
  teacherId: number,
): Promise<TeacherHonorariosResponse> {
  const view = await getTeacherView(ctx, teacherId);
  const months = view.revenueHistory.map((h) => h.month);
  const [{ settings }, recorded] = await Promise.all([
    loadStudio(ctx.db, ctx.now()),
    honorariosOfMonths(ctx.db, months, teacherId),
  ]);
  const byMonth = new Map(recorded.map((r) => [r.month, r]));
  const withholds = settings.honorarios.withholdsRetention;
  return {
    teacherId: view.id,
    teacherName: view.fullName,
    withholdsRetention: withholds,
    months: view.revenueHistory.map((h) =>
      honorariosMonth({
        month: h.month,
        compensation: h.compensation,
        withholds,
        recorded: byMonth.get(h.month),
      }),
    ),
  };
}

/** GET /api/teachers/me/honorarios: the session's own teacher, never another. */
export async function myHonorarios(
  ctx: AppContext,
  user: AuthUser,
): Promise<TeacherHonorariosResponse> {
  if (user.teacherId === null) {
    throw failure(
      "TEACHER_NOT_FOUND",
      {},
      "Esta cuenta no pertenece a una profesora: no tiene honorarios propios.",
    );
  }
  return teacherHonorarios(ctx, user.teacherId);
}
