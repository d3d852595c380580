import { describe, expect, it } from "vitest";
import { groupDay, hourHeights, layoutDay, offsetOf, visibleHours } from "./calendar-layout";

const at = (key: string, from: string, to: string) => {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { key, start: minutes(from), end: minutes(to) };
};

function lanes(events: ReturnType<typeof at>[]) {
  return Object.fromEntries(layoutDay(events).map((p) => [p.event.key, [p.lane, p.lanes]]));
}

describe("calendar day layout", () => {
  it("gives a lone class the whole column", () => {
    expect(lanes([at("ballet", "18:00", "19:30")])).toEqual({ ballet: [0, 1] });
  });

  it("puts two overlapping classes side by side", () => {
    expect(lanes([at("ballet", "18:00", "19:30"), at("jazz", "19:00", "20:00")])).toEqual({
      ballet: [0, 2],
      jazz: [1, 2],
    });
  });

  it("does not count classes that only touch as overlapping", () => {
    expect(lanes([at("ballet", "18:00", "19:30"), at("jazz", "19:30", "20:30")])).toEqual({
      ballet: [0, 1],
      jazz: [0, 1],
    });
  });

  it("reuses a lane freed inside a chain of overlaps", () => {
    // A 18-20 overlaps B 19-21 and C 20-21; C fits in A's lane once A has ended.
    expect(
      lanes([at("a", "18:00", "20:00"), at("b", "19:00", "21:00"), at("c", "20:00", "21:00")]),
    ).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2] });
  });
});

describe("calendar grid of a busy studio", () => {
  it("groups a day's overlapping classes, earliest first, and leaves lone ones alone", () => {
    const groups = groupDay([
      at("hip", "09:30", "11:00"),
      at("contemporaneo", "09:15", "10:45"),
      at("jazz", "10:00", "11:00"),
      at("avanzado", "11:00", "12:30"),
    ]);
    expect(groups.map((g) => g.events.map((e) => e.key))).toEqual([
      ["contemporaneo", "hip", "jazz"],
      ["avanzado"],
    ]);
    expect(groups[0]).toMatchObject({ start: 9 * 60 + 15, end: 11 * 60 });
  });

  it("starts the hours at the first class and ends them with the last, not 06:00–24:00", () => {
    expect(visibleHours([at("a", "09:15", "10:45"), at("b", "20:00", "21:30")])).toEqual({
      first: 9,
      last: 22,
    });
    expect(visibleHours([at("a", "18:00", "19:00")])).toEqual({ first: 18, last: 19 });
  });

  it("stretches the hours where four classes meet at once so each has its row", () => {
    const hours = { first: 18, last: 21 };
    const four = { start: 18 * 60, end: 19 * 60, count: 4 };
    const heights = hourHeights([four], hours, { base: 3.5, rowRem: 3, paddingRem: 0.5 });
    // 18:00–19:00 needs 4 × 3 + 0.5 = 12.5 rem; the other hours keep 3.5.
    expect(heights).toEqual([12.5, 3.5, 3.5]);
    expect(offsetOf(19 * 60, 18, heights)).toBe(12.5);
    expect(offsetOf(19 * 60 + 30, 18, heights)).toBe(12.5 + 1.75);
    // A lone class, or a group with room enough, changes nothing.
    const roomy = { start: 18 * 60, end: 21 * 60, count: 2 };
    expect(hourHeights([roomy], hours, { base: 3.5, rowRem: 3 })).toEqual([3.5, 3.5, 3.5]);
  });
});
