import { KeyRound, LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Wordmark } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { DialogTrigger } from "@/components/ui/dialog";
import { displayName, useAuth, useSignOut } from "@/entities/session";
import { getInitials } from "@/lib/format";
import { ThemeToggle } from "./theme-toggle";

/** `onChangePassword` opens the own-password dialog (from the key button, shown from 640 px). */
export function TopBar({ onChangePassword }: { onChangePassword: () => void }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  const name = displayName(user);

  async function handleLogout() {
    setLeaving(true);
    await signOut();
  }

  return (
    <header className="sticky top-0 z-30 border-b print:hidden border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-10">
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menú">
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </DialogTrigger>
        <span className="hidden text-accent-text sm:block lg:hidden">
          <Wordmark />
        </span>

        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
          <ThemeToggle />
          {/* The initials give way to the name on the narrowest phones, beside the theme button. */}
          <span
            aria-hidden="true"
            className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft min-[400px]:flex text-sm font-semibold text-accent-text"
          >
            {getInitials(user?.name || user?.username)}
          </span>
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm font-medium text-ink">{name}</p>
            {user?.email && <p className="truncate text-xs text-ink-muted">{user.email}</p>}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Cambiar contraseña"
            title="Cambiar contraseña"
            onClick={onChangePassword}
            className="shrink-0 max-sm:hidden"
          >
            <KeyRound className="size-5" aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={handleLogout}
            loading={leaving}
            className="ml-1"
          >
            {!leaving && <LogOut className="size-4" aria-hidden="true" />}
            Salir
          </Button>
        </div>
      </div>
    </header>
  );
}
