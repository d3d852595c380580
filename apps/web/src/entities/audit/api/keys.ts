import { queryRoots } from "@/lib/query-keys";

/** The activity list's filters as the URL and the API name them ("" is "any"). */
export interface ActivityParams {
  userId: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

/** Query keys of the audit trail; every key starts with "audit". */
export const auditKeys = {
  all: queryRoots.audit,
  activity: (params: ActivityParams) => [...auditKeys.all, "activity", params] as const,
  record: (entity: string, id: number, size: number) =>
    [...auditKeys.all, "record", entity, id, size] as const,
  check: () => [...auditKeys.all, "check"] as const,
};
