import { APP_ROUTES, isAppPath } from "@nova/domain";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

// The server answers 404 to any address outside APP_ROUTES (issue 40): the list must be the
// router's, route for route, or a real page would answer 404 (or a typo 200).

function pathsOf(list: RouteObject[], parent: string): string[] {
  return list.flatMap((route) => {
    const own = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    const here = route.index || (route.path && !route.children) ? [own || "/"] : [];
    return [...here, ...(route.children ? pathsOf(route.children, own) : [])];
  });
}

describe("the app's routes", () => {
  it("are APP_ROUTES, the list the server answers 200 for", () => {
    const found = pathsOf(routes, "").filter((p) => p !== "/*");
    expect([...new Set(found)].sort()).toEqual([...APP_ROUTES].sort());
  });

  it("match concrete addresses, and nothing else", () => {
    expect(isAppPath("/students/12/edit")).toBe(true);
    expect(isAppPath("/privacidad")).toBe(true);
    expect(isAppPath("/dashboard/")).toBe(true);
    expect(isAppPath("/no-existe")).toBe(false);
    expect(isAppPath("/students/12/nada")).toBe(false);
  });
});
