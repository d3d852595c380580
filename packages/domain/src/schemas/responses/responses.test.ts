import { describe, expect, it } from "vitest";
import { loginResponseSchema } from "./auth";
import { classResponseSchema } from "./class";
import {
  classDistributionResponseSchema,
  dashboardResponseSchema,
  revenueChartResponseSchema,
} from "./dashboard";
import { classStudentResponseSchema, enrollmentResponseSchema } from "./enrollment";
import { multiClassPaymentResponseSchema, studentOutstandingResponseSchema } from "./payment";
import { publicClassResponseSchema, publicStudioResponseSchema } from "./public";
import { debtsReportResponseSchema, receiptResponseSchema } from "./receipt";
import {
  classPaymentStatusResponseSchema,
  compensationReportResponseSchema,
  financialRangeResponseSchema,
  outstandingReportResponseSchema,
} from "./report";
import { studentResponseSchema } from "./student";
import { assignmentResponseSchema, teacherResponseSchema } from "./teacher";

const schedule = { dayOfWeek: "MONDAY", startHour: 18, startMinute: 30 };
const payment = {
  id: 1,
  studentId: 2,
  studentName: "Ana Pérez",
  classId: 3,
  className: "Ballet",
  amount: 30000,
  paymentMonth: "2025-03",
  paymentDate: "2025-03-05",
  paymentMethod: "cash",
  notes: null,
  isLatePayment: false,
  status: "PAID",
  receiptNumber: 7,
  createdAt: "2025-03-05T12:00:00Z",
};
const outstandingItem = {
  classId: 3,
  className: "Ballet",
  price: 30000,
  charge: 30000,
  surcharge: 0,
  surchargeWaived: false,
  expectedAmount: 30000,
  paidAmount: 0,
  remainingAmount: 30000,
  status: "PENDING",
  isLate: false,
  dueDate: "2025-03-10",
};
// Issue 25: the receipt a payment is a line of.
const receipt = {
  id: 9,
  number: 1511,
  total: 30000,
  liveTotal: 30000,
  paymentDate: "2025-03-05",
  paymentMethod: "EFECTIVO",
  tenders: [{ method: "EFECTIVO", amount: 30000, voidedAmount: 0 }],
  notes: null,
  taxDocumentNumber: null,
  createdBy: 1,
  createdByName: "admin",
  createdAt: "2025-03-05T12:00:00Z",
  payer: null,
  voided: false,
  disclaimer: "Comprobante de pago — no válido como boleta",
  lines: [
    {
      paymentId: 1,
      studentId: 2,
      studentName: "Ana Pérez",
      classId: 3,
      className: "Ballet",
      paymentMonth: "2025-03",
      amount: 30000,
      isLatePayment: false,
      voidedAt: null,
      voidedBy: null,
      voidReason: null,
    },
  ],
  // Issue 26: enrollment fee (matrícula) lines, none on this one.
  enrollmentFeeLines: [],
};
const teacherCompensation = {
  teacherId: 4,
  teacherName: "Carla Soto",
  isStudioOwner: false,
  month: "2025-03",
  compensationRate: 0.5,
  totalCompensation: 15000,
  revenueGenerated: 30000,
  studentsPaid: 1,
  averagePerStudent: 30000,
  efficiency: 0.5,
  classReports: [
    {
      classId: 3,
      className: "Ballet",
      totalRevenue: 30000,
      revenueShare: 30000,
      teacherCompensation: 15000,
      studentsWhoPayment: [{ id: 2, name: "Ana Pérez", amount: 30000 }],
    },
  ],
};
const financialMonth = {
  month: "2025-03",
  totalRevenue: 30000,
  totalTeacherCompensation: 15000,
  studioRevenue: 15000,
  totalPayments: 1,
  latePayments: 0,
  latePaymentAmount: 0,
  profitMargin: 50,
  efficiency: 50,
};
const birthday = { id: 2, fullName: "Ana Pérez", turnsAge: 12 };
/** The student of the samples, as both her own answer and her class's list show her. */
const ana = {
  id: 2,
  firstName: "Ana",
  lastName: "Pérez",
  fullName: "Ana Pérez",
  email: null,
  phone: null,
  birthDate: "2013-01-01",
  status: "active",
};

// One sample per response the API sends: the shapes the server validates and the web reads.
const samples = [
  [
    "student",
    studentResponseSchema,
    {
      ...ana,
      dni: null,
      address: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      avatar: null,
      classIds: [3],
      enrollmentDate: "2025-01-02",
      guardians: [{ id: 7, fullName: "Rosa Pérez", relationship: "madre", isPayer: true }],
    },
  ],
  [
    "enrollment",
    enrollmentResponseSchema,
    {
      id: 5,
      studentId: 2,
      classId: 3,
      className: "Ballet",
      enrollmentDate: "2025-01-02",
      endedOn: null,
      notes: null,
      isActive: true,
    },
  ],
  [
    "class student",
    classStudentResponseSchema,
    {
      ...ana,
      enrollmentId: 5,
      enrollmentDate: "2025-01-02",
      notes: null,
    },
  ],
  [
    "teacher",
    teacherResponseSchema,
    {
      id: 4,
      firstName: "Carla",
      lastName: "Soto",
      fullName: "Carla Soto",
      email: "carla@example.com",
      phone: "+56911111111",
      address: null,
      avatar: null,
      isStudioOwner: false,
      isOwner: false,
      monthlyCompensation: 15000,
      compensationRate: 0.5,
      sharePercentage: 50,
      compensationPercent: 50,
      compensationFrom: "2025-01-02",
      compensationHistory: [{ from: "2025-01-02", percent: 50 }],
      revenueHistory: [{ month: "2025-03", revenue: 30000, compensation: 15000 }],
      students: [{ id: 2, fullName: "Ana Pérez", classId: 3, className: "Ballet" }],
      classIds: [3],
      assignedClasses: [
        {
          id: 3,
          name: "Ballet",
          schedule: "Lunes 18:30",
          students: 1,
          monthlyFee: 30000,
          maxStudents: 20,
          revenue: 30000,
          assignedFrom: "2026-03-01",
          teacherCount: 2,
          sharedWith: [{ id: 5, fullName: "Olga Dueña" }],
        },
      ],
      totalStudents: 1,
    },
  ],
  [
    "assignment",
    assignmentResponseSchema,
    { teacherId: 4, classId: 3, assignedFrom: "2026-03-01", endedOn: null },
  ],
  [
    "class",
    classResponseSchema,
    {
      id: 3,
      name: "Ballet",
      description: null,
      type: null,
      status: "active",
      price: 30000,
      durationHours: 1.5,
      maxStudents: 12,
      level: null,
      minAge: null,
      maxAge: null,
      showPrice: true,
      schedules: [schedule],
      teacherIds: [4],
      teacher: { name: "Carla Soto" },
      teachers: [
        { id: 4, fullName: "Carla Soto", isStudioOwner: false, assignedFrom: "2026-03-01" },
      ],
      studentIds: [2],
      enrolledStudents: 1,
      monthlyRevenue: 30000,
    },
  ],
  [
    "multi-class payment",
    multiClassPaymentResponseSchema,
    {
      studentId: 2,
      studentName: "Ana Pérez",
      paymentMonth: "2025-03",
      paymentDate: "2025-03-05",
      paymentMethod: "cash",
      isLatePayment: false,
      totalAmount: 30000,
      payments: [payment],
      receipt,
    },
  ],
  [
    "student outstanding",
    studentOutstandingResponseSchema,
    {
      month: "2025-03",
      hasOutstandingPayments: true,
      outstandingPayments: [outstandingItem],
      totalOutstandingAmount: 30000,
    },
  ],
  [
    "public class",
    publicClassResponseSchema,
    { id: 3, name: "Ballet", description: null, teacherNames: ["Carla"], schedules: [schedule] },
  ],
  [
    "public studio",
    publicStudioResponseSchema,
    {
      name: "Nova",
      description: "",
      address: "",
      phone: "",
      whatsapp: "",
      instagram: "",
      email: "",
      mapQuery: "",
    },
  ],
  [
    "outstanding report",
    outstandingReportResponseSchema,
    {
      month: "2025-03",
      asOf: "2025-03-20",
      outstandingPayments: [
        {
          id: 2,
          studentId: 2,
          studentName: "Ana Pérez",
          phone: "+56 9 8765 4321",
          payerName: "Ana Pérez",
          payerPhone: "+56 9 8765 4321",
          totalOwed: 30000,
          outstandingPayments: [outstandingItem],
        },
      ],
      totalOutstandingAmount: 30000,
      totalBaseAmount: 30000,
      totalSurchargeAmount: 0,
      studentsWithOutstandingPayments: 1,
      matchingStudents: 1,
    },
  ],
  [
    "class payment status",
    classPaymentStatusResponseSchema,
    {
      classId: 3,
      className: "Ballet",
      month: "2025-03",
      students: [
        {
          studentId: 2,
          studentName: "Ana Pérez",
          eligibleForMonth: true,
          paid: true,
          paymentDate: "2025-03-05",
          paymentAmount: 30000,
          enrollmentDate: "2025-01-02",
          state: "PAID",
          expectedAmount: 30000,
          paidAmount: 30000,
          remainingAmount: 0,
        },
      ],
    },
  ],
  ["receipt", receiptResponseSchema, receipt],
  [
    "debts report",
    debtsReportResponseSchema,
    {
      asOf: "2025-03-20",
      fromMonth: "2024-04",
      students: [
        {
          studentId: 2,
          studentName: "Ana Pérez",
          phone: null,
          payerName: "Ana Pérez",
          payerPhone: null,
          totalOwed: 34500,
          surchargeOwed: 4500,
          totalsByBucket: { "not-due": 0, "0-30": 34500, "31-60": 0, "61-90": 0, "90+": 0 },
          months: [
            {
              classId: 3,
              className: "Ballet",
              paymentMonth: "2025-03",
              dueDate: "2025-03-10",
              expectedAmount: 34500,
              paidAmount: 0,
              remainingAmount: 34500,
              surcharge: 4500,
              status: "PENDING",
              daysOverdue: 10,
              ageBucket: "0-30",
            },
          ],
        },
      ],
      totalOwed: 34500,
      totalsByBucket: { "not-due": 0, "0-30": 34500, "31-60": 0, "61-90": 0, "90+": 0 },
      studentsWithDebt: 1,
    },
  ],
  [
    "compensation report",
    compensationReportResponseSchema,
    {
      month: "2025-03",
      teachers: [teacherCompensation],
      summary: {
        totalCompensation: 15000,
        totalClasses: 1,
        totalStudents: 1,
        averagePerClass: 15000,
        averagePerTeacher: 15000,
        averageCompensationRatio: 0.5,
        mostProductiveTeacher: null,
      },
    },
  ],
  [
    "financial range",
    financialRangeResponseSchema,
    {
      from: "2025-03",
      to: "2025-03",
      months: [financialMonth],
      previousFrom: "2025-02",
      previousTo: "2025-02",
      previousMonths: [financialMonth],
      summary: {
        totalRevenue: 30000,
        totalExpenses: 15000,
        netProfit: 15000,
        profitMargin: 50,
        averageMonthlyRevenue: 30000,
        totalPayments: 1,
        latePayments: 0,
        latePaymentAmount: 0,
        revenueGrowth: 0,
        expensesGrowth: 0,
        profitGrowth: 0,
      },
    },
  ],
  [
    "dashboard",
    dashboardResponseSchema,
    {
      period: "month",
      range: { start: "2025-03-01", end: "2025-03-31" },
      previousRange: { start: "2025-02-01", end: "2025-02-28" },
      comparison: {
        current: { start: "2025-03-01", end: "2025-03-10" },
        previous: { start: "2025-02-01", end: "2025-02-10" },
      },
      kpis: {
        totalStudents: 1,
        classesToday: 1,
        monthlyRevenue: 30000,
        outstandingPayments: 0,
        outstandingAmount: 0,
        totalOwed: 0,
        studentsWithDebt: 0,
        totalTeachers: 1,
        totalClasses: 1,
      },
      quickStats: { activeStudentsPercentage: 100, averageClassSize: 1, monthlyGrowth: 0 },
      recentActivity: [
        {
          paymentId: 1,
          studentName: "Ana Pérez",
          date: "2025-03-05",
          amount: 30000,
          status: "PAID",
        },
      ],
      alerts: [{ type: "info", message: "Todo al día", count: 0 }],
      birthdays: { today: [birthday], tomorrow: [], totalToday: 1, totalTomorrow: 0 },
    },
  ],
  [
    "revenue chart",
    revenueChartResponseSchema,
    { months: [{ month: "2025-03", revenue: 30000 }], totalRevenue: 30000, averageMonthly: 30000 },
  ],
  [
    "class distribution",
    classDistributionResponseSchema,
    {
      classes: [
        { className: "Ballet", studentCount: 1, maxStudents: 12, occupancyPercentage: 8.3 },
      ],
      totalCapacity: 12,
      totalEnrolled: 1,
      averageOccupancy: 8.3,
    },
  ],
  [
    "login",
    loginResponseSchema,
    {
      token: "t",
      user: { id: 1, username: "admin", name: null, email: null, role: "admin" },
    },
  ],
] as const;

describe("response schemas", () => {
  it.each(samples)("accepts a %s as the API sends it", (_name, schema, sample) => {
    expect(schema.parse(sample)).toEqual(sample);
  });

  it("rejects a student whose status is not one of the known ones", () => {
    const [, schema, sample] = samples[0];
    expect(schema.safeParse({ ...sample, status: "gone" }).success).toBe(false);
  });
});
