import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { THEME_LABELS, type ThemeChoice, useTheme } from "@/lib/theme";

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: "light", light: "dark", dark: "system" };
const ICONS = { light: Sun, dark: Moon, system: Monitor };

/** One button in the top bar that steps through claro → oscuro → según el sistema. */
export function ThemeToggle() {
  const { choice, choose } = useTheme();
  const Icon = ICONS[choice];
  const next = NEXT[choice];
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => choose(next)}
      aria-label={`Tema: ${THEME_LABELS[choice]}. Cambiar a ${THEME_LABELS[next].toLowerCase()}`}
      title={`Tema: ${THEME_LABELS[choice]}`}
      data-theme-choice={choice}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}
