import { useSyncExternalStore } from "react";
import { saveMark } from "./api/save-attendance";
import { createOutbox } from "./outbox";

/** The one outbox of the console: marks wait here whatever screen is open. */
export const attendanceOutbox = createOutbox(saveMark);

/** The outbox as a React value (pending marks, refused ones, whether it is sending). */
export function useOutbox() {
  return useSyncExternalStore(attendanceOutbox.subscribe, attendanceOutbox.getSnapshot);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser believes it is connected. */
export function useOnline() {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
