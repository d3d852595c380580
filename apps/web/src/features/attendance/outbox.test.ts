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

  it("counts the marks that waited for the connection once they are all sent", async () => {
    let online = false;
    const outbox = createOutbox(async () => {
      if (!online) throw offline();
    });
    outbox.add(mark(1));
    outbox.add(mark(2, "LATE"));
    outbox.add(mark(3, "ABSENT"));
    await outbox.flush();
    expect(outbox.getSnapshot().sentAfterReconnect).toBeNull();
    online = true;
    await outbox.flush();
    expect(outbox.getSnapshot().pending).toEqual([]);
    expect(outbox.getSnapshot().sentAfterReconnect).toBe(3);
    // The next tap (sent at once) clears the count: nothing waited for it.
    outbox.add(mark(4));
    await outbox.flush();
    expect(outbox.getSnapshot().sentAfterReconnect).toBeNull();
  });

  it("counts marks kept on the phone from an earlier visit when they go out", async () => {
    const first = createOutbox(async () => {
      throw offline();
    });
    first.add(mark(1));
    first.add(mark(2));
    await first.flush();
    // A reload: a new outbox reads the two marks back and sends them.
    const sent: number[] = [];
    const second = createOutbox(async (m) => {
      sent.push(m.studentId);
    });
    await second.flush();
    expect(sent).toEqual([1, 2]);
    expect(second.getSnapshot().sentAfterReconnect).toBe(2);
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
