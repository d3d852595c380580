/** What the visitor reads once the request is in: thanks, and what happens next. */
export function TrialThanks({
  done,
  onDone,
}: {
  done: { thanks: string; whose: string; waitlist: boolean };
  onDone: () => void;
}) {
  return (
    <div className="mt-4 space-y-3 text-ink-muted" role="status">
      <p>
        ¡Gracias{done.thanks ? `, ${done.thanks}` : ""}!{" "}
        {done.waitlist
          ? `${done.whose ? `${done.whose} quedó` : "Quedaste"} en la lista de espera. Te escribiremos por WhatsApp apenas se libere un cupo.`
          : `Te escribiremos por WhatsApp en los próximos días para confirmar ${done.whose ? `la clase de prueba de ${done.whose}` : "tu clase de prueba"}.`}
      </p>
      <p>La clase de prueba es gratis: basta venir con ropa cómoda y llegar 10 minutos antes.</p>
      <button
        type="button"
        onClick={onDone}
        className="mt-2 inline-flex h-11 items-center rounded-lg bg-accent px-5 font-medium text-accent-ink hover:bg-accent-hover"
      >
        Listo
      </button>
    </div>
  );
}
