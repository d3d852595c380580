/**
 * Resolves after the event loop has run what was waiting (I/O callbacks, other requests' next
 * steps). A long computation awaits it between its parts, so one whole-studio report does not
 * hold every other request of its process, and the transactions they keep open, for its whole
 * length.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
