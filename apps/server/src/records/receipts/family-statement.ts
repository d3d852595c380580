import {
  type EnrollmentFeeItem,
  type GuardianRelationship,
  type IsoDate,
  isEnrollmentActive,
  type LedgerDiscount,
  lastNMonths,
  ledgerItems,
  OUTSTANDING_REPORT_MONTHS,
  type OwedStatus,
  owedStatusOf,
  type ReceiptResponse,
  surchargeOwed,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { loadEnrollmentFeeItems } from "../ledger/enrollment-fees.ts";
import { loadStudentsLedger } from "../ledger/student-ledger.ts";
import {
  type GuardianRecord,
  requireGuardian,
  studentLinksOfGuardian,
} from "../people/guardians.ts";
import type { loadStudio } from "../system/settings.ts";
import { findReceipts, receiptIdsOfStudents } from "./receipts.ts";

// A family's statement (estado de cuenta, issue 26): what every child the guardian pays for
// owes, computed by the same ledger (`ledgerItems` over `loadStudentsLedger`, the months of the
// debts report) as the student's page and the debts report, so the family's figures are the
// sum of its children's to the peso. Read by the staff's family page and the parents' portal.

/** The studio as `loadStudio` gives it (settings, rules, today, month). */
export type StudioNow = Awaited<ReturnType<typeof loadStudio>>;

/** A discount line of a charge (sibling, multi-class, scholarship), as the ledger applied it. */
export type StatementDiscount = LedgerDiscount;

/** One child linked to the guardian. */
export interface StatementChild {
  id: number;
  fullName: string;
  relationship: GuardianRelationship;
  /** The guardian is this child's responsable de pago: her months are on the statement. */
  isPayer: boolean;
  status: string;
  /** Classes she is enrolled in now. */
  classes: { id: number; name: string }[];
  /** What she owes (0 when the guardian does not pay for her). */
  totalOwed: number;
}

/** One (child, class, month) with something still owing. */
export interface StatementItem {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  paymentMonth: YearMonth;
  dueDate: IsoDate;
  /** The month's charge after first-month rules and discounts. */
  charge: number;
  /** The class's price before discounts. */
  price: number;
  discounts: StatementDiscount[];
  /** Late surcharge included in expectedAmount. */
  surcharge: number;
  surchargeWaived: boolean;
  expectedAmount: number;
  paidAmount: number;
  remainingAmount: number;
  status: OwedStatus;
}

/** An enrollment fee still owed by a child (issue 26 item 5). */
export type StatementFee = Omit<EnrollmentFeeItem, "chargeId" | "charge" | "status"> & {
  studentName: string;
  status: OwedStatus;
};

/** GET /api/families/{guardianId}/statement (and the portal's statement). */
export interface FamilyStatement {
  asOf: IsoDate;
  /** The oldest month read (the debts report's reach). */
  fromMonth: YearMonth;
  guardian: GuardianRecord;
  children: StatementChild[];
  /** Everything owed, oldest month first, then child and class. */
  items: StatementItem[];
  /** Enrollment fees (matrícula) owed by the children she pays for, oldest first. */
  enrollmentFees: StatementFee[];
  /** Receipts with a line for a child she pays for, or in her name; newest first. */
  receipts: ReceiptResponse[];
  totals: {
    /** charge + surcharge of the owed months. */
    expected: number;
    /** Already paid on those months (partials). */
    paid: number;
    /** Still owed. */
    remaining: number;
    /** The part of `remaining` that is late surcharge. */
    surcharge: number;
    /** What the listed receipts took, voided lines left out. */
    received: number;
  };
  /** What the family owes today (= totals.remaining); 0 when up to date. */
  balance: number;
}

/** The ids of receipts with a line for the students or in the guardian's name, newest first. */
async function familyReceiptIds(
  db: Database,
  guardianId: number,
  studentIds: readonly number[],
): Promise<number[]> {
  const [byLine, byPayer] = await Promise.all([
    studentIds.length === 0 ? [] : receiptIdsOfStudents(db, studentIds).execute(),
    db.selectFrom("receipts").select("id").where("payer_guardian_id", "=", guardianId).execute(),
  ]);
  const ids = new Set<number>(byPayer.map((r) => r.id));
  for (const r of byLine) if (r.receipt_id !== null) ids.add(r.receipt_id);
  return [...ids].sort((a, b) => b - a);
}

/**
 * The statement of the family of a live guardian (GUARDIAN_NOT_FOUND otherwise) as of the
 * studio's today: her children, every owed month of each child she pays for (the last
 * OUTSTANDING_REPORT_MONTHS up to this month, as the debts report), her receipts and the balance.
 */
export async function loadFamilyStatement(
  db: Database,
  guardianId: number,
  studio: StudioNow,
): Promise<FamilyStatement> {
  const guardian = await requireGuardian(db, guardianId);
  const links = await studentLinksOfGuardian(db, guardianId);
  const months = lastNMonths(studio.month, OUTSTANDING_REPORT_MONTHS);
  const fromMonth = months[0] ?? studio.month;
  const paidFor = links.filter((l) => l.isPayer).map((l) => l.id);
  const [facts, receiptIds, fees] = await Promise.all([
    loadStudentsLedger(
      db,
      links.map((l) => l.id),
      studio.rules,
      { from: fromMonth },
      studio.settings.families,
    ),
    familyReceiptIds(db, guardianId, paidFor),
    loadEnrollmentFeeItems(db, paidFor),
  ]);
  const names = new Map(links.map((l) => [l.id, l.fullName]));
  const payerOf = new Set(paidFor);
  const owed = ledgerItems({
    months,
    asOf: studio.today,
    rules: studio.rules,
    ...facts,
    enrollments: facts.enrollments.filter((e) => payerOf.has(e.studentId)),
  }).filter((i) => i.remainingAmount > 0);
  const items: StatementItem[] = owed
    .map(
      (i): StatementItem => ({
        studentId: i.studentId,
        studentName: names.get(i.studentId) ?? "",
        classId: i.classId,
        className: i.className,
        paymentMonth: i.paymentMonth,
        dueDate: i.dueDate,
        charge: i.charge,
        price: i.price,
        discounts: i.discounts,
        surcharge: i.surcharge,
        surchargeWaived: i.surchargeWaived,
        expectedAmount: i.expectedAmount,
        paidAmount: i.paidAmount,
        remainingAmount: i.remainingAmount,
        status: owedStatusOf(i.status),
      }),
    )
    .sort(
      (a, b) =>
        a.paymentMonth.localeCompare(b.paymentMonth) ||
        a.studentName.localeCompare(b.studentName, "es") ||
        a.studentId - b.studentId ||
        a.className.localeCompare(b.className, "es") ||
        a.classId - b.classId,
    );
  const enrollmentFees: StatementFee[] = fees
    .filter((f) => f.remainingAmount > 0)
    .map(({ chargeId: _, charge: __, status, ...f }) => ({
      ...f,
      studentName: names.get(f.studentId) ?? "",
      status: owedStatusOf(status),
    }));
  const className = new Map(facts.classes.map((c) => [c.id, c.name]));
  const children: StatementChild[] = links.map((l) => {
    const classes = new Map<number, string>();
    for (const e of facts.enrollments) {
      const name = className.get(e.classId);
      if (e.studentId === l.id && isEnrollmentActive(e) && name !== undefined) {
        classes.set(e.classId, name);
      }
    }
    return {
      id: l.id,
      fullName: l.fullName,
      relationship: l.relationship,
      isPayer: l.isPayer,
      status: l.status,
      classes: [...classes].map(([id, name]) => ({ id, name })),
      totalOwed: [...items, ...enrollmentFees]
        .filter((i) => i.studentId === l.id)
        .reduce((sum, i) => sum + i.remainingAmount, 0),
    };
  });
  const receipts = await findReceipts(db, receiptIds);
  const sum = (pick: (i: StatementItem | StatementFee) => number) =>
    [...items, ...enrollmentFees].reduce((s, i) => s + pick(i), 0);
  const remaining = sum((i) => i.remainingAmount);
  return {
    asOf: studio.today,
    fromMonth,
    guardian,
    children,
    items,
    enrollmentFees,
    receipts,
    totals: {
      expected: sum((i) => i.expectedAmount),
      paid: sum((i) => i.paidAmount),
      remaining,
      surcharge: items.reduce((s, i) => s + surchargeOwed(i), 0),
      received: receipts.reduce((s, r) => s + r.liveTotal, 0),
    },
    balance: remaining,
  };
}
