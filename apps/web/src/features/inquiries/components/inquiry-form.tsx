import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { z } from 'zod';
import { INQUIRY_TYPES, InquiryRequestSchema } from '@kingside/shared';
import { FieldRow } from '@/components/field-row';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { FormSelectField } from '@/components/native-select';
import { MutationForm } from '@/components/mutation-form';
import { useCreateInquiry } from '@/features/inquiries/api/create-inquiry';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { toIsoWithLocalOffset } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';

/**
 * The inquiry contract, with the optional appointment picked as a date and a time (browser
 * inputs) instead of one ISO date-time; both or neither.
 */
const InquiryFormSchema = InquiryRequestSchema.omit({ appointmentDate: true })
  .extend({ appointmentDay: z.string(), appointmentTime: z.string() })
  .refine((v) => v.appointmentDay || !v.appointmentTime, {
    path: ['appointmentDay'],
    message: 'Choose a date for the appointment too.',
  })
  .refine((v) => v.appointmentTime || !v.appointmentDay, {
    path: ['appointmentTime'],
    message: 'Choose a time for the appointment too.',
  });

const FIELDS = ['name', 'email', 'phoneNumber', 'inquiryType', 'question'] as const;

/**
 * The public contact form. As the spec has it, Submit starts disabled and enables after the
 * first edit; on success the form gives way to the thanks message.
 */
export function InquiryForm() {
  const inquiry = useCreateInquiry();
  const [edited, setEdited] = useState(false);
  const { control, handleSubmit, setError } = useZodForm(InquiryFormSchema, {
    defaultValues: {
      name: '',
      email: '',
      phoneNumber: '',
      question: '',
      appointmentDay: '',
      appointmentTime: '',
    },
  });

  if (inquiry.isSuccess) return <Alert severity="success">{inquiry.data.message}</Alert>;

  return (
    <MutationForm
      mutation={inquiry}
      submitLabel="Submit"
      submitDisabled={!edited}
      onChange={() => setEdited(true)}
      onSubmit={handleSubmit(({ appointmentDay, appointmentTime, ...values }) =>
        inquiry.mutate(
          {
            ...values,
            appointmentDate: appointmentDay
              ? toIsoWithLocalOffset(appointmentDay, appointmentTime)
              : null,
          },
          {
            onError: (error) => {
              setServerFieldErrors(error, setError, FIELDS);
              const appointment = error instanceof ApiError && error.fieldErrors.appointmentDate;
              if (appointment) setError('appointmentDay', { message: appointment.join(' ') });
            },
          },
        ),
      )}
    >
      <FormTextField control={control} name="name" {...FIELD.name} required />
      <FormTextField control={control} name="email" {...FIELD.email} required />
      <FormTextField control={control} name="phoneNumber" {...FIELD.optionalPhone} />
      <FormSelectField
        control={control}
        name="inquiryType"
        label="Inquiry type"
        empty="Choose…"
        values={INQUIRY_TYPES}
        required
      />
      <FormTextField
        control={control}
        name="question"
        label="Question"
        multiline
        minRows={4}
        required
      />
      <FieldRow>
        <FormTextField
          control={control}
          name="appointmentDay"
          label="Appointment date (optional)"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="appointmentTime"
          label="Appointment time (optional)"
          type="time"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FieldRow>
    </MutationForm>
  );
}
