import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Wordmark } from "@/components/brand";
import { buttonClasses } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-5 py-16 text-center">
      <title>Página no encontrada · NOVA</title>
      <Wordmark className="text-accent-text" />
      <span className="mt-10 flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-ink-muted">ERROR 404</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-ink">Página no encontrada</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        La dirección que buscas no existe o cambió. Desde la página del estudio encuentras las
        clases, los horarios y cómo contactarnos.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        {/* A plain link: the studio's page is loaded on its own (src/main.tsx). */}
        <a href="/" className={buttonClasses()}>
          Ir a la página del estudio
        </a>
      </div>
      <p className="mt-6 text-sm text-ink-muted">
        ¿Trabajas en el estudio?{" "}
        <Link to="/login" className="font-medium text-accent-text hover:underline">
          Ingresa al sistema
        </Link>
      </p>
    </main>
  );
}
