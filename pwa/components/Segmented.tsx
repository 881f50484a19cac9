/** A row of toggle buttons with one pressed. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  labels,
  onChange,
  className = '',
}: {
  label: string;
  options: readonly T[];
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={`inline-flex rounded-xl bg-sand-100 p-1 ${className}`}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`focus-ring rounded-lg px-4 py-2 text-sm font-semibold transition ${
            value === option ? 'bg-white text-brand-900 shadow-card' : 'text-ink-soft hover:text-brand-800'
          }`}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
