// The landing page as the server wrote it is already the page: text, photos, links and anchors
// all work without JavaScript. What needs React is few (the trial form, the filters, the map
// button), so React is not downloaded, evaluated nor hydrated until a visitor reaches for the
// page: a pointer over it, a touch, a key, a focus. Evaluating React and hydrating a page of
// many classes blocks a phone's main thread for hundreds of milliseconds; done on load it is
// most of Lighthouse's Total Blocking Time (decision 0064).

const WAKE_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Hydrates the server's page, from the data embedded in it, on the first interaction. What the
 * visitor did before React was there (its chunk still on the way) is not lost: a click on one
 * of the page's buttons is clicked again, and a filter chosen or typed is handed to React, once
 * the page is hydrated; a form is not sent meanwhile (the filters' form is React's). Links need
 * nothing: they are links.
 */
export function hydrateOnFirstInteraction(container: HTMLElement, embedded: HTMLElement): void {
  const json = embedded.textContent ?? "null";
  prefetchOnFirstScroll(embedded.dataset.chunks?.split(" ").filter(Boolean) ?? []);
  const clicked: HTMLElement[] = [];
  let started = false;
  const keepClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && container.contains(button)) clicked.push(button);
  };
  const holdSubmit = (event: Event) => event.preventDefault();
  const listen = (on: boolean) => {
    const method = on ? "addEventListener" : "removeEventListener";
    for (const type of WAKE_EVENTS) document[method](type, wake, { capture: true, passive: true });
  };
  const wake = () => {
    if (started) return;
    started = true;
    listen(false);
    import("./landing-entry").then(
      ({ mountLanding }) => {
        mountLanding(container, JSON.parse(json), () => {
          handFieldsToReact(container);
          for (const button of clicked) if (button.isConnected) button.click();
        });
        // From here React's own listeners on the root take the events (it hydrates first).
        document.removeEventListener("click", keepClick, true);
        document.removeEventListener("submit", holdSubmit, true);
      },
      () => {
        // The chunk did not arrive (the network dropped): the next interaction tries again.
        started = false;
        listen(true);
      },
    );
  };
  document.addEventListener("click", keepClick, true);
  document.addEventListener("submit", holdSubmit, true);
  listen(true);
}

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");

/**
 * The filters a visitor changed before React was there, told to React as the changes they
 * were: a select's "change" (React takes it as it comes), and a text field's "input" after its
 * value is set back to what the server wrote through the element (which React watches) and
 * forward to what was typed through the prototype (which it does not), so React sees it move.
 */
function handFieldsToReact(container: HTMLElement): void {
  for (const select of container.querySelectorAll("select")) {
    const written =
      [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (written && select.value !== written.value) {
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  for (const input of container.querySelectorAll("input")) {
    if (input.type === "checkbox" || input.type === "radio" || input.type === "hidden") continue;
    if (input.value === input.defaultValue) continue;
    const typed = input.value;
    input.value = input.defaultValue;
    nativeValue?.set?.call(input, typed);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * On the visitor's first scroll (reading the page, on the way to a class), fetches (never runs)
 * the scripts React will need, named by the server from the build's manifest: the tap that
 * follows then waits for hydrating only, not for the network. Not on load: Lighthouse models a
 * request by what started it, not by when, so even an idle-time prefetch of React competed
 * with the hero photo in its simulation (mobile LCP 1.9 s instead of 1.1 s). `prefetch` is the
 * lowest priority there is; `crossorigin` matches how the module import asks, so the import
 * is served from the cache.
 */
function prefetchOnFirstScroll(files: readonly string[]): void {
  if (files.length === 0) return;
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "prefetch";
      link.href = href;
      link.crossOrigin = "";
      document.head.append(link);
    }
  };
  window.addEventListener("scroll", prefetch, { once: true, passive: true });
}
