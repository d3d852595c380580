import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import type { PendingMark } from "./api/save-attendance";
import { createOutbox } from "./outbox";

const mark = (studentId: number, status: PendingMark["status"] = "PRESENT") => ({
  classId: 7,
  date: "2026-11-26",
  start: "18:00",
  studentId,
  status,
  note: null,
});
const offline = () =>
  new ApiError({ status: 0, message: "Error de conexión", errorType: "NETWORK_ERROR" });

describe("attendance outbox", () => {
  beforeEach(() => localStorage.clear());

  it("keeps a mark taken offline, with its key, and sends it once with that key", async () => {
    const sent: string[] = [];
    let online = false;
    const outbox = createOutbox(async (m) => {
      if (!online) throw offline();
      sent.push(`${m.studentId}:${m.key}`);
    });
    outbox.add(mark(1));
    await outbox.flush();
    const [waiting] = outbox.getSnapshot().pending;
    expect(waiting?.studentId).toBe(1);
    // A reload keeps it: the next outbox reads it from the phone.
    expect(JSON.parse(localStorage.getItem("nova.attendance.outbox") ?? "[]")).toHaveLength(1);
    online = true;
    await outbox.flush();
    await outbox.flush();
    expect(sent).toEqual([`1:${waiting?.key}`]);
    expect(outbox.getSnapshot().pending).toEqual([]);
  });

  it("replaces an unsent mark of the same student with her newer one", async () => {
    const outbox = createOutbox(async () => {
      throw offline();
    });
    outbox.add(mark(1, "ABSENT"));
    await outbox.flush();
    outbox.add(mark(1, "LATE"));
    outbox.add(mark(2));
    await outbox.flush();
    expect(outbox.getSnapshot().pending.map((m) => [m.studentId, m.status])).toEqual([
      [1, "LATE"],
      [2, "PRESENT"],
    ]);
  });

  it("drops a mark the server refused and says why", async () => {
    const outbox = createOutbox(async () => {
      throw new ApiError({ status: 422, message: "La sesión está cerrada" });
    });
    outbox.add(mark(1));
    await outbox.flush();
    expect(outbox.getSnapshot().pending).toEqual([]);
    expect(outbox.getSnapshot().failures.map((f) => f.message)).toEqual(["La sesión está cerrada"]);
  });
});
