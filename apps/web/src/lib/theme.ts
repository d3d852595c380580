import { useCallback, useEffect, useState } from "react";

/** The colour scheme chosen in the top bar; "system" follows the device. */
export type ThemeChoice = "light" | "dark" | "system";

/** Where the choice is remembered (per browser); public/theme-init.js reads it before paint. */
export const THEME_KEY = "nova_theme";

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: "Claro",
  dark: "Oscuro",
  system: "Según el sistema",
};

function storedChoice(): ThemeChoice {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/** Puts the choice on <html> (`.light`/`.dark`, none for the system) and remembers it. */
function applyChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  if (choice !== "system") root.classList.add(choice);
  try {
    if (choice === "system") window.localStorage.removeItem(THEME_KEY);
    else window.localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered when storage is blocked; the choice still applies to this page.
  }
}

/** The theme choice and its setter; other tabs of the console follow a change. */
export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(storedChoice);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY) return;
      const next = storedChoice();
      document.documentElement.classList.remove("light", "dark");
      if (next !== "system") document.documentElement.classList.add(next);
      setChoice(next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const choose = useCallback((next: ThemeChoice) => {
    applyChoice(next);
    setChoice(next);
  }, []);

  return { choice, choose };
}
