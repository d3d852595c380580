import {
  type DashboardResponse,
  defaultSettings,
  mergeSettings,
  type SetupChecklist,
  setupChecklist,
} from "@nova/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuthProvider } from "@/entities/session";
import { setToken } from "@/lib/session-token";
import { jsonResponse, renderRoute } from "@/test/render-route";
import { stubApi } from "@/test/stub-api";
import { DashboardPage } from "./dashboard-page";

/** The dashboard on Thursday 26 November 2026: four classes meet today out of twelve. */
const DASHBOARD: DashboardResponse = {
  period: "month",
  range: { start: "2026-11-01", end: "2026-11-30" },
  previousRange: { start: "2026-10-01", end: "2026-10-31" },
  comparison: {
    current: { start: "2026-11-01", end: "2026-11-26" },
    previous: { start: "2026-10-01", end: "2026-10-26" },
  },
  kpis: {
    totalStudents: 40,
    classesToday: 4,
    monthlyRevenue: 900_000,
    outstandingPayments: 3,
    outstandingAmount: 96_000,
    totalOwed: 250_000,
    studentsWithDebt: 7,
    totalTeachers: 5,
    totalClasses: 12,
  },
  quickStats: { activeStudentsPercentage: 90, averageClassSize: 6.5, monthlyGrowth: 4.2 },
  recentActivity: [
    {
      paymentId: 7,
      studentName: "Sofía Muñoz",
      date: "2026-11-26",
      amount: 36_800,
      status: "LATE",
    },
    { paymentId: 6, studentName: "Ana Pérez", date: "2026-11-25", amount: 32_000, status: "PAID" },
  ],
  alerts: [],
  birthdays: { today: [], tomorrow: [], totalToday: 0, totalTomorrow: 0 },
};

/** A studio that has set up its name, RUT, address and phone, and nothing else. */
const NEW_STUDIO: SetupChecklist = setupChecklist({
  settings: mergeSettings(defaultSettings, {
    studio: {
      name: "Estudio Alas",
      rut: "76.543.210-3",
      address: "Ñuñoa",
      phone: "+56 2 2345 6789",
    },
  }),
  privacyNoticePublished: false,
  publicUrl: false,
});

function stubDashboardApi(setup: SetupChecklist = NEW_STUDIO) {
  stubApi((path) => {
    if (path === "/api/dashboard") return jsonResponse(200, DASHBOARD);
    if (path === "/api/auth/me") {
      return jsonResponse(200, { id: 1, username: "admin", name: "Carla", role: "admin" });
    }
    if (path === "/api/dashboard/revenue-chart") {
      return jsonResponse(200, { months: [], totalRevenue: 0, averageMonthly: 0 });
    }
    // 'Estudiantes en riesgo' (issue 27): nobody at risk.
    if (path === "/api/attendance/at-risk") return jsonResponse(200, []);
    if (path === "/api/settings/setup") return jsonResponse(200, setup);
    return jsonResponse(200, {
      classes: [],
      totalCapacity: 0,
      totalEnrolled: 0,
      averageOccupancy: 0,
    });
  });
}

function renderDashboard(setup?: SetupChecklist) {
  setToken("token");
  stubDashboardApi(setup);
  return renderRoute(
    <AuthProvider>
      <DashboardPage />
    </AuthProvider>,
    { path: "/dashboard" },
  );
}

describe("DashboardPage", () => {
  it("says the growth compares the same days of the previous month", async () => {
    renderDashboard();
    expect(await screen.findByText("+4,2 % frente a los mismos días de octubre")).toBeVisible();
  });

  it("tells today's classes from all the classes, so 4 beside 12 does not contradict", async () => {
    renderDashboard();
    const indicators = await screen.findByRole("region", { name: "Indicadores" });
    expect(within(indicators).getByText("Clases hoy")).toBeVisible();
    expect(within(indicators).getByText(/^12 clases en total ·/)).toBeVisible();
  });

  it("marks a late payment in the recent activity as paid late, not as owed", async () => {
    renderDashboard();
    const activity = (await screen.findByRole("link", { name: "Sofía Muñoz" })).closest("li");
    if (!activity) throw new Error("No hay fila de Sofía Muñoz");
    expect(within(activity).getByText("Pagado con atraso")).toBeVisible();
    expect(within(activity).queryByText("Atrasado")).toBeNull();
  });

  it("shows a new studio what is left to set up, each step linking to where it is done", async () => {
    renderDashboard();
    const card = await screen.findByRole("region", { name: "Prepare su estudio" });
    expect(within(card).getByText("4 de 8 listos")).toBeVisible();
    expect(
      within(card).getByRole("link", { name: "Configurar: Aviso de privacidad" }),
    ).toHaveAttribute("href", "/settings/privacy");
    expect(
      within(card).getByRole("link", { name: "Configurar: Datos para transferencias" }),
    ).toHaveAttribute("href", "/settings?tab=payments");
    expect(within(card).queryByRole("link", { name: "Configurar: RUT del estudio" })).toBeNull();
  });

  it("shows no checklist once every step is done", async () => {
    renderDashboard({ ...NEW_STUDIO, complete: true });
    await screen.findByText("+4,2 % frente a los mismos días de octubre");
    expect(screen.queryByRole("region", { name: "Prepare su estudio" })).toBeNull();
  });
});
