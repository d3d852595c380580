import { auditRetentionCutoff, retentionCandidates, trialRequestsPastTerm } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { lockForWrite } from "../../db/write-locks.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { agedAuditRows, redactAgedAudit } from "../../records/audit/audit-redaction.ts";
import { eraseFromTables, foldErasedPages } from "../../records/privacy/personal-data.ts";
import { amountOwedBy, retentionFacts } from "../../records/privacy/student-privacy.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { eraseIn } from "./erasure.service.ts";
import * as repo from "./privacy.repository.ts";

// Retention: what the studio keeps no longer than its terms (settings.privacy) is erased by a
// daily run, the same one an admin can start by hand, after a preview of what it will touch.

/**
 * What the next retention run touches, per kind (issue 29 item 5): former students past their
 * years (nothing owed, no legal hold), trial requests not converted past their months, and
 * audit rows older than the audit term that still hold personal values. The run acts on exactly
 * this plan, computed again inside its transaction.
 */
async function retentionPlan(db: Database, now: Date) {
  const studio = await loadStudio(db, now);
  const terms = studio.settings.privacy;
  const facts = await retentionFacts(db);
  const byStudent = new Map<number, { enrollmentDate: string; endedOn: string | null }[]>();
  for (const e of facts.enrollments) {
    const list = byStudent.get(e.student_id) ?? [];
    list.push({ enrollmentDate: e.enrollment_date, endedOn: e.ended_on });
    byStudent.set(e.student_id, list);
  }
  const privacy = new Map(facts.privacy.map((p) => [p.student_id, p]));
  // Money owed is read only for those whose term passed (few), after the cheap filters.
  const due = retentionCandidates(
    facts.students.map((s) => ({
      id: s.id,
      createdAt: s.created_at,
      enrollments: byStudent.get(s.id) ?? [],
      owed: 0,
      legalHold: (privacy.get(s.id)?.legal_hold_reason ?? null) !== null,
      anonymized: (privacy.get(s.id)?.anonymized_at ?? null) !== null,
    })),
    studio.today,
    terms.retentionYears,
  );
  const names = new Map(facts.students.map((s) => [s.id, `${s.first_name} ${s.last_name}`]));
  const candidates = [];
  for (const c of due) {
    const owed = await amountOwedBy(db, c.id, studio.today, studio.rules);
    if (owed > 0) continue;
    candidates.push({
      studentId: c.id,
      name: names.get(c.id) ?? "",
      retentionStart: c.retentionStart,
      retentionEndsOn: c.retentionEndsOn,
    });
  }
  const trial = await repo.trialRetentionFacts(db);
  const trialNames = new Map(trial.requests.map((r) => [r.id, r.name]));
  const trialRequests = trialRequestsPastTerm(
    trial.requests.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      converted: r.status === "ENROLLED" || r.student_id !== null,
      waiting: trial.waiting.has(r.id),
      anonymized: false,
    })),
    studio.today,
    terms.trialRetentionMonths,
  ).map((t) => ({
    trialRequestId: t.id,
    name: trialNames.get(t.id) ?? "",
    retentionEndsOn: t.retentionEndsOn,
  }));
  const auditCutoff = auditRetentionCutoff(studio.today, terms.auditRetentionYears);
  const auditRows = await agedAuditRows(db, auditCutoff);
  return {
    asOf: studio.today,
    retentionYears: terms.retentionYears,
    trialRetentionMonths: terms.trialRetentionMonths,
    auditRetentionYears: terms.auditRetentionYears,
    candidates,
    trialRequests,
    audit: { before: auditCutoff, rowIds: auditRows.map((r) => r.id) },
    auditRows,
  };
}

function previewOf(plan: Awaited<ReturnType<typeof retentionPlan>>) {
  const { auditRows: _rows, ...preview } = plan;
  return preview;
}

/** What the next retention run will touch (the daily job acts on the same selection). */
export async function retentionPreview(ctx: AppContext) {
  return previewOf(await retentionPlan(ctx.db, ctx.now()));
}

export const RETENTION_ENTITY = "privacy-retention";

/**
 * The retention run: anonymises every former student and trial request past its term and
 * redacts the audit rows past the audit term, in one transaction, with one audit entry listing
 * ids and counts (never names). `userId` is null for the daily job, an admin's id when run by
 * hand. Returns what it did, in the preview's shape.
 */
export async function runRetention(ctx: AppContext, userId: number | null) {
  const done = await ctx.db.transaction().execute(async (trx) => {
    await lockForWrite(trx, RETENTION_ENTITY, "run");
    const plan = await retentionPlan(trx, ctx.now());
    const at = ctx.now().toISOString();
    const reason = `Plazo de conservación cumplido (${plan.retentionYears} años)`;
    for (const c of plan.candidates) {
      await eraseIn(trx, ctx, { id: userId }, { kind: "student", id: c.studentId }, reason);
    }
    for (const t of plan.trialRequests) {
      await eraseFromTables(trx, { kind: "trial-request", id: t.trialRequestId }, at);
    }
    await redactAgedAudit(trx, plan.auditRows, { userId, at });
    await writeAudit(trx, {
      userId,
      action: "retention-run",
      entity: RETENTION_ENTITY,
      entityId: null,
      after: {
        asOf: plan.asOf,
        students: plan.candidates.map((c) => c.studentId),
        trialRequests: plan.trialRequests.map((t) => t.trialRequestId),
        auditRows: plan.audit.rowIds.length,
        auditBefore: plan.audit.before,
      },
      at,
    });
    return previewOf(plan);
  });
  foldErasedPages(ctx.db, ctx.dataDir);
  return done;
}

/** How often the server checks whether today's retention run is done. */
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000;

/** Runs retention once per studio day: skipped when a run already recorded today's date. */
export async function runRetentionIfDue(ctx: AppContext) {
  const { today } = await loadStudio(ctx.db, ctx.now());
  const last = await repo.lastRetentionRunDay(ctx.db, RETENTION_ENTITY);
  if (last !== null && last >= today) return null;
  return runRetention(ctx, null);
}
