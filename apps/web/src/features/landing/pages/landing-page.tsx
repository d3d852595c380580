import { Wordmark } from "@/components/brand";

// The public page. It is loaded on its own (see src/main.tsx), so it must not import the
// console: no router, no query client, no console components; plain links leave the page.

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <title>NOVA · Estudio de danza</title>
      <header className="border-b border-line bg-surface/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-4">
          <a href="/" className="rounded text-accent-text" aria-label="NOVA, inicio">
            <Wordmark />
          </a>
          <a
            href="/login"
            className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-ink shadow-sm transition-colors hover:bg-accent-hover"
          >
            Ingresar al sistema
          </a>
        </div>
      </header>

      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-5 py-20">
        <p className="text-sm font-medium tracking-[0.2em] text-accent-text uppercase">
          Estudio de danza
        </p>
        <h1 className="mt-4 max-w-2xl font-display text-4xl leading-tight font-semibold sm:text-5xl">
          Bienvenida a NOVA
        </h1>
        <p className="mt-5 max-w-xl text-lg text-ink-muted">
          Ballet, jazz, hip hop, contemporáneo, salsa y bachata. Muy pronto encontrarás aquí
          nuestras clases y horarios.
        </p>
      </main>

      <footer className="border-t border-line">
        <div className="mx-auto max-w-6xl px-5 py-6 text-sm text-ink-muted">
          © {new Date().getFullYear()} NOVA Estudio de danza
        </div>
      </footer>
    </div>
  );
}
