import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { TitledPageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";

/**
 * A console screen that edits or shows one query's data (the settings, the privacy notice):
 * its header, then the spinner or the error with 'Reintentar' until `children` can draw the
 * loaded data.
 */
export function QueryPage<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
  ...header
}: ComponentProps<typeof TitledPageHeader> & {
  query: UseQueryResult<T>;
  loadingLabel: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div>
      <TitledPageHeader {...header} />
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {children}
      </QueryState>
    </div>
  );
}
