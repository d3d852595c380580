import { describe, expect, it } from "vitest";
import { buildRevenueSeries } from "./revenue-series";

describe("buildRevenueSeries", () => {
  it("fills months without revenue with 0 and averages over all months", () => {
    expect(
      buildRevenueSeries(["2026-06", "2026-07", "2026-08"], {
        "2026-06": 100_000,
        "2026-08": 50_001,
      }),
    ).toEqual({
      months: [
        { month: "2026-06", revenue: 100_000 },
        { month: "2026-07", revenue: 0 },
        { month: "2026-08", revenue: 50_001 },
      ],
      totalRevenue: 150_001,
      averageMonthly: 50_000,
    });
  });

  it("is empty for no months", () => {
    expect(buildRevenueSeries([], {})).toEqual({ months: [], totalRevenue: 0, averageMonthly: 0 });
  });
});
