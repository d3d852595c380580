import "./styles.css";
import { hydrateOnFirstInteraction } from "./app/landing-wake";

// Two ways in. A visitor to "/" gets only React and the landing page, which keeps the public
// page within its 80 KB budget (docs/product/quality.md#web); every other path starts the console router,
// whose libraries (router, TanStack Query, toasts) the landing page never downloads. Inside
// the console, "/" is an ordinary lazy route rendering the same landing page.
const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root");

if (container.dataset.static === "true") {
  // A page the server wrote whole, with nothing to run (`/privacidad`, issue 40).
} else if (window.location.pathname === "/") {
  // The server rendered the page and embedded what it rendered it from (decision 0064): React
  // waits for the visitor. Without it (`npm run dev`, a build without the server's renderer)
  // the browser renders the page as before.
  const embedded = document.getElementById("landing-data");
  if (embedded?.textContent) hydrateOnFirstInteraction(container, embedded);
  else void import("./app/landing-entry").then(({ mountLanding }) => mountLanding(container));
} else {
  void import("./app/console-entry").then(({ mountConsole }) => mountConsole(container));
}
