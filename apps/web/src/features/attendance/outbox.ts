import { isApiError } from "@/lib/api-client";
import type { PendingMark } from "./api/save-attendance";

// Marks taken on the phone wait here (localStorage, so a reload or a closed tab keeps them)
// until the server has them. Each keeps the Idempotency-Key it was given when tapped: a send
// that reached the server but whose answer was lost is sent again with the same key, and the
// server applies it once.
const STORAGE_KEY = "nova.attendance.outbox";

export type OutboxFailure = { mark: PendingMark; message: string };

type Listener = () => void;

export interface OutboxSnapshot {
  pending: PendingMark[];
  failures: OutboxFailure[];
  sending: boolean;
  /** Marks that waited for the connection and were all sent since; null until the next wait. */
  sentAfterReconnect: number | null;
}

function read(): PendingMark[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as PendingMark[]) : [];
  } catch {
    return [];
  }
}

const sameSlot = (a: PendingMark, b: Omit<PendingMark, "key" | "queuedAt">) =>
  a.classId === b.classId &&
  a.date === b.date &&
  a.start === b.start &&
  a.studentId === b.studentId &&
  a.trialRequestId === b.trialRequestId;

function newKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The phone's queue of marks to send, shared by every screen that shows them. */
export function createOutbox(send: (mark: PendingMark) => Promise<unknown>) {
  let pending = read();
  let failures: OutboxFailure[] = [];
  let sending = false;
  // Marks that waited for the connection (kept from an earlier visit, or a send that got no
  // answer) are counted as they reach the server; once all are there, the count is told
  // ('Se enviaron 3 marcas.') until the next mark is tapped.
  let waited = pending.length > 0;
  let deliveredAfterWait = 0;
  let sentAfterReconnect: number | null = null;
  let snapshot: OutboxSnapshot = { pending, failures, sending, sentAfterReconnect };
  const listeners = new Set<Listener>();

  function publish() {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
    snapshot = { pending, failures, sending, sentAfterReconnect };
    for (const listener of listeners) listener();
  }

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    publish();
    try {
      while (pending.length > 0) {
        const [mark] = pending;
        if (!mark) break;
        try {
          await send(mark);
          if (waited) deliveredAfterWait += 1;
        } catch (error) {
          // No answer (offline, timeout): keep everything, try again later.
          if (!isApiError(error) || error.status === 0) {
            waited = true;
            break;
          }
          // The server refused it (a locked day, a class no longer hers): say so, drop it.
          failures = [...failures, { mark, message: error.message }];
        }
        pending = pending.filter((m) => m.key !== mark.key);
        if (pending.length === 0 && waited) {
          sentAfterReconnect = deliveredAfterWait;
          waited = false;
          deliveredAfterWait = 0;
        }
        publish();
      }
    } finally {
      sending = false;
      publish();
    }
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Queues a mark (replacing an older unsent one of the same student and session). */
    add(mark: Omit<PendingMark, "key" | "queuedAt">) {
      const first = pending[0];
      // The first one may be on its way: it stays, the new one goes after it.
      pending = [
        ...pending.filter((m) => !sameSlot(m, mark) || (sending && m === first)),
        { ...mark, key: newKey(), queuedAt: new Date().toISOString() },
      ];
      sentAfterReconnect = null;
      publish();
      void flush();
    },
    flush,
    dismissFailures() {
      failures = [];
      publish();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
