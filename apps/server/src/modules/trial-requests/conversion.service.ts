import { type ConversionRow, daysBetween, medianOf, type TrialRequestResponse } from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { requestsCreatedBetween } from "./trial-requests.repository.ts";

/**
 * The conversion report: per month of the request and class, how many came, were contacted,
 * attended and enrolled, the rate and the median days from request to enrollment.
 */
export async function conversionReport(
  ctx: AppContext,
  from: string,
  to: string,
): Promise<ConversionRow[]> {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  const end = tm === 12 ? `${ty + 1}-01` : `${ty}-${String(tm + 1).padStart(2, "0")}`;
  const start = `${fy}-${String(fm).padStart(2, "0")}`;
  const rows = await requestsCreatedBetween(ctx.db, `${start}-01`, `${end}-01`);
  const groups = new Map<string, TrialRequestResponse[]>();
  for (const r of rows) {
    const key = `${r.createdAt.slice(0, 7)}|${r.classId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const [month = "", classId = "0"] = key.split("|");
    const enrolled = list.filter((r) => r.status === "ENROLLED");
    return {
      month,
      classId: Number(classId),
      className: list[0]?.className ?? "",
      requests: list.length,
      contacted: list.filter((r) => r.contactedAt !== null).length,
      attended: list.filter((r) => r.attendedAt !== null || r.status === "ENROLLED").length,
      enrolled: enrolled.length,
      conversionRate: list.length ? enrolled.length / list.length : 0,
      medianDaysToEnroll: medianOf(
        enrolled.map((r) =>
          daysBetween(r.createdAt.slice(0, 10), (r.enrolledAt ?? r.createdAt).slice(0, 10)),
        ),
      ),
    };
  });
}
