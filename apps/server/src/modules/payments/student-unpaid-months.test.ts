import { beforeAll, expect, it } from "vitest";
import { fieldsOf } from "../../../test/support/answer.ts";
import { adminApi } from "../../../test/support/fixtures.ts";
import { describeEachDatabase } from "../../../test/support/test-app.ts";

// The clock says 2026-08-15 (Santiago), due day 10 and 15 % late fee by default: June and
// July are late, and so is August (past its due day).
describeEachDatabase("a student's unpaid months", (t) => {
  const ids = { carla: 0, ballet: 0, jazz: 0 };
  const api = adminApi(t);
  const get = (url: string) => api("GET", url);

  beforeAll(async () => {
    ids.ballet = await t.seed.class({ name: "Ballet", price: 30_000 });
    ids.jazz = await t.seed.class({ name: "Jazz", price: 20_000 });
    ids.carla = await t.seed.enrolledStudent(
      ids.ballet,
      { firstName: "Carla", lastName: "Rojas" },
      "2026-06-01",
    );
    await t.seed.enroll(ids.carla, ids.jazz, "2026-08-01");
    await t.seed.paidMonth(ids.carla, ids.ballet, 30_000, "2026-07");
  });

  it("lists every unpaid month oldest first, each with its surcharge", async () => {
    const response = await get(`/api/students/${ids.carla}/outstanding-payments`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.asOf).toBe("2026-08-15");
    expect(fieldsOf(body.months, "month", "totalOutstandingAmount")).toEqual([
      ["2026-06", 34_500],
      ["2026-08", 34_500 + 23_000],
    ]);
    expect(body.months[0].outstandingPayments).toEqual([
      expect.objectContaining({
        className: "Ballet",
        price: 30_000,
        surcharge: 4500,
        isLate: true,
      }),
    ]);
    expect(body.totalOutstandingAmount).toBe(34_500 + 34_500 + 23_000);
  });

  it("answers 404 for a student that does not exist and 400 for a bad id", async () => {
    expect((await get("/api/students/999999/outstanding-payments")).statusCode).toBe(404);
    expect((await get("/api/students/abc/outstanding-payments")).statusCode).toBe(400);
  });
});
