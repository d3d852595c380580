import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Wordmark } from "@/components/brand";
import { homePath, RedirectIfAuthenticated, useAuth } from "@/entities/session";
import { LoginForm } from "../components/login-form";

export function LoginPage() {
  return (
    <RedirectIfAuthenticated>
      <LoginScreen />
    </RedirectIfAuthenticated>
  );
}

function LoginScreen() {
  const { login } = useAuth();
  const navigate = useNavigate();

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <title>Iniciar sesión · NOVA</title>
      <aside className="relative hidden overflow-hidden bg-[#2a1220] text-[#f7eef2] lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-40 size-[28rem] rounded-full bg-[#8c2f5a]/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-[24rem] rounded-full bg-[#c76b94]/20 blur-3xl"
        />
        <Wordmark subtitle="Estudio de danza" className="relative" />
        <div className="relative max-w-sm">
          <p className="font-display text-3xl leading-snug">
            Cada clase, cada estudiante y cada pago, en un solo lugar.
          </p>
          <p className="mt-4 text-sm text-[#e4cfd9]">Consola de gestión del estudio.</p>
        </div>
      </aside>

      <main className="flex flex-col justify-center px-5 py-10 sm:px-10">
        <div className="mx-auto w-full max-w-sm">
          <Wordmark subtitle="Estudio de danza" className="mb-10 text-accent-text lg:hidden" />
          <h1 className="font-display text-3xl font-semibold text-ink">Ingreso al sistema</h1>
          <p className="mt-2 text-sm text-ink-muted">
            Ingresa con tu usuario para administrar el estudio.
          </p>
          <div className="mt-8">
            <LoginForm
              onSubmit={async (credentials) => {
                const user = await login(credentials);
                navigate(homePath(user), { replace: true });
              }}
            />
          </div>
          <Link
            to="/"
            className="mt-8 inline-flex items-center gap-1.5 rounded text-sm font-medium text-accent-text hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver al inicio
          </Link>
        </div>
      </main>
    </div>
  );
}
