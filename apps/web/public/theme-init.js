// Applies the colour scheme chosen in the console before the first paint, so a reload never
// flashes the wrong theme. A plain script (not a module) loaded from <head>: it runs before
// the page is drawn, and the Content-Security-Policy allows it because it is served by us.
// Keep the key and values in step with src/lib/theme.ts.
(() => {
  try {
    const theme = window.localStorage.getItem("nova_theme");
    if (theme === "light" || theme === "dark") document.documentElement.classList.add(theme);
  } catch (_error) {
    // Storage blocked (privacy settings): the system's scheme applies.
  }
})();
