import { describe, expect, it } from "vitest";
import { RouteLruStore } from "./read-cache-store.ts";

const kept = (store: RouteLruStore<string>, route: string, keys: string[]) =>
  keys.filter((key) => store.get(route, key) !== undefined);

describe("the read cache's store", () => {
  it("stays within its bytes, evicting the oldest answers of the route that holds the most", () => {
    const store = new RouteLruStore<string>(10_000);
    store.set("/api/dashboard", "d", "dashboard", 1_000);
    const many = Array.from({ length: 40 }, (_, i) => `s${i}`);
    for (const key of many) store.set("/api/students/:id", key, key, 500);
    expect(store.totalBytes).toBeLessThanOrEqual(10_000);
    expect(store.get("/api/dashboard", "d")).toBe("dashboard");
    // The newest of the flooding route are the ones kept.
    const left = kept(store, "/api/students/:id", many);
    expect(left.length).toBeGreaterThan(0);
    expect(left).toEqual(many.slice(many.length - left.length));
  });

  it("keeps a route's answer it just read over its older ones", () => {
    const store = new RouteLruStore<string>(3_000);
    store.set("/r", "a", "a", 500);
    store.set("/r", "b", "b", 500);
    store.get("/r", "a");
    store.set("/r", "c", "c", 500);
    store.set("/r", "d", "d", 500);
    expect(kept(store, "/r", ["a", "b", "c", "d"])).not.toContain("b");
    expect(store.get("/r", "a")).toBe("a");
  });

  it("counts what an entry grows by, and only while the entry is kept", () => {
    const store = new RouteLruStore<string>(100_000);
    store.set("/r", "a", "first", 1_000);
    const before = store.totalBytes;
    store.grow("/r", "a", "first", 400);
    expect(store.totalBytes).toBe(before + 400);
    // Replaced meanwhile: a copy of the old entry is not counted for the new one.
    store.set("/r", "a", "second", 1_000);
    store.grow("/r", "a", "first", 400);
    expect(store.totalBytes).toBe(before);
  });

  it("evicts a large answer's route first when it holds the most bytes", () => {
    const store = new RouteLruStore<string>(20_000);
    store.set("/small", "s", "small", 1_000);
    store.set("/large", "l1", "l1", 10_000);
    store.set("/large", "l2", "l2", 10_000);
    expect(store.get("/large", "l1")).toBeUndefined();
    expect(store.get("/large", "l2")).toBe("l2");
    expect(store.get("/small", "s")).toBe("small");
  });
});
