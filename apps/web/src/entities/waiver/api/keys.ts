import { queryRoots } from "@/lib/query-keys";

/** Query keys of the waivers feature; every key starts with "waivers". */
export const waiverKeys = {
  all: queryRoots.waivers,
  student: (studentId: number) => [...waiverKeys.all, "student", studentId] as const,
};
