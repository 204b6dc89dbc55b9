import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FAMILY_CART_MAX_ITEMS,
  FAMILY_CART_MESSAGES,
  familyCartItemKey,
  formatCents,
  PAYMENT_METHODS,
  PHONE_MAX_LENGTH,
  type Child,
  type FamilyCartCatalog,
  type PaymentMethod,
} from '@kingside/shared';
import { CartTable, RemoveCell } from '@/components/cart-table';
import { ErrorNotice, Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { Step } from '@/components/step';
import { TextField } from '@/components/plain-form/fields';
import { PlainFormElement } from '@/components/plain-form/plain-form';
import { QueryState } from '@/components/query-state';
import { CouponField, PayStep, useCheckoutKey } from '@/features/checkout';
import {
  checkoutFamilyCart,
  familyCartCatalogQueryOptions,
  familyCartQuoteQueryOptions,
} from '@/features/families/api/family-cart';
import {
  FamilyCartPicker,
  type FamilyCartEntry,
} from '@/features/families/components/family-cart-picker';
import { familyChildrenQueryOptions } from '@/lib/family-children';

const COLUMNS = [
  { label: 'Child' },
  { label: 'Registration' },
  { label: 'Price', numeric: true },
] as const;

function Cart({ kids, catalog }: { kids: Child[]; catalog: FamilyCartCatalog }) {
  const [entries, setEntries] = useState<FamilyCartEntry[]>([]);
  const [couponText, setCouponText] = useState('');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const checkoutKey = useCheckoutKey();
  const items = entries.map((e) => e.item);
  const quote = useQuery(familyCartQuoteQueryOptions({ items, couponCode }));
  const q = entries.length > 0 ? quote.data : undefined;

  const add = (entry: FamilyCartEntry) => {
    const key = familyCartItemKey(entry.item);
    if (entries.some((e) => familyCartItemKey(e.item) === key)) return FAMILY_CART_MESSAGES.twice;
    if (entries.length >= FAMILY_CART_MAX_ITEMS) return FAMILY_CART_MESSAGES.tooBig;
    setEntries((all) => [...all, entry]);
    return null;
  };

  const ready = async () => {
    const problem = phone.trim() ? undefined : 'Please enter your phone number.';
    setPhoneError(problem);
    return !problem && entries.length > 0 && quote.isSuccess;
  };

  /** The order for this cart: the same checkout key while nothing changed, so a retry reuses it. */
  const placeOrder = async (paymentMethod: PaymentMethod) => {
    return checkoutFamilyCart({
      idempotencyKey: checkoutKey([items, couponCode, phone, paymentMethod]),
      items,
      couponCode,
      paymentMethod,
      phoneNumber: phone.trim(),
    });
  };

  return (
    <>
      <Step id="family-cart-pick" title="1. Choose registrations">
        <FamilyCartPicker kids={kids} catalog={catalog} disabled={false} onAdd={add} />
        <div className="step-part">
          <CartTable columns={COLUMNS} empty={entries.length === 0}>
            {entries.map((e, i) => (
              <tr key={`${e.childName}-${e.label}`}>
                <td>{e.childName}</td>
                <td>{q?.lines[i]?.description ?? e.label}</td>
                <td className="numeric">
                  {q?.lines[i] ? formatCents(q.lines[i].amountCents) : '…'}
                </td>
                <RemoveCell
                  name={`${e.label} for ${e.childName}`}
                  onRemove={() => setEntries((all) => all.filter((_, j) => j !== i))}
                />
              </tr>
            ))}
          </CartTable>
          {entries.length > 0 && quote.isError && <ErrorNotice error={quote.error} />}
        </div>
      </Step>

      <Step id="family-cart-contact" title="2. Contact">
        <PlainFormElement>
          <TextField
            name="phoneNumber"
            label="Your phone number"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setPhoneError(undefined);
            }}
            maxLength={PHONE_MAX_LENGTH}
            error={phoneError}
            required
          />
        </PlainFormElement>
      </Step>

      <PayStep
        id="family-cart-pay"
        title="3. Payment"
        methods={PAYMENT_METHODS}
        dueCents={q?.totalCents ?? 0}
        disabled={!q || quote.isError}
        signedIn
        unavailable={q?.payLaterRefusal ? { zelle: q.payLaterRefusal } : {}}
        payLaterUntil={q?.payLaterUntil ?? null}
        ready={ready}
        placeOrder={placeOrder}
        successPath={({ order }) => `/profile/family/orders/${order.orderRef}`}
      >
        <CouponField
          value={couponText}
          onChange={setCouponText}
          onApply={(code) => setCouponCode(code || null)}
          error={q?.couponMessage}
          canApply={entries.length > 0}
        />
        {q && q.discountCents > 0 && (
          <p>
            Coupon {q.couponCode}: −{formatCents(q.discountCents)}
          </p>
        )}
      </PayStep>
    </>
  );
}

/**
 * /profile/family/cart: the family cart (issue 31, docs/decisions/0054). A parent puts camp weeks,
 * after-school programs and tournament entries for their children in one cart, sees it priced by
 * the server, and pays once by card, PayPal or Zelle; the receipt page follows.
 */
export function FamilyCartPage() {
  const kids = useQuery(familyChildrenQueryOptions());
  const catalog = useQuery(familyCartCatalogQueryOptions());
  return (
    <div className="stack camp-register">
      <PageTitle
        title="Family Cart"
        description="Register your children for camp, after-school programs and tournaments, and pay once."
      />
      <p>
        <Link to="/profile/family">Back to Family</Link>
      </p>
      <QueryState query={kids} label="Loading your children">
        {(children) =>
          children.length === 0 ? (
            <Notice tone="info">
              Add your children on the <Link to="/profile/family">Family page</Link> first.
            </Notice>
          ) : (
            <QueryState query={catalog} label="Loading what is open">
              {(open) => <Cart kids={children} catalog={open} />}
            </QueryState>
          )
        }
      </QueryState>
    </div>
  );
}
