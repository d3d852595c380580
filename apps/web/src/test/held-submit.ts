import { vi } from "vitest";

/**
 * An onSubmit that stays pending until the test calls `finish`: how the form tests see the
 * submit button disabled while saving, then enabled again once the save is done.
 */
export function heldSubmit() {
  let finish: () => void = () => undefined;
  const onSubmit = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { onSubmit, finish: () => finish() };
}
