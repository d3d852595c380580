import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "@/features/landing/pages/landing-page";

/** Starts the public landing page alone: React and the page, none of the console. */
export function mountLanding(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
