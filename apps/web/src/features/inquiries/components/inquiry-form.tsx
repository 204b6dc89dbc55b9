import { INQUIRY_TYPES, type InquiryType } from '@kingside/shared';
import { useSearchParams } from 'react-router';
import { FIELD } from '@/components/field-presets';
import { Notice } from '@/components/notice';
import { PlainFieldRow, SelectField, TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useCreateInquiry } from '@/features/inquiries/api/create-inquiry';
import { ApiError } from '@/lib/api-client';
import { toIsoWithLocalOffset } from '@/lib/format';

const schema = () => import('@/features/inquiries/schemas').then((m) => m.InquiryFormSchema);

/**
 * The public contact form, in plain HTML (docs/decisions/0025). As the spec has it, Submit starts
 * disabled and enables after the first edit; on success the form gives way to the thanks message.
 */
export function InquiryForm() {
  const inquiry = useCreateInquiry();
  // `?type=Tournaments` (a tournament's "Ask to enter") chooses the inquiry type.
  const [search] = useSearchParams();
  const askedType = search.get('type');
  const form = useSchemaForm(schema, {
    name: '',
    email: '',
    phoneNumber: '',
    ...(INQUIRY_TYPES.includes(askedType as InquiryType)
      ? { inquiryType: askedType as InquiryType }
      : {}),
    question: '',
    appointmentDay: '',
    appointmentTime: '',
  });

  if (inquiry.isSuccess) return <Notice tone="success">{inquiry.data.message}</Notice>;

  return (
    <PlainForm
      mutation={inquiry}
      submitLabel="Submit"
      submitDisabled={!form.dirty}
      preload={form.preload}
      onSubmit={form.handleSubmit(({ appointmentDay, appointmentTime, ...values }) =>
        inquiry.mutate(
          {
            ...values,
            appointmentDate: appointmentDay
              ? toIsoWithLocalOffset(appointmentDay, appointmentTime)
              : null,
          },
          {
            onError: (error) => {
              form.showServerErrors(error);
              const appointment = error instanceof ApiError && error.fieldErrors.appointmentDate;
              if (appointment) form.setError('appointmentDay', appointment.join(' '));
            },
          },
        ),
      )}
    >
      <TextField {...form.field('name')} {...FIELD.name} required />
      <TextField {...form.field('email')} {...FIELD.email} required />
      <TextField {...form.field('phoneNumber')} {...FIELD.optionalPhone} />
      <SelectField
        {...form.field('inquiryType')}
        label="Inquiry type"
        empty="Choose…"
        options={INQUIRY_TYPES}
        required
      />
      <TextField {...form.field('question')} label="Question" rows={4} required />
      <PlainFieldRow>
        <TextField
          {...form.field('appointmentDay')}
          label="Appointment date (optional)"
          type="date"
        />
        <TextField
          {...form.field('appointmentTime')}
          label="Appointment time (optional)"
          type="time"
        />
      </PlainFieldRow>
    </PlainForm>
  );
}
