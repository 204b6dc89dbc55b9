import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import {
  CAMP_CART_MAX_ITEMS,
  CAMP_PAYMENT_METHODS,
  formatCents,
  formatDateRange,
  MESSAGES,
  type CartRequest,
  type PaymentMethod,
} from '@kingside/shared';
import { ChildPicker } from '@/components/child-picker';
import { FIELD } from '@/components/field-presets';
import { ErrorNotice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { Step } from '@/components/step';
import { PlainFieldRow, TextField } from '@/components/plain-form/fields';
import { PlainFormElement } from '@/components/plain-form/plain-form';
import { useSchemaForm } from '@/components/plain-form/use-schema-form';
import { checkoutCart } from '@/features/camp/api/camp-events';
import { CampCart, type CartItem } from '@/features/camp/components/camp-cart';
import { EventPicker, type CampPick } from '@/features/camp/components/event-picker';
import type { CampStudentSchema } from '@/features/camp/schemas';
import { applyCoupon, CouponField, PayStep, useCheckoutKey } from '@/features/checkout';
import { useSession } from '@/lib/session';

type Student = z.output<typeof CampStudentSchema>;
const schema = () => import('@/features/camp/schemas').then((m) => m.CampStudentSchema);

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
  const session = useSession();
  const [cart, setCart] = useState<CartItem[]>([]);
  const [cartError, setCartError] = useState<string | null>(null);
  /** The family's child the registrations are for, when the parent picked one. */
  const [childId, setChildId] = useState<number | null>(null);
  const checkoutKey = useCheckoutKey();
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
  const zelleRefusal = session
    ? (cart.find((i) => i.payLaterRefusal)?.payLaterRefusal ?? null)
    : MESSAGES.payLaterNeedsAccount;
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
    setCartError(null);
    return null;
  };

  /** The order for this cart: the same checkout key while nothing changed, so a retry reuses it. */
  const placeOrder = async (registrant: Student, method: PaymentMethod) => {
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
    try {
      return await checkoutCart({
        idempotencyKey: checkoutKey([cartItems.map((i) => i.registration), method, couponCode]),
        cartItems,
        cartTotal: total,
        couponCode,
        paymentMethod: method,
      });
    } catch (caught) {
      form.showServerErrors(caught);
      throw caught;
    }
  };

  /** Student fields and a non-empty cart, checked before the card is tokenized. */
  const ready = async () => {
    student.current = await form.check(studentForm.current);
    if (cart.length === 0) {
      setCartError(MESSAGES.cartEmpty);
      return false;
    }
    return student.current !== null;
  };

  return (
    <div className="stack camp-register">
      <PageTitle
        title="Summer Camp Registration"
        description="Book summer chess camp weeks: full day or half day, with early-bird prices."
      />
      <Step id="camp-pick" title="1. Choose camp weeks">
        <EventPicker onAdd={add} />
        <div className="step-part">
          <CampCart
            items={cart}

            onRemove={(id) => setCart((items) => items.filter((i) => i.eventId !== id))}
          />
        </div>
      </Step>

      <Step id="camp-student" title="2. Student and parent">
        <PlainFormElement ref={studentForm} label="Student and parent" preload={form.preload}>
          <ChildPicker
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
        </PlainFormElement>
      </Step>

      <PayStep
        id="camp-pay"
        title="3. Payment"
        methods={CAMP_PAYMENT_METHODS}
        dueCents={due}
        disabled={cart.length === 0}
        signedIn={session !== null}
        unavailable={zelleRefusal ? { zelle: zelleRefusal } : {}}
        payLaterUntil={payLaterUntil}
        ready={ready}
        placeOrder={(method) => placeOrder(student.current!, method)}
        successPath={({ order }) =>
          `/camp/registrationSuccess?orderRef=${encodeURIComponent(order.orderRef)}`
        }
      >
        <CouponField
          value={couponText}
          onChange={setCouponText}
          onApply={(code) => setAppliedCode(code || null)}
          error={(coupon.data && discount === 0 && coupon.data.message) || null}
          busy={coupon.isFetching}
          canApply={cart.length > 0}
        />
        {coupon.isError && <ErrorNotice error={coupon.error} />}
        {discount > 0 && (
          <p>
            Coupon {couponCode}: −{formatCents(discount)}
          </p>
        )}
        {cartError && <ErrorNotice error={new Error(cartError)} />}
      </PayStep>
    </div>
  );
}
