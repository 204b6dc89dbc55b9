import { useId, type ReactNode } from 'react';
import { Notice } from '@/components/notice';

/**
 * The payment step's choice of method on the plain registration pages (camp, tournaments): one
 * radio a method, named by the step's heading (`labelledBy`). A method that cannot be chosen now
 * (Zelle for a visitor not signed in, or too near the event; docs/decisions/0046) stays in the
 * list, disabled, with why and what to do instead under the choice. Plain HTML (a visitor's page).
 */
export function PaymentMethodChoice<M extends string>({
  labelledBy,
  name = 'paymentMethod',
  methods,
  labels,
  value,
  disabled,
  unavailable = {},
  children,
  onChange,
}: {
  /** The id of the heading that names the group. */
  labelledBy: string;
  name?: string;
  methods: readonly M[];
  labels: Record<M, string>;
  value: M | null;
  disabled?: boolean;
  /** Methods shown but not choosable now, each with the reason the server or the rules give. */
  unavailable?: Partial<Record<M, string>>;
  /** Said under the reasons, e.g. a sign-in link. */
  children?: ReactNode;
  onChange: (method: M) => void;
}) {
  const id = useId();
  const reasons = methods.filter((m) => unavailable[m]);
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        className="radio-options radio-options-row"
      >
        {methods.map((m) => (
          <label key={m} className="check-label">
            <input
              type="radio"
              className="check-input"
              name={name}
              value={m}
              checked={value === m}
              disabled={disabled || unavailable[m] !== undefined}
              aria-describedby={unavailable[m] ? `${id}-${m}` : undefined}
              onChange={() => onChange(m)}
            />
            <span>{labels[m]}</span>
          </label>
        ))}
      </div>
      {reasons.length > 0 && (
        <Notice tone="info">
          {reasons.map((m) => (
            <p key={m} id={`${id}-${m}`}>
              <strong>{labels[m]}:</strong> {unavailable[m]}
            </p>
          ))}
          {children}
        </Notice>
      )}
    </>
  );
}
