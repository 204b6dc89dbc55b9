import { MESSAGES } from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The spec's delete confirmation: titled Confirm, "Are you sure you want to delete {label}?". */
export function ConfirmDeleteDialog({
  label,
  ...props
}: {
  /** What the row is called in the question, e.g. the inquirer's name. */
  label: string;
  open: boolean;
  /** True while the delete call runs: Yes shows a spinner and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return <ConfirmDialog question={MESSAGES.confirmDelete(label)} destructive {...props} />;
}
