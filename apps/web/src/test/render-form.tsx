import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { renderRoute } from "./render-route";

/**
 * How the form tests start: an onSubmit that saves at once, user events, and the form (built
 * around that onSubmit) rendered at its route, so its cancel link and navigation resolve.
 */
export function renderForm<Data>(
  form: (onSubmit: (data: Data) => Promise<unknown>) => ReactNode,
  path: string,
) {
  const onSubmit = vi.fn<(data: Data) => Promise<unknown>>(async () => undefined);
  const user = userEvent.setup();
  renderRoute(form(onSubmit), { path });
  return { user, onSubmit };
}
