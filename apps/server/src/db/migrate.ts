import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { analyzeDatabase } from "./analyze.ts";
import type { Database } from "./database.ts";
import { initial } from "./migrations/2026-11-23-001-initial.ts";
import { reportIndexes } from "./migrations/2026-11-23-002-report-indexes.ts";
import { receiptNumbers } from "./migrations/2026-11-24-010b-receipt-numbers.ts";
import { assignmentPeriods } from "./migrations/2026-11-24-012-assignment-periods.ts";
import { searchWithoutEnye } from "./migrations/2026-11-24-012-search-without-enye.ts";
import { operations } from "./migrations/2026-11-24-013-operations.ts";
import { userLastLogin } from "./migrations/2026-11-24-015-1-user-last-login.ts";
import { auditChain } from "./migrations/2026-11-24-015-2-audit-chain.ts";
import { feeWaivers } from "./migrations/2026-11-24-015-3-fee-waivers.ts";
import { cashCloses } from "./migrations/2026-11-24-015-4-cash-closes.ts";
import { cacheTopics } from "./migrations/2026-11-25-014-cache-topics.ts";
import { readIndexes } from "./migrations/2026-11-25-014-read-indexes.ts";
import { paymentTotals } from "./migrations/2026-11-25-014b-payment-totals.ts";
import { auditChainHead } from "./migrations/2026-11-25-016-audit-chain-head.ts";
import { enrollmentBillingIndex } from "./migrations/2026-11-26-014c-enrollment-billing-index.ts";
import { dashboardAndUnpaidIndexes } from "./migrations/2026-11-27-014d-dashboard-and-unpaid-indexes.ts";
import { studentsByteOrderIndex } from "./migrations/2026-11-28-014e-students-byte-order-index.ts";
import { enrollmentsClassIndex } from "./migrations/2026-11-28-014f-enrollments-class-index.ts";
import { monthMoneyVersions } from "./migrations/2026-11-28-014g-month-money-versions.ts";
import { studentsSearchIndex } from "./migrations/2026-11-29-014h-students-search-index.ts";
import { cashCloseFloat } from "./migrations/2026-11-30-025-8-cash-close-float.ts";
import { teacherRatePeriods } from "./migrations/2026-11-30-025-9-teacher-rate-periods.ts";
import { receipts } from "./migrations/2026-11-30-025-receipts.ts";
import { guardians } from "./migrations/2026-11-30-026-1-guardians.ts";
import { teacherRole } from "./migrations/2026-11-30-027-1-teacher-role.ts";
import { attendance } from "./migrations/2026-11-30-027-2-attendance.ts";
import { publicPage } from "./migrations/2026-11-30-028-1-public-page.ts";
import { privacy } from "./migrations/2026-11-30-029-1-privacy.ts";
import { receiptPayer } from "./migrations/2026-12-01-026-2-receipt-payer.ts";
import { enrollmentFees } from "./migrations/2026-12-01-026-3-enrollment-fees.ts";
import { scholarships } from "./migrations/2026-12-01-026-4-scholarships.ts";
import { waitlistGuardian } from "./migrations/2026-12-01-028-2-waitlist-guardian.ts";
import { auditRedaction } from "./migrations/2026-12-01-029-1-audit-redaction.ts";
import { trialRetention } from "./migrations/2026-12-01-029-2-trial-retention.ts";
import { familiesOnline } from "./migrations/2026-12-01-030-1-families-online.ts";
import { familyInbox } from "./migrations/2026-12-01-030-2-family-inbox.ts";
import { attendanceBookedBy } from "./migrations/2026-12-06-035-1-attendance-booked-by.ts";
import { guardianAnonymized } from "./migrations/2026-12-06-035-3-guardian-anonymized.ts";
import { portalWriteLimits } from "./migrations/2026-12-06-035-4-portal-write-limits.ts";
import { receiptTenders } from "./migrations/2026-12-06-036-1-receipt-tenders.ts";
import { chargesStay } from "./migrations/2026-12-06-036-3-charges-stay.ts";
import { receiptRemaining } from "./migrations/2026-12-06-036-4-receipt-remaining.ts";
import { taxDocuments } from "./migrations/2026-12-06-039-1-tax-documents.ts";
import { teacherHonorarios } from "./migrations/2026-12-06-039-6-teacher-honorarios.ts";
import { paymentsPairCovering } from "./migrations/2026-12-06b-037-1-payments-pair-covering.ts";
import { ledgerEpoch } from "./migrations/2026-12-06c-037-2-ledger-epoch.ts";
import { paymentsPairLines } from "./migrations/2026-12-07-037-3-payments-pair-lines.ts";

// Migrations are imported statically (not read from a folder) so they work the same under tsx,
// in tests and from any working directory. Names sort in the order they must run.
const migrations: Record<string, Migration> = {
  "2026-11-23-001-initial": initial,
  "2026-11-23-002-report-indexes": reportIndexes,
  "2026-11-24-010b-receipt-numbers": receiptNumbers,
  "2026-11-24-012-assignment-periods": assignmentPeriods,
  "2026-11-24-012-search-without-enye": searchWithoutEnye,
  "2026-11-24-013-operations": operations,
  "2026-11-24-015-1-user-last-login": userLastLogin,
  "2026-11-24-015-2-audit-chain": auditChain,
  "2026-11-24-015-3-fee-waivers": feeWaivers,
  "2026-11-24-015-4-cash-closes": cashCloses,
  "2026-11-25-014-cache-topics": cacheTopics,
  "2026-11-25-014-read-indexes": readIndexes,
  "2026-11-25-014b-payment-totals": paymentTotals,
  "2026-11-25-016-audit-chain-head": auditChainHead,
  "2026-11-26-014c-enrollment-billing-index": enrollmentBillingIndex,
  "2026-11-27-014d-dashboard-and-unpaid-indexes": dashboardAndUnpaidIndexes,
  "2026-11-28-014e-students-byte-order-index": studentsByteOrderIndex,
  "2026-11-28-014f-enrollments-class-index": enrollmentsClassIndex,
  "2026-11-28-014g-month-money-versions": monthMoneyVersions,
  "2026-11-29-014h-students-search-index": studentsSearchIndex,
  "2026-11-30-025-receipts": receipts,
  "2026-11-30-029-1-privacy": privacy,
  "2026-11-30-028-1-public-page": publicPage,
  "2026-11-30-025-8-cash-close-float": cashCloseFloat,
  "2026-11-30-025-9-teacher-rate-periods": teacherRatePeriods,
  "2026-11-30-026-1-guardians": guardians,
  "2026-11-30-027-1-teacher-role": teacherRole,
  "2026-11-30-027-2-attendance": attendance,
  "2026-12-01-026-2-receipt-payer": receiptPayer,
  "2026-12-01-026-3-enrollment-fees": enrollmentFees,
  "2026-12-01-026-4-scholarships": scholarships,
  "2026-12-01-028-2-waitlist-guardian": waitlistGuardian,
  "2026-12-01-029-1-audit-redaction": auditRedaction,
  "2026-12-01-029-2-trial-retention": trialRetention,
  "2026-12-01-030-1-families-online": familiesOnline,
  "2026-12-01-030-2-family-inbox": familyInbox,
  "2026-12-06-035-1-attendance-booked-by": attendanceBookedBy,
  "2026-12-06-035-3-guardian-anonymized": guardianAnonymized,
  "2026-12-06-035-4-portal-write-limits": portalWriteLimits,
  "2026-12-06-036-1-receipt-tenders": receiptTenders,
  "2026-12-06-036-3-charges-stay": chargesStay,
  "2026-12-06-036-4-receipt-remaining": receiptRemaining,
  "2026-12-06-039-1-tax-documents": taxDocuments,
  "2026-12-06-039-6-teacher-honorarios": teacherHonorarios,
  "2026-12-06b-037-1-payments-pair-covering": paymentsPairCovering,
  "2026-12-06c-037-2-ledger-epoch": ledgerEpoch,
  "2026-12-07-037-3-payments-pair-lines": paymentsPairLines,
};

/** Every migration, by name (exported for the tests that start from an older schema). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database schema up to date; throws with the failing migration's error. */
/** Brings the schema up to date; returns how many migrations it applied. */
export async function migrateToLatest(db: Database): Promise<number> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  // No failed migration means the migrator could not even start (the database is
  // unreachable): the original error says why.
  if (error && !failed) throw error;
  if (failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`La migración ${failed.migrationName} falló: ${reason}`, { cause: error });
  }
  const applied = results?.filter((r) => r.status === "Success").length ?? 0;
  // A migration may have created, filled or rewritten tables: PostgreSQL plans the next
  // queries from fresh statistics, not from none (issue 37).
  if (applied > 0) await analyzeDatabase(db);
  return applied;
}
