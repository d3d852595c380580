import { LandingPage } from "./landing-page";

/**
 * The landing page as the console's router shows it ("/" reached inside the console): drawn by
 * the browser alone, so the JSON-LD's address is the page's own. The server-written page gets
 * it from the server instead (decision 0064); LandingPage itself never reads `window`.
 */
export function BrowserLandingPage() {
  return <LandingPage origin={window.location.origin} />;
}
