import type { ReactNode } from "react";
import { TitledPageHeader } from "@/components/ui/page-header";

/** The frame of a report: its title (also the tab's), back to the reports, controls at the right. */
export function ReportPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <TitledPageHeader
        title={title}
        description={description}
        back={{ to: "/reports", label: "Reportes" }}
        actions={actions}
        className="mb-0"
      />
      {children}
    </div>
  );
}
