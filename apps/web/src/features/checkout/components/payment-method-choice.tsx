/**
 * The payment step's choice of method on the plain registration pages (camp, tournaments): one
 * radio a method, named by the step's heading (`labelledBy`). Plain HTML (a visitor's page).
 */
export function PaymentMethodChoice<M extends string>({
  labelledBy,
  name = 'paymentMethod',
  methods,
  labels,
  value,
  disabled,
  onChange,
}: {
  /** The id of the heading that names the group. */
  labelledBy: string;
  name?: string;
  methods: readonly M[];
  labels: Record<M, string>;
  value: M | null;
  disabled?: boolean;
  onChange: (method: M) => void;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="radio-options radio-options-row">
      {methods.map((m) => (
        <label key={m} className="check-label">
          <input
            type="radio"
            className="check-input"
            name={name}
            value={m}
            checked={value === m}
            disabled={disabled}
            onChange={() => onChange(m)}
          />
          <span>{labels[m]}</span>
        </label>
      ))}
    </div>
  );
}
