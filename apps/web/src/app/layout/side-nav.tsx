import { KeyRound, Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Wordmark } from "@/components/brand";
import { usePermissions } from "@/entities/session";
import { NewRequestsBadge } from "@/features/trial-requests";
import { cx } from "@/lib/class-names";
import { type NavItem, visibleNavSections } from "./nav-items";

interface SideNavProps {
  /** Called after a link is followed (closes the slide-over on small screens). */
  onNavigate?: () => void;
  /**
   * Opens the own-password dialog. Given to the slide-over only: on phones the top bar has no
   * room for its key button beside the user's name and 'Salir'.
   */
  onChangePassword?: () => void;
}

/** True when `item` is the page at `pathname` or (unless `end`) one of the pages below it. */
function matches(item: NavItem, pathname: string): boolean {
  return pathname === item.to || (!item.end && pathname.startsWith(`${item.to}/`));
}

export function SideNav({ onNavigate, onChangePassword }: SideNavProps) {
  const { canOpen, teacher } = usePermissions();
  const sections = visibleNavSections(canOpen);
  const { pathname } = useLocation();
  // Only the most specific matching item is marked: /classes/calendar is 'Calendario', not
  // also 'Clases'.
  const activeTo = sections
    .flatMap((section) => section.items)
    .filter((item) => matches(item, pathname))
    .reduce<string | null>(
      (best, item) => (best && best.length >= item.to.length ? best : item.to),
      null,
    );
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-line px-5">
        <Link
          to={teacher ? "/asistencia" : "/dashboard"}
          onClick={onNavigate}
          className="rounded text-accent-text"
        >
          {/* Named by its visible text plus where it goes: an aria-label that left out
              "Estudio de danza" failed axe's label-content-name-mismatch. */}
          <Wordmark subtitle="Estudio de danza" />
          <span className="sr-only">{teacher ? ", ir a asistencia" : ", ir al dashboard"}</span>
        </Link>
      </div>
      <nav aria-label="Navegación principal" className="flex-1 overflow-y-auto px-3 py-4">
        {sections.map((section, index) => (
          <div key={section.title ?? index} className={cx(index > 0 && "mt-6")}>
            {section.title && (
              <h2 className="mb-1.5 px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
                {section.title}
              </h2>
            )}
            <ul className="space-y-0.5">
              {section.items.map((item) => (
                <NavEntry
                  key={item.to}
                  item={item}
                  active={item.to === activeTo}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {onChangePassword && (
        <div className="shrink-0 border-t border-line px-3 py-3 sm:hidden">
          <button
            type="button"
            onClick={onChangePassword}
            className="flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <KeyRound className="size-[1.125rem] shrink-0" aria-hidden="true" />
            Cambiar contraseña
          </button>
        </div>
      )}
    </div>
  );
}

function NavEntry({
  item,
  active,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <li className="flex items-center gap-1">
      <Link
        to={item.to}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cx(
          "flex min-h-10 flex-1 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
          active
            ? "bg-accent-soft text-accent-text"
            : "text-ink-muted hover:bg-surface-muted hover:text-ink",
        )}
      >
        <Icon className="size-[1.125rem] shrink-0" aria-hidden="true" />
        {item.label}
        {item.badge === "trial-requests" && <NewRequestsBadge />}
      </Link>
      {item.quickAdd && (
        <Link
          to={item.quickAdd.to}
          onClick={onNavigate}
          aria-label={item.quickAdd.label}
          title={item.quickAdd.label}
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-accent-soft hover:text-accent-text"
        >
          <Plus className="size-4" aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}
