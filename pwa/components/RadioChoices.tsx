/**
 * A labelled group of radio buttons, each in a box the chosen one fills: for a handful of choices
 * that read better side by side than in a list. `optionsClassName` lays the boxes out.
 */
export function RadioChoices<T extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
  optionsClassName = 'grid gap-2 sm:grid-cols-2',
  error,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  /** The chosen option; none until one is chosen. */
  value: T | undefined;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  optionsClassName?: string;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className={optionsClassName}>
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-sand-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-brand-700"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error && <p className="mt-2 text-sm font-medium text-rose-700">{error}</p>}
    </fieldset>
  );
}
