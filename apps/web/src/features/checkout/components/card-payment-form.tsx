import { Fragment, useRef, useState, type ReactNode } from 'react';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import {
  CardChargeRequestSchema,
  CardFieldsSchema,
  luhnValid,
  normalizeExpiration,
  type CardFields,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { FieldRow } from '@/components/field-row';
import { FormTextField } from '@/components/form-text-field';
import { SubmitButton } from '@/components/submit-button';
import type { AcceptOpaqueData } from '@/features/checkout/lib/accept-js';
import { useAcceptJs } from '@/features/checkout/lib/use-accept-js';
import { dateKeyIn } from '@/lib/format';
import { useZodForm } from '@/lib/use-zod-form';

/** The billing fields of the card payment request (spec 1 section 3), as the charge body takes them. */
export const BillToSchema = CardChargeRequestSchema.pick({
  billToFirstName: true,
  billToLastName: true,
  billToCompany: true,
  billToAddress: true,
  billToCity: true,
  billToState: true,
  billToZip: true,
  billToCountry: true,
});
export type BillTo = z.output<typeof BillToSchema>;

/** What the card form hands its page: the card as a one-time token, and the billing fields. */
export type TokenizedCard = { opaqueData: AcceptOpaqueData; billTo: BillTo };

const CardFormSchema = CardFieldsSchema.extend(BillToSchema.shape).superRefine((values, ctx) => {
  if (!luhnValid(values.cardNumber)) {
    ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: 'Check the card number.' });
  }
  if (!normalizeExpiration(values.expirationDate, dateKeyIn(new Date()))) {
    ctx.addIssue({ code: 'custom', path: ['expirationDate'], message: 'This card has expired.' });
  }
});
type CardFormValues = z.input<typeof CardFormSchema>;

type FieldSpec<Name> = Omit<TextFieldProps, 'name'> & { name: Name };
/** Fields a row at a time: a row of several sits side by side on wider screens. */
type Rows<F> = readonly (readonly [F, ...F[]])[];

function FieldRows<F extends { name: string }>({
  rows,
  field,
}: {
  rows: Rows<F>;
  field: (spec: F) => ReactNode;
}) {
  return rows.map((row) =>
    row.length === 1 ? (
      <Fragment key={row[0].name}>{field(row[0])}</Fragment>
    ) : (
      <FieldRow key={row[0].name}>
        {row.map((spec) => (
          <Fragment key={spec.name}>{field(spec)}</Fragment>
        ))}
      </FieldRow>
    ),
  );
}

/**
 * The card fields. They render `unnamed`, so the card can never be posted with a form: its value
 * lives in the form state only until the gateway has tokenized it.
 */
const CARD_ROWS: Rows<FieldSpec<keyof CardFields>> = [
  [
    {
      name: 'cardNumber',
      label: 'Card number',
      autoComplete: 'cc-number',
      slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 23 } },
    },
  ],
  [
    {
      name: 'expirationDate',
      label: 'Expiration (MM/YY)',
      placeholder: 'MM/YY',
      autoComplete: 'cc-exp',
      slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 7 } },
    },
    {
      name: 'cardCode',
      label: 'Card code',
      autoComplete: 'cc-csc',
      slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
    },
  ],
];

/** The billing fields; `autoComplete` lets the browser fill the billing address. */
const BILLING_ROWS: Rows<FieldSpec<keyof BillTo>> = [
  [
    { name: 'billToFirstName', label: 'First name', autoComplete: 'billing given-name' },
    { name: 'billToLastName', label: 'Last name', autoComplete: 'billing family-name' },
  ],
  [{ name: 'billToCompany', label: 'Company', autoComplete: 'billing organization' }],
  [{ name: 'billToAddress', label: 'Address', autoComplete: 'billing street-address' }],
  [
    { name: 'billToCity', label: 'City', autoComplete: 'billing address-level2' },
    { name: 'billToState', label: 'State', autoComplete: 'billing address-level1' },
    {
      name: 'billToZip',
      label: 'ZIP',
      autoComplete: 'billing postal-code',
      slotProps: { htmlInput: { inputMode: 'numeric' } },
    },
  ],
  [
    {
      name: 'billToCountry',
      label: 'Country',
      autoComplete: 'billing country',
      slotProps: { htmlInput: { readOnly: true } },
    },
  ],
];

const EMPTY: CardFormValues = {
  cardNumber: '',
  expirationDate: '',
  cardCode: '',
  billToFirstName: '',
  billToLastName: '',
  billToCompany: '',
  billToAddress: '',
  billToCity: '',
  billToState: '',
  billToZip: '',
  billToCountry: 'US',
};

/**
 * The card and billing fields of spec 1 section 3. On submit the card goes to the gateway's
 * script in the browser (Accept.js), is cleared from the form, and only the one-time token and
 * the billing fields reach `onSubmit`. Failures (the gateway's or `onSubmit`'s) show in a red
 * alert above the fields.
 */
export function CardPaymentForm({
  submitLabel,
  disabled = false,
  onSubmit,
  beforeSubmit,
  children,
}: {
  /** The button text, e.g. "Pay $375.00". */
  submitLabel: string;
  /** Keeps the button off, e.g. while the order is not ready. */
  disabled?: boolean;
  /** Charges the token; a rejection shows its message (a decline, a server error). */
  onSubmit: (tokenized: TokenizedCard) => Promise<void>;
  /**
   * Validates the page's own fields rendered as `children` (such as an amount); false stops the
   * submit before the card is tokenized.
   */
  beforeSubmit?: () => Promise<boolean>;
  /** Fields of the page shown above the card, inside the same form. */
  children?: ReactNode;
}) {
  const accept = useAcceptJs();
  const { control, handleSubmit, setValue } = useZodForm(CardFormSchema, { defaultValues: EMPTY });
  const [working, setWorking] = useState(false);
  // State updates too late to stop a second click in the same tick; the ref does not.
  const workingRef = useRef(false);
  const [error, setError] = useState<unknown>(null);

  const pay = async ({
    cardNumber,
    expirationDate,
    cardCode,
    ...billTo
  }: z.output<typeof CardFormSchema>) => {
    if (workingRef.current) return;
    workingRef.current = true;
    setWorking(true);
    setError(null);
    try {
      if (beforeSubmit && !(await beforeSubmit())) return;
      const fullName = [billTo.billToFirstName, billTo.billToLastName].filter(Boolean).join(' ');
      const opaqueData = await accept.tokenize({
        cardNumber,
        expirationDate,
        cardCode,
        zip: billTo.billToZip,
        fullName,
      });
      // The token stands for the card now; the number and code need not stay in memory.
      setValue('cardNumber', '');
      setValue('cardCode', '');
      await onSubmit({ opaqueData, billTo });
    } catch (caught) {
      setError(caught);
    } finally {
      workingRef.current = false;
      setWorking(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Card payment"
      onSubmit={(event) => void handleSubmit(pay, () => void beforeSubmit?.())(event)}
    >
      {children}
      {error !== null && <ErrorAlert error={error} sx={{ my: 1 }} />}
      {accept.error && <ErrorAlert error={accept.error} sx={{ my: 1 }} />}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Card
      </Typography>
      <FieldRows
        rows={CARD_ROWS}
        field={(props) => <FormTextField control={control} {...props} unnamed required />}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Billing address (optional)
      </Typography>
      <FieldRows
        rows={BILLING_ROWS}
        field={(props) => <FormTextField control={control} {...props} />}
      />
      <SubmitButton pending={working} disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
