import { useState, type FormEvent } from 'react';
import { MESSAGES, type Program, type SchoolName } from '@kingside/shared';
import { ChildPicker } from '@/components/child-picker';
import { FIELD } from '@/components/field-presets';
import { Notice } from '@/components/notice';
import { TextField } from '@/components/plain-form/fields';
import { PlainForm } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { useRegisterAfterschool } from '@/features/afterschool/api/register-afterschool';
import { PaymentMethodField } from '@/features/afterschool/components/payment-method-field';
import { OrderNextSteps, SignInToPayLater } from '@/features/checkout';
import { useSession } from '@/lib/session';

const schema = () =>
  import('@/features/afterschool/schemas').then((m) => m.AfterschoolRequestSchema);

/**
 * The after-school registration of one school (spec 1 sections 4 and 5), in plain HTML
 * (docs/decisions/0025). RJLEE asks for grade and house too; MUSTANG copies the student's name
 * into the parent's until that is edited. Submit starts disabled, enables after the first edit
 * and is off while the registration is sent; on success the form gives way to the thanks message
 * and how to pay. A logged-in parent may pick one of their children to fill the student in
 * (docs/decisions/0031). Zelle holds a limited seat while the money comes, so a visitor not
 * signed in is told to sign in or choose PayPal, paid at once (docs/decisions/0046).
 */
export function AfterschoolForm({
  schoolName,
  program,
}: {
  schoolName: SchoolName;
  /** The school's program; undefined while it loads, null when there is none. */
  program: Program | null | undefined;
}) {
  const registration = useRegisterAfterschool();
  const session = useSession();
  // Until the program says it has no seat limit, its seats are taken to be limited.
  const limited = program?.maxStudents !== null;
  const zelleRefusal = !session && limited ? MESSAGES.payLaterNeedsAccount : null;
  // One key per form: a retried or doubled submit is the same registration on the server.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [parentNameEdited, setParentNameEdited] = useState(false);
  const form = useSchemaForm(schema, {
    schoolName,
    studentName: '',
    parentName: '',
    parentEmail: '',
    parentPhoneNumber: '',
    studentGrade: '',
    studentHouse: '',
    studentPrimaryTeacher: '',
  });
  const isRjlee = schoolName === 'RJLEE';

  if (registration.isSuccess) {
    return (
      <div className="stack">
        <Notice tone="success">{MESSAGES.afterschoolThanks}</Notice>
        <OrderNextSteps order={registration.data.order} />
      </div>
    );
  }

  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name === 'parentName') setParentNameEdited(true);
    if (name === 'studentName' && !isRjlee && !parentNameEdited) {
      form.setValue('parentName', value);
    }
  };

  return (
    <PlainForm
      mutation={registration}
      submitLabel="Submit"
      submitDisabled={!form.dirty}
      preload={form.preload}
      onChange={handleChange}
      onSubmit={form.handleSubmit((values) =>
        registration.mutate({ ...values, idempotencyKey }, { onError: form.showServerErrors }),
      )}
    >
      <ChildPicker
        onPick={(child) => {
          form.setValue('childId', child?.id ?? null);
          if (!child) return;
          form.setValue('studentName', child.name);
          form.setValue('studentGrade', child.grade ?? '');
        }}
      />
      <TextField {...form.field('studentName')} label="Student name" required />
      <TextField {...form.field('parentName')} {...FIELD.name} label="Parent name" required />
      <TextField {...form.field('parentEmail')} {...FIELD.email} label="Parent email" required />
      <TextField
        {...form.field('parentPhoneNumber')}
        {...FIELD.phone}
        label="Parent phone number"
        required
      />
      <TextField
        {...form.field('studentGrade')}
        label={isRjlee ? 'Student grade' : 'Student grade (optional)'}
        required={isRjlee}
      />
      {isRjlee && (
        <>
          <TextField {...form.field('studentHouse')} label="Student house" required />
          <TextField {...form.field('studentPrimaryTeacher')} label="Primary teacher (optional)" />
        </>
      )}
      <PaymentMethodField
        {...form.field('paymentMethod')}
        zelleRefusal={zelleRefusal}
        limited={limited}
      />
      {zelleRefusal && <SignInToPayLater />}
    </PlainForm>
  );
}
