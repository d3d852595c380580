import { MONTH_PAYMENT_STATES } from "../../enums/payment";
import { z } from "../../zod";
import { int } from "../int";
import { outstandingItemResponseSchema } from "./payment";
import { owingStudentFields } from "./receipt";

export const outstandingReportResponseSchema = z.object({
  month: z.string(),
  /** Today in the studio's calendar: what "late" was judged against. */
  asOf: z.string(),
  outstandingPayments: z.array(
    z.object({
      id: int(),
      ...owingStudentFields,
      totalOwed: int(),
      outstandingPayments: z.array(outstandingItemResponseSchema),
    }),
  ),
  totalOutstandingAmount: int(),
  totalBaseAmount: int(),
  totalSurchargeAmount: int(),
  studentsWithOutstandingPayments: int(),
  /** Students matching ?search= (all of them without one): how many pages there are. */
  matchingStudents: int(),
});
export type OutstandingReportResponse = z.output<typeof outstandingReportResponseSchema>;

export const classPaymentStatusResponseSchema = z.object({
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
      /** What the month asks of her (charge + surcharge), paid and left (issue 25); 0 when not billed. */
      expectedAmount: int(),
      paidAmount: int(),
      remainingAmount: int(),
    }),
  ),
});
export type ClassPaymentStatusResponse = z.output<typeof classPaymentStatusResponseSchema>;

/** A student who paid one of her classes in the month. */
export const compensationPayerResponseSchema = z.object({
  id: int(),
  name: z.string(),
  amount: int(),
});
export type CompensationPayerResponse = z.output<typeof compensationPayerResponseSchema>;

export const compensationClassReportResponseSchema = z.object({
  classId: int(),
  className: z.string(),
  totalRevenue: int(),
  revenueShare: int(),
  teacherCompensation: int(),
  studentsWhoPayment: z.array(compensationPayerResponseSchema),
});
export type CompensationClassReportResponse = z.output<
  typeof compensationClassReportResponseSchema
>;

/** Her compensation for one month (docs/product/data.md#teacher-compensation-report "Teacher compensation report"). */
export const teacherCompensationResponseSchema = z.object({
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
  classReports: z.array(compensationClassReportResponseSchema),
});
export type TeacherCompensationResponse = z.output<typeof teacherCompensationResponseSchema>;

export const compensationReportResponseSchema = z.object({
  month: z.string(),
  teachers: z.array(teacherCompensationResponseSchema),
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
export type CompensationReportResponse = z.output<typeof compensationReportResponseSchema>;

export const financialMonthResponseSchema = z.object({
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
export type FinancialMonthResponse = z.output<typeof financialMonthResponseSchema>;

export const financialRangeResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(financialMonthResponseSchema),
  previousFrom: z.string(),
  previousTo: z.string(),
  previousMonths: z.array(financialMonthResponseSchema),
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
export type FinancialRangeResponse = z.output<typeof financialRangeResponseSchema>;
