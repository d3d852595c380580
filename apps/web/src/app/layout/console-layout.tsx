import { lazy, Suspense, useEffect, useState } from "react";
import { Link, Outlet, useLocation, useNavigation } from "react-router";
import { Dialog, SheetContent } from "@/components/ui/dialog";
import { NoPermissionState, RequireAuth, usePermissions } from "@/entities/session";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";

// The password form (react-hook-form and zod) loads the first time she opens it, not with every
// screen: it is most of what the console's first load would otherwise carry for a dialog rarely
// opened (docs/product/quality.md#the-web-app).
const ChangePasswordDialog = lazy(() =>
  import("@/features/auth").then((m) => ({ default: m.ChangePasswordDialog })),
);

/** The frame of every protected screen: side navigation, top bar, content. */
export function ConsoleLayout() {
  return (
    <RequireAuth>
      <ConsoleFrame />
    </RequireAuth>
  );
}

const DESKTOP_QUERY = "(min-width: 64rem)";

function ConsoleFrame() {
  const [navOpen, setNavOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  // Mounted from its first opening on, so that closing it keeps its closing behaviour.
  const [passwordOpened, setPasswordOpened] = useState(false);
  const openPassword = () => {
    setPasswordOpened(true);
    setChangingPassword(true);
  };
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { canOpen } = usePermissions();

  // The slide-over only exists on small screens; growing the window closes it.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setNavOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  return (
    <div className="min-h-dvh bg-canvas lg:pl-68 print:bg-white print:pl-0">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      {navigation.state === "loading" && (
        <div
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent"
          role="progressbar"
          aria-label="Cargando página"
        />
      )}

      <aside className="fixed inset-y-0 left-0 hidden w-68 border-r border-line bg-surface lg:block print:hidden">
        <SideNav />
      </aside>

      <Dialog open={navOpen} onOpenChange={setNavOpen}>
        <SheetContent title="Menú de navegación">
          <SideNav
            onNavigate={() => setNavOpen(false)}
            onChangePassword={() => {
              setNavOpen(false);
              openPassword();
            }}
          />
        </SheetContent>
        <TopBar onChangePassword={openPassword} />
      </Dialog>
      {passwordOpened && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
        </Suspense>
      )}

      <main id="contenido" tabIndex={-1} className="px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-7xl">
          {/* An owner's screen reached by its address shows why instead of failing requests. */}
          {canOpen(pathname) ? <Outlet /> : <NoPermissionState />}
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-ink-muted sm:px-6 lg:px-10 print:hidden">
        <Link to="/privacidad" className="hover:text-ink hover:underline">
          Aviso de privacidad
        </Link>
      </footer>
    </div>
  );
}
