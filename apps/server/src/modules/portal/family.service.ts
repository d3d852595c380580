import {
  attendanceByClass,
  flowConfigured,
  makeUpCredits,
  nextMakeUpExpiry,
  type PortalAttendance,
  type PortalFamilyStatementResponse,
  type PortalReceiptResponse,
  type ReceiptResponse,
  recentAttendanceFrom,
  scheduleTimeRange,
  sortSchedules,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { marksOfStudents } from "../../records/classes/attendance-marks.ts";
import { classesByIds, schedulesOfClasses } from "../../records/classes/classes.ts";
import { enrollmentsOfStudents } from "../../records/classes/enrollments.ts";
import { requireGuardian, studentLinksOfGuardian } from "../../records/people/guardians.ts";
import { loadFamilyStatement } from "../../records/receipts/family-statement.ts";
import { loadStudio } from "../../records/system/settings.ts";

// What a family reads in its portal: who it is and its classes, its children's attendance, its
// statement and its receipts.

/**
 * GET /api/portal/family: who the family is, each child's classes and weekly schedule, the
 * studio's contact and how the family can pay (online, or the bank transfer data).
 */
export async function familyOverview(ctx: AppContext, guardianId: number) {
  const [guardian, links, studio] = await Promise.all([
    requireGuardian(ctx.db, guardianId),
    studentLinksOfGuardian(ctx.db, guardianId),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const enrollments = (
    await enrollmentsOfStudents(
      ctx.db,
      links.map((l) => l.id),
    )
  ).filter((e) => e.endedOn === null);
  const classIds = [...new Set(enrollments.map((e) => e.classId))];
  const [classes, schedules] = await Promise.all([
    classesByIds(ctx.db, classIds),
    schedulesOfClasses(ctx.db, classIds),
  ]);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const { settings } = studio;
  return {
    guardian: {
      fullName: guardian.fullName,
      phone: guardian.phone,
      email: guardian.email,
      address: guardian.address,
    },
    children: links.map((child) => ({
      id: child.id,
      fullName: child.fullName,
      classes: enrollments
        .filter((e) => e.studentId === child.id && classById.has(e.classId))
        .map((e) => {
          const c = classById.get(e.classId);
          return {
            classId: e.classId,
            name: c?.name ?? "",
            schedule: sortSchedules(schedules.filter((s) => s.classId === e.classId)).map((s) => ({
              dayOfWeek: s.dayOfWeek,
              time: scheduleTimeRange(s.startHour, s.startMinute, c?.durationHours ?? 1),
            })),
          };
        }),
    })),
    studio: {
      name: settings.studio.name,
      rut: settings.studio.rut,
      phone: settings.studio.phone,
      whatsapp: settings.studio.whatsapp,
      email: settings.studio.email,
      address: settings.studio.address,
    },
    payments: {
      // Flow needs the studio's public address for its callbacks (online-payments.service.ts).
      online: flowConfigured(settings.onlinePayments) && Boolean(ctx.publicUrl),
      feePaidBy: settings.onlinePayments.feePaidBy,
      bank: settings.payments.bank,
      paymentEmail: settings.payments.paymentEmail,
    },
  };
}

/**
 * GET /api/portal/attendance: each child's last eight weeks, per class, with the same rates
 * the studio's student page shows, and her make-up classes left. Marks only: the teacher's
 * notes are written for the studio, not for the family.
 */
export async function familyAttendance(
  ctx: AppContext,
  guardianId: number,
): Promise<PortalAttendance> {
  const [links, { settings, today }] = await Promise.all([
    studentLinksOfGuardian(ctx.db, guardianId),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const from = recentAttendanceFrom(today);
  const marks = await marksOfStudents(
    ctx.db,
    links.map((l) => l.id),
    today,
  );
  const classes = new Map(
    (await classesByIds(ctx.db, [...new Set(marks.map((m) => m.classId))])).map((c) => [c.id, c]),
  );
  const rules = {
    enabled: settings.attendance.makeUpCredits,
    days: settings.attendance.makeUpDays,
  };
  return {
    from,
    to: today,
    children: links.map((child) => {
      const own = marks.filter((m) => m.studentId === child.id);
      // The teacher's note stays out: it is written for the studio.
      const summary = attendanceByClass(
        own.filter((m) => m.date >= from),
        {
          className: (id) => classes.get(id)?.name ?? "Clase anterior",
          mark: (m) => ({ date: m.date, startTime: m.startTime, status: m.status, kind: m.kind }),
        },
      );
      const credits = makeUpCredits(
        own.map((m) => ({ ...m, classType: classes.get(m.classId)?.type ?? null })),
        rules,
        today,
      );
      return {
        studentId: child.id,
        fullName: child.fullName,
        rate: summary.rate,
        classes: summary.classes,
        makeUp: {
          enabled: rules.enabled,
          available: credits.available,
          nextExpiry: nextMakeUpExpiry(credits.credits),
        },
      };
    }),
  };
}

/**
 * GET /api/portal/statement: the family's statement (owed months, receipts, balance), its
 * receipts as the portal shows them (portalReceipt).
 */
export async function familyStatement(
  ctx: AppContext,
  guardianId: number,
): Promise<PortalFamilyStatementResponse> {
  const statement = await loadFamilyStatement(
    ctx.db,
    guardianId,
    await loadStudio(ctx.db, ctx.now()),
  );
  return { ...statement, receipts: statement.receipts.map(portalReceipt) };
}

/**
 * A receipt as a family sees it: each SII document with its folio, type, status, amounts and
 * stamp, field by field, so what staff alone see (the issuer's error, whether to retry) and
 * anything the table keeps for the queue is absent from the answer, not merely not shown.
 */
function portalReceipt(receipt: ReceiptResponse): PortalReceiptResponse {
  const { taxDocuments, ...rest } = receipt;
  if (taxDocuments === undefined) return rest;
  return {
    ...rest,
    taxDocuments: taxDocuments.map((d) => ({
      id: d.id,
      dteType: d.dteType,
      status: d.status,
      siiStatus: d.siiStatus,
      folio: d.folio,
      exempt: d.exempt,
      net: d.net,
      iva: d.iva,
      total: d.total,
      label: d.label,
      referencesFolio: d.referencesFolio,
      stampImage: d.stampImage,
      stampText: d.stampText,
      createdAt: d.createdAt,
      issuedAt: d.issuedAt,
    })),
  };
}

/** The ids of the family's children (the students the session may see). */
export async function childIds(ctx: AppContext, guardianId: number): Promise<Set<number>> {
  return new Set((await studentLinksOfGuardian(ctx.db, guardianId)).map((l) => l.id));
}

/**
 * GET /api/portal/receipts/{id}: a receipt of the family's statement (a line of a child she
 * pays for, or in her name); any other receipt answers as if it did not exist.
 */
export async function familyReceipt(
  ctx: AppContext,
  guardianId: number,
  receiptId: number,
): Promise<PortalReceiptResponse> {
  const statement = await familyStatement(ctx, guardianId);
  const receipt = statement.receipts.find((r) => r.id === receiptId);
  if (!receipt) throw failure("RECEIPT_NOT_FOUND");
  return receipt;
}
