/** The spec's loading spinner (centred, red, size 100); `className` sets the area it is centred in. */
export function PageSpinner({
  label = 'Loading',
  className = 'min-h-screen',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <Spinner size={100} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function Spinner({ size = 24, className = '' }: { size?: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-red-600 border-t-transparent ${className}`}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
}
