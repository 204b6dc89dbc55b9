import { Fragment, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import type { CardFields } from '@kingside/shared';
import { ErrorNotice } from '@/components/notice';
import { PlainFieldRow, TextField } from '@/components/plain-form/fields';
import { PlainFormElement, PlainSubmitButton } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import type { AcceptOpaqueData } from '@/features/checkout/lib/accept-js';
import { useAcceptJs } from '@/features/checkout/lib/use-accept-js';
import type { BillToSchema, CardFormSchema } from '@/features/checkout/schemas';

/** The billing fields of the card payment request (spec 1 section 3), as the charge body takes them. */
export type BillTo = z.output<typeof BillToSchema>;

/** What the card form hands its page: the card as a one-time token, and the billing fields. */
export type TokenizedCard = { opaqueData: AcceptOpaqueData; billTo: BillTo };

type CardFormValues = z.input<typeof CardFormSchema>;
type FieldName = keyof CardFormValues & string;

const schema = () => import('@/features/checkout/schemas').then((m) => m.CardFormSchema);

type FieldSpec<Name extends FieldName> = {
  name: Name;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
  placeholder?: string;
  readOnly?: boolean;
};
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
      <PlainFieldRow key={row[0].name}>
        {row.map((spec) => (
          <Fragment key={spec.name}>{field(spec)}</Fragment>
        ))}
      </PlainFieldRow>
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
      inputMode: 'numeric',
      maxLength: 23,
    },
  ],
  [
    {
      name: 'expirationDate',
      label: 'Expiration (MM/YY)',
      placeholder: 'MM/YY',
      autoComplete: 'cc-exp',
      inputMode: 'numeric',
      maxLength: 7,
    },
    {
      name: 'cardCode',
      label: 'Card code',
      autoComplete: 'cc-csc',
      inputMode: 'numeric',
      maxLength: 4,
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
      inputMode: 'numeric',
    },
  ],
  [
    {
      name: 'billToCountry',
      label: 'Country',
      autoComplete: 'billing country',
      readOnly: true,
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
 * The card and billing fields of spec 1 section 3, in plain HTML (docs/decisions/0025), so the
 * camp registration loads neither MUI nor zod with the page; it works inside MUI pages too. On
 * submit the card goes to the gateway's script in the browser (Accept.js), is cleared from the
 * form, and only the one-time token and the billing fields reach `onSubmit`. Failures (the
 * gateway's or `onSubmit`'s) show in a red alert above the fields.
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
   * submit before the card is tokenized. Also called when the card fields are wrong, so every
   * message shows at once.
   */
  beforeSubmit?: () => Promise<boolean>;
  /** Fields of the page shown above the card, inside the same form. */
  children?: ReactNode;
}) {
  // The gateway's script loads once the form can be used or someone starts filling it in.
  const [touched, setTouched] = useState(false);
  const accept = useAcceptJs({ wanted: touched || !disabled });
  const form = useSchemaForm(schema, EMPTY);
  const [working, setWorking] = useState(false);
  // State updates too late to stop a second click in the same tick; the ref does not.
  const workingRef = useRef(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (workingRef.current) return;
    workingRef.current = true;
    try {
      const card = await form.check(event.currentTarget);
      if (!card) {
        await beforeSubmit?.();
        return;
      }
      setWorking(true);
      setError(null);
      if (beforeSubmit && !(await beforeSubmit())) return;
      const { cardNumber, expirationDate, cardCode, ...billTo } = card;
      const fullName = [billTo.billToFirstName, billTo.billToLastName].filter(Boolean).join(' ');
      const opaqueData = await accept.tokenize({
        cardNumber,
        expirationDate,
        cardCode,
        zip: billTo.billToZip,
        fullName,
      });
      // The token stands for the card now; the number and code need not stay in memory.
      form.setValue('cardNumber', '');
      form.setValue('cardCode', '');
      await onSubmit({ opaqueData, billTo });
    } catch (caught) {
      setError(caught);
    } finally {
      workingRef.current = false;
      setWorking(false);
    }
  };

  const field = (spec: FieldSpec<FieldName>, card: boolean) => (
    <TextField {...form.field(spec.name)} {...spec} unnamed={card} required={card} />
  );

  return (
    <PlainFormElement
      label="Card payment"
      preload={() => {
        form.preload();
        setTouched(true);
      }}
      onSubmit={(event) => void submit(event)}
    >
      {children}
      {error !== null && <ErrorNotice error={error} />}
      {accept.error && <ErrorNotice error={accept.error} />}
      <h2 className="form-section-title">Card</h2>
      <FieldRows rows={CARD_ROWS} field={(spec) => field(spec, true)} />
      <h2 className="form-section-title">Billing address (optional)</h2>
      <FieldRows rows={BILLING_ROWS} field={(spec) => field(spec, false)} />
      <PlainSubmitButton pending={working} disabled={disabled}>
        {submitLabel}
      </PlainSubmitButton>
    </PlainFormElement>
  );
}
