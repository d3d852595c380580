/** Why a payment was not taken, under the form that takes it; nothing while there is none. */
export function PaymentFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger-text"
    >
      {message}
    </p>
  );
}
