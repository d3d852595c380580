import { PERIOD_LABELS, PERIODS, type Period } from "@nova/domain";
import type { ReactNode } from "react";
import { OptionSelect, optionsOf } from "@/components/ui/option-select";
import { TitledPageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ReloadButton } from "@/components/ui/reload-button";
import { useListParams } from "@/lib/use-list-params";
import { useClassDistribution, useDashboard, useRevenueChart } from "../api/get-dashboard";
import { Alerts } from "../components/alerts";
import { Birthdays } from "../components/birthdays";
import { ClassDistributionCard } from "../components/class-distribution-card";
import { Kpis } from "../components/kpis";
import { QuickActions } from "../components/quick-actions";
import { RecentActivity } from "../components/recent-activity";
import { ReportShortcuts } from "../components/report-shortcuts";
import { RevenueCard } from "../components/revenue-card";
import { SetupChecklistCard } from "../components/setup-checklist";

function isPeriod(value: string): value is Period {
  return (PERIODS as readonly string[]).includes(value);
}

/** What other features show on the dashboard, put in by the app (src/app/pages/dashboard-page.tsx). */
export interface DashboardSlots {
  /** Below the birthdays: the boletas not issued for over an hour (payments). */
  pendingBoletas: ReactNode;
  /** Below the figures: the students at risk of leaving (attendance). */
  atRisk: ReactNode;
}

export function DashboardPage({ pendingBoletas, atRisk }: DashboardSlots) {
  // The period lives in the URL so a reload or "back" keeps it.
  const params = useListParams({ period: "month" });
  const period: Period = isPeriod(params.filters.period) ? params.filters.period : "month";
  const summary = useDashboard(period);
  const revenue = useRevenueChart();
  const distribution = useClassDistribution();
  const refreshing = summary.isFetching || revenue.isFetching || distribution.isFetching;

  function refresh() {
    void summary.refetch();
    void revenue.refetch();
    void distribution.refetch();
  }

  return (
    <div className="space-y-6">
      <TitledPageHeader
        title="Dashboard"
        description="El estado del estudio de un vistazo."
        className="mb-0"
        actions={
          <>
            <OptionSelect
              label="Período"
              hideLabel
              value={period}
              onValueChange={(value) => params.setFilter("period", value)}
              fieldClassName="w-40"
              options={optionsOf(PERIODS, (p) => PERIOD_LABELS[p])}
            />
            <ReloadButton onClick={refresh} loading={refreshing}>
              Actualizar
            </ReloadButton>
          </>
        }
      />

      <SetupChecklistCard />

      <QueryState
        query={summary}
        loadingLabel="Cargando indicadores"
        errorTitle="Error al cargar el dashboard"
      >
        {(data) => (
          <>
            <Birthdays birthdays={data.birthdays} />
            {pendingBoletas}
            <Alerts alerts={data.alerts} />
            <Kpis data={data} period={period} />
          </>
        )}
      </QueryState>

      {atRisk}

      <ReportShortcuts />

      <div className="grid gap-6 xl:grid-cols-2">
        <RevenueCard revenue={revenue} />
        <ClassDistributionCard distribution={distribution} />
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <QuickActions />
        <RecentActivity summary={summary} />
      </div>
    </div>
  );
}
