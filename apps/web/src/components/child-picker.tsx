import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Child } from '@kingside/shared';
import { familyChildrenQueryOptions } from '@/lib/family-children';
import { useSession } from '@/lib/session';

/**
 * "Pick a child" on the after-school and camp forms (docs/decisions/0031): a logged-in parent
 * with children chooses one, and the form fills the student's fields from it and sends its id.
 * Plain HTML (the registration pages are plain, docs/decisions/0025); visitors and accounts
 * without children see nothing.
 */
export function ChildPicker({
  onPick,
  disabled,
}: {
  /** The chosen child, or null for "someone else". */
  onPick: (child: Child | null) => void;
  disabled?: boolean;
}) {
  const session = useSession();
  const id = useId();
  const [picked, setPicked] = useState('');
  const family = useQuery({ ...familyChildrenQueryOptions(), enabled: session !== null });
  const kids = session ? (family.data ?? []) : [];
  if (kids.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        Pick a child
      </label>
      <select
        id={id}
        className="text-input select-input"
        value={picked}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          setPicked(event.target.value);
          onPick(kids.find((c) => String(c.id) === event.target.value) ?? null);
        }}
      >
        <option value="">Someone else</option>
        {kids.map((child) => (
          <option key={child.id} value={child.id}>
            {child.name}
          </option>
        ))}
      </select>
      <p id={`${id}-help`} className="field-help">
        Fills in the student from your family page.
      </p>
    </div>
  );
}
