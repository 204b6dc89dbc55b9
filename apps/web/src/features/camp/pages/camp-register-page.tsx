import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMP_CART_MAX_ITEMS,
  CAMP_PAYMENT_METHODS,
  CampStudentSchema,
  formatCents,
  MESSAGES,
  SHORT_TEXT_MAX_LENGTH,
  type CartRequest,
  type PaymentMethod,
} from '@kingside/shared';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { FieldRow } from '@/components/field-row';
import { FIELD, FormTextField } from '@/components/form-text-field';
import { PageTitle } from '@/components/page-title';
import { SubmitButton } from '@/components/submit-button';
import { checkoutCart } from '@/features/camp/api/camp-events';
import { CampCart, type CartItem } from '@/features/camp/components/camp-cart';
import { EventPicker, type CampPick } from '@/features/camp/components/event-picker';
import { formatDateRange } from '@/lib/format';
import { CardPaymentForm, chargeCard, createPayPalOrder } from '@/features/checkout';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useZodForm } from '@/lib/use-zod-form';

type Student = z.output<typeof CampStudentSchema>;
const STUDENT_FIELDS = ['studentName', 'parentName', 'email', 'phoneNumber'] as const;
const METHOD_LABELS: Record<(typeof CAMP_PAYMENT_METHODS)[number], string> = {
  paypal: 'PayPal',
  creditCard: 'Credit card',
  zelle: 'Zelle',
};

/** One numbered step of the page: a section titled by its heading. */
function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /camp/register: the summer camp cart (spec 1 sections 4 and 5). Pick a week and slot, add it,
 * enter the student and parent, and pay by card, PayPal or Zelle. The server makes the order from
 * the cart and prices it; one checkout key per cart makes a retry reuse the same order.
 */
export function CampRegisterPage() {
  const navigate = useNavigate();
  const [cart, setCart] = useState<CartItem[]>([]);
  const [method, setMethod] = useState<PaymentMethod>('creditCard');
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const checkout = useRef({ key: crypto.randomUUID(), fingerprint: '' });
  const form = useZodForm(CampStudentSchema, {
    defaultValues: { studentName: '', parentName: '', email: '', phoneNumber: '' },
  });
  const total = cart.reduce((sum, i) => sum + i.itemTotal, 0);

  const add = ({ eventName, eventSlot, detail }: CampPick) => {
    if (cart.some((i) => i.eventId === detail.id)) return MESSAGES.campSlotInCart;
    if (cart.length >= CAMP_CART_MAX_ITEMS) return MESSAGES.cartTooBig(CAMP_CART_MAX_ITEMS);
    setCart((items) => [
      ...items,
      {
        eventId: detail.id,
        eventName,
        eventSlot,
        description: `${eventName} ${eventSlot}`,
        dates: formatDateRange(detail.startDate, detail.endDate, { year: false }),
        days: detail.eventUnit,
        itemTotal: detail.eventPrice,
        earlyBird: detail.earlyBird,
      },
    ]);
    setError(null);
    return null;
  };

  /** The order for this cart: the same checkout key while nothing changed, so a retry reuses it. */
  const placeOrder = async (student: Student) => {
    const cartItems: CartRequest['cartItems'] = cart.map((i) => ({
      registration: {
        ...student,
        eventId: i.eventId,
        eventName: i.eventName,
        eventSlot: i.eventSlot,
      },
      description: i.description,
      itemTotal: i.itemTotal,
    }));
    const fingerprint = JSON.stringify([cartItems.map((i) => i.registration), method]);
    if (fingerprint !== checkout.current.fingerprint) {
      checkout.current = { key: crypto.randomUUID(), fingerprint };
    }
    try {
      const { order } = await checkoutCart({
        idempotencyKey: checkout.current.key,
        cartItems,
        cartTotal: total,
        paymentMethod: method,
      });
      return order;
    } catch (caught) {
      setServerFieldErrors(caught, form.setError, STUDENT_FIELDS);
      throw caught;
    }
  };

  /** Student fields and a non-empty cart, checked before the card is tokenized. */
  const ready = async () => {
    const valid = await form.trigger();
    if (cart.length === 0) {
      setError(new Error(MESSAGES.cartEmpty));
      return false;
    }
    return valid;
  };

  const payOther = async (student: Student) => {
    if (cart.length === 0) return setError(new Error(MESSAGES.cartEmpty));
    setWorking(true);
    setError(null);
    try {
      const order = await placeOrder(student);
      if (method === 'paypal') {
        const { approveUrl } = await createPayPalOrder(order.orderRef);
        window.location.assign(approveUrl);
        return;
      }
      await navigate(`/camp/registrationSuccess?orderRef=${encodeURIComponent(order.orderRef)}`);
    } catch (caught) {
      setError(caught);
      setWorking(false);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <PageTitle
        title="Summer Camp Registration"
        description="Book summer chess camp weeks: full day or half day, with early-bird prices."
      />
      <Step id="camp-pick" title="1. Choose camp weeks">
        <EventPicker onAdd={add} disabled={working} />
        <Stack sx={{ mt: 3 }}>
          <CampCart
            items={cart}
            disabled={working}
            onRemove={(id) => setCart((items) => items.filter((i) => i.eventId !== id))}
          />
        </Stack>
      </Step>

      <Step id="camp-student" title="2. Student and parent">
        <form noValidate aria-label="Student and parent" onSubmit={(e) => e.preventDefault()}>
          <FormTextField
            control={form.control}
            name="studentName"
            label="Student name"
            required
            autoComplete="off"
          />
          <FormTextField
            control={form.control}
            name="parentName"
            {...FIELD.name}
            label="Parent name"
          />
          <FieldRow>
            <FormTextField control={form.control} name="email" {...FIELD.email} required />
            <FormTextField control={form.control} name="phoneNumber" {...FIELD.phone} required />
          </FieldRow>
        </form>
      </Step>

      <Step id="camp-pay" title="3. Payment">
        <RadioGroup
          row
          aria-labelledby="camp-pay"
          value={method}
          onChange={(e) => {
            setMethod(e.target.value as PaymentMethod);
            setError(null);
          }}
        >
          {CAMP_PAYMENT_METHODS.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio />}
              label={METHOD_LABELS[m]}
              disabled={working}
            />
          ))}
        </RadioGroup>
        <Typography sx={{ my: 1 }}>
          Total: <strong>{formatCents(total)}</strong>
        </Typography>
        {error !== null && <ErrorAlert error={error} sx={{ my: 1 }} />}
        {method === 'creditCard' ? (
          <CardPaymentForm
            submitLabel={`Pay ${formatCents(total)}`}
            disabled={cart.length === 0}
            beforeSubmit={ready}
            onSubmit={async ({ opaqueData, billTo }) => {
              const order = await placeOrder(CampStudentSchema.parse(form.getValues()));
              await chargeCard({
                idempotencyKey: checkout.current.key,
                orderRef: order.orderRef,
                description: order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
                opaqueData,
                ...billTo,
              });
              await navigate(
                `/camp/registrationSuccess?orderRef=${encodeURIComponent(order.orderRef)}`,
              );
            }}
          />
        ) : (
          <form noValidate onSubmit={(e) => void form.handleSubmit(payOther)(e)}>
            {method === 'zelle' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Your registration is booked now; the next page shows where to send the Zelle
                payment.
              </Alert>
            )}
            <SubmitButton pending={working} disabled={cart.length === 0}>
              {method === 'paypal' ? 'Continue to PayPal' : 'Register and pay with Zelle'}
            </SubmitButton>
          </form>
        )}
      </Step>
    </Stack>
  );
}
