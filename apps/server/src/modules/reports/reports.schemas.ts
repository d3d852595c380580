import {
  INVALID_MONTH_MESSAGE,
  MONTH_PAYMENT_STATES,
  monthField,
  monthsBetween,
} from "@nova/domain";
import { z } from "zod";
import { outstandingItemSchema } from "../payments/payments.schemas.ts";

const int = () => z.number().int();

export const outstandingReportSchema = z.object({
  month: z.string(),
  /** Today in the studio's calendar: what "late" was judged against. */
  asOf: z.string(),
  outstandingPayments: z.array(
    z.object({
      id: int(),
      studentId: int(),
      studentName: z.string(),
      totalOwed: int(),
      outstandingPayments: z.array(outstandingItemSchema),
    }),
  ),
  totalOutstandingAmount: int(),
  totalBaseAmount: int(),
  totalSurchargeAmount: int(),
  studentsWithOutstandingPayments: int(),
});

export const classPaymentStatusSchema = z.object({
  classId: int(),
  className: z.string(),
  month: z.string(),
  students: z.array(
    z.object({
      studentId: int(),
      studentName: z.string(),
      eligibleForMonth: z.boolean(),
      paid: z.boolean(),
      paymentDate: z.string().nullable(),
      paymentAmount: int().nullable(),
      enrollmentDate: z.string().nullable(),
      state: z.enum(MONTH_PAYMENT_STATES),
    }),
  ),
});

export const teacherCompensationSchema = z.object({
  teacherId: int(),
  teacherName: z.string(),
  isStudioOwner: z.boolean(),
  month: z.string(),
  compensationRate: z.number(),
  totalCompensation: int(),
  revenueGenerated: int(),
  studentsPaid: int(),
  averagePerStudent: int(),
  efficiency: z.number(),
  classReports: z.array(
    z.object({
      classId: int(),
      className: z.string(),
      totalRevenue: int(),
      revenueShare: int(),
      teacherCompensation: int(),
      studentsWhoPayment: z.array(z.object({ id: int(), name: z.string(), amount: int() })),
    }),
  ),
});

export const compensationReportSchema = z.object({
  month: z.string(),
  teachers: z.array(teacherCompensationSchema),
  summary: z.object({
    totalCompensation: int(),
    totalClasses: int(),
    totalStudents: int(),
    averagePerClass: int(),
    averagePerTeacher: int(),
    averageCompensationRatio: z.number(),
    mostProductiveTeacher: z
      .object({ teacherId: int(), teacherName: z.string(), revenueGenerated: int() })
      .nullable(),
  }),
});

export const financialMonthSchema = z.object({
  month: z.string(),
  totalRevenue: int(),
  totalTeacherCompensation: int(),
  studioRevenue: int(),
  totalPayments: int(),
  latePayments: int(),
  latePaymentAmount: int(),
  profitMargin: z.number(),
  efficiency: z.number(),
});

export const financialRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(financialMonthSchema),
  previousFrom: z.string(),
  previousTo: z.string(),
  previousMonths: z.array(financialMonthSchema),
  summary: z.object({
    totalRevenue: int(),
    totalExpenses: int(),
    netProfit: int(),
    profitMargin: z.number(),
    averageMonthlyRevenue: int(),
    totalPayments: int(),
    latePayments: int(),
    latePaymentAmount: int(),
    revenueGrowth: z.number(),
    expensesGrowth: z.number(),
    profitGrowth: z.number(),
  }),
});

/** Longest range the financial report answers in one response (two years). */
export const MAX_FINANCIAL_RANGE_MONTHS = 24;

const optionalMonth = z
  .union([z.literal(""), monthField()], { error: INVALID_MONTH_MESSAGE })
  .optional()
  .transform((v) => v || undefined);

/** `?from=YYYY-MM&to=YYYY-MM` of the financial report; a missing end means a single month. */
export const financialRangeQuerySchema = z
  .object({ from: optionalMonth, to: optionalMonth })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const span = monthsBetween(q.from, q.to) + 1;
    if (span < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "El mes final no puede ser anterior al mes inicial",
      });
    } else if (span > MAX_FINANCIAL_RANGE_MONTHS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `El rango no puede superar ${MAX_FINANCIAL_RANGE_MONTHS} meses`,
      });
    }
  });
