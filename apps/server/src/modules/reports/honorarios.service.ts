import {
  compareMonths,
  type HonorariosReportResponse,
  type HonorariosYearResponse,
  honorariosMonth,
  honorariosPaymentDateProblem,
  honorariosTotals,
  retentionRateOfYear,
  retentionYearOf,
  splitHonorarios,
  toMonth,
  unknownRetentionYearMessage,
  type YearMonth,
} from "@nova/domain";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  correctHonorarios,
  honorariosOfMonths,
  honorariosPaidInYear,
  insertHonorarios,
  teacherTaxIds,
} from "../../records/teachers/honorarios.ts";
import { compensationForMonth } from "./reports.service.ts";

/**
 * GET /api/honorarios/{month}: each teacher of the compensation report with her month's gross
 * (the compensation computed today, or what was paid once recorded), retention and net, and the
 * boleta recorded. A teacher paid for the month but absent from today's report (her pay
 * fell to nothing since) is listed with what was paid.
 */
export async function honorariosReport(
  ctx: AppContext,
  month: YearMonth,
): Promise<HonorariosReportResponse> {
  const [{ settings }, { views }, recorded] = await Promise.all([
    loadStudio(ctx.db, ctx.now()),
    compensationForMonth(ctx.db, month),
    honorariosOfMonths(ctx.db, [month]),
  ]);
  const withholds = settings.honorarios.withholdsRetention;
  const byTeacher = new Map(recorded.map((r) => [r.teacherId, r]));
  const compensation = new Map(views.map((v) => [v.teacherId, v.totalCompensation]));
  const ids = [...new Set([...views.map((v) => v.teacherId), ...byTeacher.keys()])];
  const people = await teacherTaxIds(ctx.db, ids);
  const order = new Map(views.map((v, i) => [v.teacherId, i]));
  const teachers = ids
    .sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a - b)
    .map((teacherId) => ({
      teacherId,
      teacherName: people.get(teacherId)?.name ?? "",
      rut: people.get(teacherId)?.rut ?? null,
      ...honorariosMonth({
        month,
        compensation: compensation.get(teacherId) ?? 0,
        withholds,
        recorded: byTeacher.get(teacherId),
      }),
    }));
  return { month, withholdsRetention: withholds, teachers, totals: honorariosTotals(teachers) };
}

/**
 * PUT /api/honorarios/{teacherId}/{month}: the boleta de honorarios a teacher issued for the
 * month and the day the studio paid her. The first time, the month's figures are kept as the
 * facts of the payment: the gross is her compensation computed now, the rate the one of the
 * payment date's year (or none when the studio does not withhold). Later, only the number and
 * the date are corrected (the rate follows the date's year); the amounts paid stay.
 */
export async function recordHonorarios(
  ctx: AppContext,
  user: AuthUser,
  teacherId: number,
  month: YearMonth,
  input: { boletaNumber: string; paidOn: string },
): Promise<HonorariosReportResponse["teachers"][number]> {
  const { settings, today, month: current } = await loadStudio(ctx.db, ctx.now());
  if (compareMonths(month, current) > 0) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "month", rejectedValue: month },
      "No se pueden registrar honorarios de un mes que aún no comienza",
    );
  }
  const dateProblem = honorariosPaymentDateProblem(input.paidOn, month, today);
  if (dateProblem) {
    throw failure(
      "VALIDATION_ERROR",
      { field: "paidOn", rejectedValue: input.paidOn },
      dateProblem,
    );
  }
  const year = retentionYearOf(month, input.paidOn);
  const rate = retentionRateOfYear(year);
  const basisPointsFor = (withheld: boolean) => {
    if (!withheld) return 0;
    if (rate.kind === "unknown") {
      throw failure(
        "VALIDATION_ERROR",
        { field: "paidOn", rejectedValue: input.paidOn },
        unknownRetentionYearMessage(year),
      );
    }
    return rate.basisPoints;
  };
  await writeTransaction(ctx, async (trx, at) => {
    // Two people recording the same month at once: the second sees the first's boleta.
    await lockForWrite(trx, "teacher-honorarios", `${teacherId}:${month}`);
    const [found] = await honorariosOfMonths(trx, [month], teacherId);
    if (found) {
      if (found.boletaNumber === input.boletaNumber && found.paidOn === input.paidOn) return;
      const basisPoints = basisPointsFor(found.basisPoints > 0);
      const { retention } = splitHonorarios(found.gross, basisPoints);
      const change = { ...input, basisPoints, retention };
      await correctHonorarios(trx, found.id, change, at);
      await writeAudit(trx, {
        userId: user.id,
        action: "update",
        entity: "teacher-honorarios",
        entityId: `${teacherId}:${month}`,
        before: {
          boletaNumber: found.boletaNumber,
          paidOn: found.paidOn,
          basisPoints: found.basisPoints,
          retention: found.retention,
        },
        after: change,
        at,
      });
      return;
    }
    const { views, live } = await compensationForMonth(trx, month, teacherId);
    const view = views.find((v) => v.teacherId === teacherId);
    if (!view && !live.has(teacherId)) throw failure("TEACHER_NOT_FOUND");
    const gross = view?.totalCompensation ?? 0;
    if (gross <= 0) {
      throw failure(
        "VALIDATION_ERROR",
        { field: "month", rejectedValue: month },
        "La profesora no tiene honorarios que pagar en el mes",
      );
    }
    const basisPoints = basisPointsFor(settings.honorarios.withholdsRetention);
    const { retention } = splitHonorarios(gross, basisPoints);
    const record = { teacherId, month, ...input, gross, basisPoints, retention };
    await insertHonorarios(trx, record, user.id, at);
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "teacher-honorarios",
      entityId: `${teacherId}:${month}`,
      after: record,
      at,
    });
  });
  const report = await honorariosReport(ctx, month);
  const row = report.teachers.find((t) => t.teacherId === teacherId);
  if (!row) throw failure("TEACHER_NOT_FOUND");
  return row;
}

/**
 * GET /api/honorarios/year/{year}: the DJ 1879's figures (each teacher's gross and retention
 * per month and for the year, by the month she was paid) and the F29's (the retentions
 * withheld in each month), from the boletas recorded as paid.
 */
export async function honorariosYear(
  ctx: AppContext,
  year: number,
): Promise<HonorariosYearResponse> {
  const [{ settings }, paid] = await Promise.all([
    loadStudio(ctx.db, ctx.now()),
    honorariosPaidInYear(ctx.db, year),
  ]);
  const months = Array.from({ length: 12 }, (_, i) => toMonth(year, i + 1));
  const teachers = new Map<number, HonorariosYearResponse["teachers"][number]>();
  for (const p of paid) {
    let teacher = teachers.get(p.teacherId);
    if (!teacher) {
      teacher = {
        teacherId: p.teacherId,
        teacherName: p.teacherName,
        rut: p.rut,
        months: months.map((month) => ({ month, gross: 0, retention: 0, boletas: [] })),
        totals: { gross: 0, retention: 0 },
      };
      teachers.set(p.teacherId, teacher);
    }
    const paidMonth = teacher.months[Number(p.paidOn.slice(5, 7)) - 1];
    if (!paidMonth) continue;
    paidMonth.gross += p.gross;
    paidMonth.retention += p.retention;
    paidMonth.boletas.push(p.boletaNumber);
    teacher.totals.gross += p.gross;
    teacher.totals.retention += p.retention;
  }
  const list = [...teachers.values()];
  const f29 = months.map((month, i) => {
    const inMonth = list.map((t) => t.months[i]).filter((m) => m !== undefined);
    return {
      month,
      gross: inMonth.reduce((sum, m) => sum + m.gross, 0),
      retention: inMonth.reduce((sum, m) => sum + m.retention, 0),
      boletas: inMonth.reduce((sum, m) => sum + m.boletas.length, 0),
    };
  });
  return {
    year,
    studio: { name: settings.studio.name, rut: settings.studio.rut },
    teachers: list,
    f29,
    totals: {
      gross: list.reduce((sum, t) => sum + t.totals.gross, 0),
      retention: list.reduce((sum, t) => sum + t.totals.retention, 0),
    },
  };
}
