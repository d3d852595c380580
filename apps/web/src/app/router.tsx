import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { ConsoleRouteError } from "./console-route-error";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

/** A lazy route module: the named component of a module loaded on first visit. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

// Every route of docs/product/screens.md#routes, each its own chunk. Protected screens sit under the console
// layout, which also guards them.
const consoleRoutes: RouteObject[] = [
  {
    path: "dashboard",
    lazy: page(() => import("./pages/dashboard-page"), "DashboardPage"),
  },
  {
    path: "students",
    children: [
      {
        index: true,
        lazy: page(() => import("@/features/students/pages/student-list-page"), "StudentListPage"),
      },
      {
        path: "new",
        lazy: page(
          () => import("@/features/students/pages/student-create-page"),
          "StudentCreatePage",
        ),
      },
      {
        path: ":id",
        lazy: page(() => import("./pages/student-detail-page"), "StudentDetailPage"),
      },
      {
        path: ":id/edit",
        lazy: page(() => import("@/features/students/pages/student-edit-page"), "StudentEditPage"),
      },
    ],
  },
  {
    path: "families/:id",
    lazy: page(() => import("./pages/family-page"), "FamilyPage"),
  },
  {
    path: "teachers",
    children: [
      {
        index: true,
        lazy: page(() => import("@/features/teachers/pages/teacher-list-page"), "TeacherListPage"),
      },
      {
        path: "new",
        lazy: page(
          () => import("@/features/teachers/pages/teacher-create-page"),
          "TeacherCreatePage",
        ),
      },
      {
        path: ":id",
        lazy: page(
          () => import("@/features/teachers/pages/teacher-detail-page"),
          "TeacherDetailPage",
        ),
      },
      {
        path: ":id/edit",
        lazy: page(() => import("@/features/teachers/pages/teacher-edit-page"), "TeacherEditPage"),
      },
    ],
  },
  {
    path: "classes",
    children: [
      {
        index: true,
        lazy: page(() => import("@/features/classes/pages/class-list-page"), "ClassListPage"),
      },
      {
        path: "new",
        lazy: page(() => import("@/features/classes/pages/class-create-page"), "ClassCreatePage"),
      },
      {
        path: "calendar",
        lazy: page(
          () => import("@/features/classes/pages/class-calendar-page"),
          "ClassCalendarPage",
        ),
      },
      {
        path: ":id",
        lazy: page(() => import("./pages/class-detail-page"), "ClassDetailPage"),
      },
      {
        path: ":id/edit",
        lazy: page(() => import("@/features/classes/pages/class-edit-page"), "ClassEditPage"),
      },
    ],
  },
  {
    path: "payments",
    children: [
      {
        index: true,
        lazy: page(() => import("@/features/payments/pages/payment-list-page"), "PaymentListPage"),
      },
      {
        path: "new",
        lazy: page(
          () => import("@/features/payments/pages/payment-create-page"),
          "PaymentCreatePage",
        ),
      },
      {
        path: "online",
        lazy: page(
          () => import("@/features/payments/pages/online-payments-page"),
          "OnlinePaymentsPage",
        ),
      },
      {
        path: "quick",
        lazy: page(
          () => import("@/features/payments/pages/quick-payment-page"),
          "QuickPaymentPage",
        ),
      },
      {
        path: ":id",
        lazy: page(
          () => import("@/features/payments/pages/payment-detail-page"),
          "PaymentDetailPage",
        ),
      },
    ],
  },
  {
    path: "receipts/:id",
    lazy: page(() => import("@/features/payments/pages/receipt-page"), "ReceiptPage"),
  },
  {
    path: "reports",
    children: [
      {
        index: true,
        lazy: page(() => import("@/features/reports/pages/reports-index-page"), "ReportsIndexPage"),
      },
      {
        path: "outstanding-payments",
        lazy: page(
          () => import("@/features/reports/pages/outstanding-payments-page"),
          "OutstandingPaymentsPage",
        ),
      },
      {
        path: "debts",
        lazy: page(() => import("@/features/reports/pages/debts-page"), "DebtsPage"),
      },
      {
        path: "teacher-compensation",
        lazy: page(
          () => import("@/features/reports/pages/teacher-compensation-page"),
          "TeacherCompensationPage",
        ),
      },
      {
        path: "teacher-compensation/print",
        lazy: page(
          () => import("@/features/reports/pages/teacher-compensation-print-page"),
          "TeacherCompensationPrintPage",
        ),
      },
      {
        path: "financial",
        lazy: page(
          () => import("@/features/reports/pages/financial-report-page"),
          "FinancialReportPage",
        ),
      },
      {
        path: "attendance",
        lazy: page(
          () => import("@/features/reports/pages/attendance-report-page"),
          "AttendanceReportPage",
        ),
      },
    ],
  },
  {
    path: "asistencia",
    lazy: page(() => import("@/features/attendance/pages/attendance-page"), "AttendancePage"),
  },
  {
    path: "cash-close",
    lazy: page(() => import("@/features/cash-close/pages/cash-close-page"), "CashClosePage"),
  },
  {
    path: "bandeja",
    lazy: page(() => import("@/features/inbox/pages/inbox-page"), "InboxPage"),
  },
  {
    path: "solicitudes",
    lazy: page(
      () => import("@/features/trial-requests/pages/trial-requests-page"),
      "TrialRequestsPage",
    ),
  },
  {
    path: "settings",
    lazy: page(() => import("@/features/settings/pages/settings-page"), "SettingsPage"),
  },
  {
    path: "settings/privacy",
    lazy: page(
      () => import("@/features/privacy/pages/privacy-settings-page"),
      "PrivacySettingsPage",
    ),
  },
  {
    path: "privacy/requests",
    lazy: page(() => import("@/features/privacy/pages/data-rights-page"), "DataRightsPage"),
  },
];

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    HydrateFallback: () => <FullPageSpinner />,
    children: [
      {
        index: true,
        lazy: page(
          () => import("@/features/landing/pages/browser-landing-page"),
          "BrowserLandingPage",
        ),
      },
      {
        path: "privacidad",
        lazy: page(
          () => import("@/features/privacy/pages/privacy-notice-page"),
          "PrivacyNoticePage",
        ),
      },
      // The family portal (issue 30): outside the console's sign-in guard, opened by its own
      // cookie; closed to crawlers (robots.txt and a noindex meta).
      {
        path: "portal",
        lazy: page(() => import("@/features/portal/pages/portal-home-page"), "PortalHomePage"),
      },
      {
        path: "portal/acceso/:token",
        lazy: page(() => import("@/features/portal/pages/portal-access-page"), "PortalAccessPage"),
      },
      {
        path: "portal/pago/:id",
        lazy: page(
          () => import("@/features/portal/pages/portal-payment-page"),
          "PortalPaymentPage",
        ),
      },
      {
        path: "portal/comprobantes/:id",
        lazy: page(
          () => import("@/features/portal/pages/portal-receipt-page"),
          "PortalReceiptPage",
        ),
      },
      {
        path: "login",
        lazy: page(() => import("@/features/auth/pages/login-page"), "LoginPage"),
      },
      {
        lazy: page(() => import("./layout/console-layout"), "ConsoleLayout"),
        // A failing screen shows its error inside the layout, not instead of it.
        children: [{ ErrorBoundary: ConsoleRouteError, children: consoleRoutes }],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
