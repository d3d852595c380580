import { Plus } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Wordmark } from "@/components/brand";
import { isAdmin, useAuth } from "@/features/auth";
import { cx } from "@/lib/class-names";
import { type NavItem, visibleNavSections } from "./nav-items";

interface SideNavProps {
  /** Called after a link is followed (closes the slide-over on small screens). */
  onNavigate?: () => void;
}

export function SideNav({ onNavigate }: SideNavProps) {
  const { user } = useAuth();
  const sections = visibleNavSections(isAdmin(user));
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-line px-5">
        <Link
          to="/dashboard"
          onClick={onNavigate}
          className="rounded text-accent-text"
          aria-label="NOVA, ir al dashboard"
        >
          <Wordmark subtitle="Estudio de danza" />
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
                <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li className="flex items-center gap-1">
      <NavLink
        to={item.to}
        onClick={onNavigate}
        className={({ isActive }) =>
          cx(
            "flex min-h-10 flex-1 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
            isActive
              ? "bg-accent-soft text-accent-text"
              : "text-ink-muted hover:bg-surface-muted hover:text-ink",
          )
        }
      >
        <Icon className="size-[1.125rem] shrink-0" aria-hidden="true" />
        {item.label}
      </NavLink>
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
