import { ErrorAlert } from '@/components/error-alert';
import { FormFrame, type FormFrameProps } from '@/components/form-frame';
import { SubmitButton } from '@/components/submit-button';

function Failure({ error }: { error: unknown }) {
  return <ErrorAlert error={error} sx={{ mb: 1 }} />;
}

const MUI_SKIN = { Failure, Submit: SubmitButton };

/**
 * A signed-in form that sends one mutation: the `FormFrame` in MUI, the failure above the fields,
 * the full-width submit button (spinning while the mutation runs) below them.
 */
export function MutationForm(props: FormFrameProps) {
  return <FormFrame skin={MUI_SKIN} {...props} />;
}
