import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { LandingData } from "@/features/landing/landing-data";
import { LandingPage } from "@/features/landing/pages/landing-page";

/** Calls `onDone` once React has committed its children (after hydrating them). No DOM. */
function AfterCommit({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(() => onDone(), [onDone]);
  return children;
}

/**
 * Starts the public landing page alone: React and the page, none of the console. Given the
 * data the server rendered the page from, it hydrates that HTML (decision 0064) and calls
 * `onHydrated` when done; without it (a build without the server's renderer, `npm run dev`)
 * it renders the page and fetches its data.
 */
export function mountLanding(
  container: HTMLElement,
  data?: LandingData,
  onHydrated: () => void = () => undefined,
): void {
  const page = (
    <StrictMode>
      <LandingPage initial={data} origin={window.location.origin} />
    </StrictMode>
  );
  if (data) hydrateRoot(container, <AfterCommit onDone={onHydrated}>{page}</AfterCommit>);
  else createRoot(container).render(page);
}
