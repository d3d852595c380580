import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { LandingData } from "@/features/landing/landing-data";
import { LandingPage } from "@/features/landing/pages/landing-page";

/**
 * Starts the public landing page alone: React and the page, none of the console. Given the
 * data the server rendered the page from, it hydrates that HTML (decision 0064); without it (a
 * build without the server bundle, `npm run dev`) it renders the page and fetches its data.
 */
export function mountLanding(container: HTMLElement, data?: LandingData): void {
  const page = (
    <StrictMode>
      <LandingPage initial={data} origin={window.location.origin} />
    </StrictMode>
  );
  if (data) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
