import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { INQUIRY_TYPES, InquiryRequestSchema } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FormTextField } from '@/components/form-text-field';
import { SubmitButton } from '@/components/submit-button';
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
    <form
      noValidate
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
      {inquiry.isError && <ErrorAlert error={inquiry.error} sx={{ mb: 1 }} />}
      <FormTextField control={control} name="name" label="Name" autoComplete="name" required />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="inquiryType"
        label="Inquiry type"
        select
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose…</option>
        {INQUIRY_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="question"
        label="Question"
        multiline
        minRows={4}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
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
      </Stack>
      <SubmitButton pending={inquiry.isPending} disabled={!edited}>
        Submit
      </SubmitButton>
    </form>
  );
}
