import { describe, expect, it } from "vitest";
import { layoutDay } from "./calendar-layout";

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
