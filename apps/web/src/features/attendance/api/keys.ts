import { queryRoots } from "@/lib/query-keys";

/** Query keys of attendance; every key starts with "attendance". */
export const attendanceKeys = {
  all: queryRoots.attendance,
  day: (date: string) => [...attendanceKeys.all, "sessions", date] as const,
  student: (id: number) => [...attendanceKeys.all, "student", id] as const,
  classSessions: (id: number) => [...attendanceKeys.all, "class", id] as const,
  candidates: (classId: number, date: string) =>
    [...attendanceKeys.all, "candidates", classId, date] as const,
  mine: () => [...attendanceKeys.all, "mine"] as const,
  atRisk: () => [...attendanceKeys.all, "at-risk"] as const,
};
