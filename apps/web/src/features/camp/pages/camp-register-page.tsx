import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  CAMP_CART_MAX_ITEMS,
  CAMP_PAYMENT_METHODS,
  COUPON_CODE_MAX,
  formatCents,
  formatDateRange,
  formatDateTime,
  MESSAGES,
  SHORT_TEXT_MAX_LENGTH,
  type CartRequest,
  type PaymentMethod,
} from '@kingside/shared';
import { ChildPicker } from '@/components/child-picker';
import { FIELD } from '@/components/field-presets';
import { ErrorNotice, Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { PlainFieldRow, TextField } from '@/components/plain-form/fields';
import { PlainSubmitButton } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { checkoutCart } from '@/features/camp/api/camp-events';
import { CampCart, type CartItem } from '@/features/camp/components/camp-cart';
import { EventPicker, type CampPick } from '@/features/camp/components/event-picker';
import type { CampStudentSchema } from '@/features/camp/schemas';
import {
  applyCoupon,
  CardPaymentForm,
  chargeCard,
  CheckoutError,
  createPayPalOrder,
  PaymentMethodChoice,
  SignInToPayLater,
} from '@/features/checkout';
import { useSession } from '@/lib/session';

type Student = z.output<typeof CampStudentSchema>;
const schema = () => import('@/features/camp/schemas').then((m) => m.CampStudentSchema);
const METHOD_LABELS: Record<(typeof CAMP_PAYMENT_METHODS)[number], string> = {
  paypal: 'PayPal',
  creditCard: 'Credit card',
  zelle: 'Zelle',
};

/** One numbered step of the page: a section titled by its heading. */
function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card step" aria-labelledby={id}>
      <h2 id={id} className="step-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /camp/register: the summer camp cart (spec 1 sections 4 and 5), in plain HTML
 * (docs/decisions/0025). Pick a week and slot, add it, enter the student and parent, and pay by
 * card, PayPal or Zelle. The server makes the order from the cart and prices it; one checkout key
 * per cart makes a retry reuse the same order. A logged-in parent may pick one of their children
 * to fill the student in (docs/decisions/0031). Zelle (paying later) is for signed-in accounts and
 * weeks that do not start too soon: otherwise the page says why beside the choice, and a refusal
 * of the unpaid shares offers to pay by card instead (docs/decisions/0046).
 */
export function CampRegisterPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [cart, setCart] = useState<CartItem[]>([]);
  const [picked, setMethod] = useState<PaymentMethod>('creditCard');
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  /** The family's child the registrations are for, when the parent picked one. */
  const [childId, setChildId] = useState<number | null>(null);
  const checkout = useRef({ key: crypto.randomUUID(), fingerprint: '' });
  const form = useSchemaForm(schema, {
    studentName: '',
    parentName: '',
    email: '',
    phoneNumber: '',
  });
  const studentForm = useRef<HTMLFormElement>(null);
  // The student as the last check before tokenizing a card parsed it.
  const student = useRef<Student | null>(null);
  const total = cart.reduce((sum, i) => sum + i.itemTotal, 0);
  const [couponText, setCouponText] = useState('');
  /** The code the visitor applied; the server says what it takes off the cart's total. */
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const coupon = useQuery({
    queryKey: ['cart-coupon', appliedCode, total],
    queryFn: () => applyCoupon({ couponCode: appliedCode!, amountCents: total }),
    enabled: appliedCode !== null && total > 0,
    placeholderData: keepPreviousData,
  });
  const discount = appliedCode !== null && total > 0 ? (coupon.data?.discountCents ?? 0) : 0;
  const couponCode = discount > 0 ? appliedCode : null;
  // What the page expects the order to be; the server prices it again.
  const due = total - discount;
  /** A coupon took the whole cart: nothing to pay, so no card form. */
  const free = cart.length > 0 && due === 0;
  const zelleRefusal = session
    ? (cart.find((i) => i.payLaterRefusal)?.payLaterRefusal ?? null)
    : MESSAGES.payLaterNeedsAccount;
  const method: PaymentMethod = picked === 'zelle' && zelleRefusal ? 'creditCard' : picked;
  /** The earliest week's end of a Zelle hold: unpaid registrations are released then. */
  const payLaterUntil =
    cart
      .map((i) => i.payLaterUntil)
      .filter((until): until is string => until !== null)
      .sort()[0] ?? null;

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
        payLaterUntil: detail.payLaterUntil,
        payLaterRefusal: detail.payLaterRefusal,
      },
    ]);
    setError(null);
    return null;
  };

  /** The order for this cart: the same checkout key while nothing changed, so a retry reuses it. */
  const placeOrder = async (registrant: Student) => {
    const cartItems: CartRequest['cartItems'] = cart.map((i) => ({
      registration: {
        ...registrant,
        eventId: i.eventId,
        eventName: i.eventName,
        eventSlot: i.eventSlot,
        childId,
      },
      description: i.description,
      itemTotal: i.itemTotal,
    }));
    const fingerprint = JSON.stringify([cartItems.map((i) => i.registration), method, couponCode]);
    if (fingerprint !== checkout.current.fingerprint) {
      checkout.current = { key: crypto.randomUUID(), fingerprint };
    }
    try {
      const { order } = await checkoutCart({
        idempotencyKey: checkout.current.key,
        cartItems,
        cartTotal: total,
        couponCode,
        paymentMethod: method,
      });
      return order;
    } catch (caught) {
      form.showServerErrors(caught);
      throw caught;
    }
  };

  /** Student fields and a non-empty cart, checked before the card is tokenized. */
  const ready = async () => {
    student.current = await form.check(studentForm.current);
    if (cart.length === 0) {
      setError(new Error(MESSAGES.cartEmpty));
      return false;
    }
    return student.current !== null;
  };

  const payOther = async (registrant: Student) => {
    if (cart.length === 0) return setError(new Error(MESSAGES.cartEmpty));
    setWorking(true);
    setError(null);
    try {
      const order = await placeOrder(registrant);
      if (method === 'paypal' && order.status !== 'paid') {
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
    <div className="stack camp-register">
      <PageTitle
        title="Summer Camp Registration"
        description="Book summer chess camp weeks: full day or half day, with early-bird prices."
      />
      <Step id="camp-pick" title="1. Choose camp weeks">
        <EventPicker onAdd={add} disabled={working} />
        <div className="step-part">
          <CampCart
            items={cart}
            disabled={working}
            onRemove={(id) => setCart((items) => items.filter((i) => i.eventId !== id))}
          />
        </div>
      </Step>

      <Step id="camp-student" title="2. Student and parent">
        <form
          ref={studentForm}
          noValidate
          className="plain-form"
          aria-label="Student and parent"
          onSubmit={(e) => e.preventDefault()}
          onInput={form.preload}
          onKeyDown={form.preload}
          onPointerDown={form.preload}
        >
          <ChildPicker
            disabled={working}
            onPick={(child) => {
              setChildId(child?.id ?? null);
              if (child) form.setValue('studentName', child.name);
            }}
          />
          <TextField
            {...form.field('studentName')}
            label="Student name"
            required
            autoComplete="off"
          />
          <TextField {...form.field('parentName')} {...FIELD.name} label="Parent name" />
          <PlainFieldRow>
            <TextField {...form.field('email')} {...FIELD.email} required />
            <TextField {...form.field('phoneNumber')} {...FIELD.phone} required />
          </PlainFieldRow>
        </form>
      </Step>

      <Step id="camp-pay" title="3. Payment">
        <PaymentMethodChoice
          labelledBy="camp-pay"
          methods={CAMP_PAYMENT_METHODS}
          labels={METHOD_LABELS}
          value={method}
          disabled={working}
          unavailable={zelleRefusal ? { zelle: zelleRefusal } : {}}
          onChange={(m) => {
            setMethod(m);
            setError(null);
          }}
        >
          {!session && <SignInToPayLater />}
        </PaymentMethodChoice>
        <form
          noValidate
          className="inline-form step-part"
          aria-label="Coupon"
          onSubmit={(e) => {
            e.preventDefault();
            setAppliedCode(couponText.trim() || null);
          }}
        >
          <TextField
            name="couponCode"
            value={couponText}
            onChange={(e) => setCouponText(e.target.value)}
            label="Coupon code"
            autoComplete="off"
            maxLength={COUPON_CODE_MAX}
            error={(coupon.data && discount === 0 && coupon.data.message) || undefined}
            disabled={working}
          />
          <button
            type="submit"
            className="button button-outlined"
            disabled={working || !couponText.trim() || cart.length === 0}
            aria-busy={coupon.isFetching || undefined}
          >
            Apply
          </button>
        </form>
        {coupon.isError && <ErrorNotice error={coupon.error} />}
        {discount > 0 && (
          <p>
            Coupon {couponCode}: −{formatCents(discount)}
          </p>
        )}
        <p>
          Total: <strong data-testid="amount-due">{formatCents(due)}</strong>
        </p>
        {error !== null && (
          <CheckoutError
            error={error}
            onPayByCard={() => {
              setMethod('creditCard');
              setError(null);
            }}
          />
        )}
        {method === 'creditCard' && !free ? (
          <CardPaymentForm
            submitLabel={`Pay ${formatCents(due)}`}
            disabled={cart.length === 0}
            beforeSubmit={ready}
            onSubmit={async ({ opaqueData, billTo }) => {
              const order = await placeOrder(student.current!);
              if (order.status !== 'paid') {
                await chargeCard({
                  idempotencyKey: checkout.current.key,
                  orderRef: order.orderRef,
                  description: order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
                  opaqueData,
                  ...billTo,
                });
              }
              await navigate(
                `/camp/registrationSuccess?orderRef=${encodeURIComponent(order.orderRef)}`,
              );
            }}
          />
        ) : (
          <form
            noValidate
            className="plain-form"
            onSubmit={(e) => {
              e.preventDefault();
              void form.check(studentForm.current).then((registrant) => {
                if (registrant) void payOther(registrant);
              });
            }}
          >
            {method === 'zelle' && !free && (
              <Notice tone="info">
                Your registration is booked now; the next page shows where to send the Zelle
                payment.
                {payLaterUntil && (
                  <>
                    {' '}
                    Unpaid registrations are released on{' '}
                    <strong>{formatDateTime(payLaterUntil)}</strong>.
                  </>
                )}
              </Notice>
            )}
            <PlainSubmitButton pending={working} disabled={cart.length === 0}>
              {free
                ? 'Register (nothing to pay)'
                : method === 'paypal'
                  ? 'Continue to PayPal'
                  : 'Register and pay with Zelle'}
            </PlainSubmitButton>
          </form>
        )}
      </Step>
    </div>
  );
}
