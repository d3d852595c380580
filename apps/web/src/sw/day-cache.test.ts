import { describe, expect, it } from "vitest";
import {
  dayCacheKey,
  isConsolePath,
  isDayRequest,
  isTeacherAccount,
  SESSION_PARAM,
  sessionOf,
  sessionOfKey,
} from "./day-cache";

/** An unsigned token with `payload` (the worker only reads it; the server checks it). */
const token = (payload: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.firma`;

describe("the teacher's day kept by the service worker", () => {
  it("keeps only who she is, her classes and a day's sessions", () => {
    const at = (path: string) => new URL(path, "https://estudio.cl");
    expect(isDayRequest(at("/api/sessions?date=2026-12-07"))).toBe(true);
    expect(isDayRequest(at("/api/auth/me"))).toBe(true);
    expect(isDayRequest(at("/api/teachers/me"))).toBe(true);
    for (const other of [
      "/api/students",
      "/api/payments?month=2026-12",
      "/api/teachers/3",
      "/api/sessions/4/2026-12-07/make-up-candidates",
      "/api/reports/financial",
      "/api/portal/me",
    ]) {
      expect(isDayRequest(at(other)), other).toBe(false);
    }
  });

  it("names the session by the token's id, else its subject and issue time", () => {
    expect(sessionOf(`Bearer ${token({ sub: "7", jti: "abc-123", iat: 1 })}`)).toBe("abc-123");
    expect(sessionOf(`Bearer ${token({ sub: "7", iat: 1700 })}`)).toBe("7-1700");
    expect(sessionOf(null)).toBeNull();
    expect(sessionOf("Basic dXNlcjpwYXNz")).toBeNull();
    expect(sessionOf("Bearer no-es-un-jwt")).toBeNull();
    expect(sessionOf(`Bearer ${token({ username: "ana" })}`)).toBeNull();
  });

  it("keys each answer by its session, so one person's copy never answers another", () => {
    const url = "https://estudio.cl/api/sessions?date=2026-12-07";
    const ana = dayCacheKey(url, "sesion-ana");
    const bea = dayCacheKey(url, "sesion-bea");
    expect(ana).not.toBe(bea);
    expect(new URL(ana).searchParams.get("date")).toBe("2026-12-07");
    expect(sessionOfKey(ana)).toBe("sesion-ana");
    expect(sessionOfKey(url)).toBeNull();
    // A request that already carries the parameter is not a day request: it cannot pick a key.
    expect(isDayRequest(new URL(`${url}&${SESSION_PARAM}=sesion-bea`))).toBe(false);
  });

  it("keeps a day only for a teacher's account", () => {
    expect(isTeacherAccount({ username: "profe", role: "TEACHER" })).toBe(true);
    expect(isTeacherAccount({ user: { username: "profe", role: "teacher" } })).toBe(true);
    expect(isTeacherAccount({ username: "admin", role: "ADMIN" })).toBe(false);
    expect(isTeacherAccount({ username: "recepcion", role: "STAFF" })).toBe(false);
    expect(isTeacherAccount({ username: "sin-rol" })).toBe(false);
    expect(isTeacherAccount(null)).toBe(false);
  });

  it("opens the shell offline for the console's screens, never for the public pages", () => {
    expect(isConsolePath("/asistencia")).toBe(true);
    expect(isConsolePath("/students/12/edit")).toBe(true);
    expect(isConsolePath("/login")).toBe(true);
    expect(isConsolePath("/")).toBe(false);
    expect(isConsolePath("/privacidad")).toBe(false);
    expect(isConsolePath("/portal")).toBe(false);
    expect(isConsolePath("/studentsx")).toBe(false);
    expect(isConsolePath("/api/sessions")).toBe(false);
  });
});
