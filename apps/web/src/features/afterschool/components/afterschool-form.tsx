import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AfterschoolRequestSchema, MESSAGES, type SchoolName } from '@kingside/shared';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { MutationForm } from '@/components/mutation-form';
import { useRegisterAfterschool } from '@/features/afterschool/api/register-afterschool';
import { PaymentMethodField } from '@/features/afterschool/components/payment-method-field';
import { OrderNextSteps } from '@/features/checkout';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

const FIELDS = [
  'studentName',
  'parentName',
  'parentEmail',
  'parentPhoneNumber',
  'studentGrade',
  'studentHouse',
  'studentPrimaryTeacher',
  'paymentMethod',
] as const;

/**
 * The after-school registration of one school (spec 1 sections 4 and 5). RJLEE asks for grade
 * and house too; MUSTANG copies the student's name into the parent's until that is edited. Submit
 * starts disabled, enables after the first edit and is off while the registration is sent; on
 * success the form gives way to the thanks message and how to pay.
 */
export function AfterschoolForm({ schoolName }: { schoolName: SchoolName }) {
  const registration = useRegisterAfterschool();
  // One key per form: a retried or doubled submit is the same registration on the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [edited, setEdited] = useState(false);
  const [parentNameEdited, setParentNameEdited] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitted },
  } = useZodForm(AfterschoolRequestSchema, {
    defaultValues: {
      schoolName,
      studentName: '',
      parentName: '',
      parentEmail: '',
      parentPhoneNumber: '',
      studentGrade: '',
      studentHouse: '',
      studentPrimaryTeacher: '',
    },
  });
  const isRjlee = schoolName === 'RJLEE';

  if (registration.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{MESSAGES.afterschoolThanks}</Alert>
        <OrderNextSteps order={registration.data.order} />
      </Stack>
    );
  }

  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    setEdited(true);
    const { name, value } = event.target as HTMLInputElement;
    if (name === 'parentName') setParentNameEdited(true);
    if (name === 'studentName' && !isRjlee && !parentNameEdited) {
      setValue('parentName', value, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  return (
    <MutationForm
      mutation={registration}
      submitLabel="Submit"
      submitDisabled={!edited || registration.isPending}
      onChange={handleChange}
      onSubmit={handleSubmit((values) =>
        registration.mutate(
          { ...values, idempotencyKey },
          { onError: (error) => setServerFieldErrors(error, setError, FIELDS) },
        ),
      )}
    >
      <FormTextField control={control} name="studentName" label="Student name" required />
      <FormTextField
        control={control}
        name="parentName"
        {...FIELD.name}
        label="Parent name"
        required
      />
      <FormTextField
        control={control}
        name="parentEmail"
        {...FIELD.email}
        label="Parent email"
        required
      />
      <FormTextField
        control={control}
        name="parentPhoneNumber"
        {...FIELD.phone}
        label="Parent phone number"
        required
      />
      <FormTextField
        control={control}
        name="studentGrade"
        label={isRjlee ? 'Student grade' : 'Student grade (optional)'}
        required={isRjlee}
      />
      {isRjlee && (
        <>
          <FormTextField control={control} name="studentHouse" label="Student house" required />
          <FormTextField
            control={control}
            name="studentPrimaryTeacher"
            label="Primary teacher (optional)"
          />
        </>
      )}
      <PaymentMethodField control={control} name="paymentMethod" />
    </MutationForm>
  );
}
