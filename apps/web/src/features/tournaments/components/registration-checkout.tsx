import { useRef, useState } from 'react';
import {
  MESSAGES,
  type EntryInput,
  type RegistrationPaymentMethod,
  type Tournament,
  type TournamentCart,
} from '@kingside/shared';
import { ChildPicker } from '@/components/child-picker';
import { ErrorNotice, Notice } from '@/components/notice';
import { PlainFormElement, PlainSubmitButton } from '@/components/plain-form/plain-form';
import { PayStep, useCheckoutKey } from '@/features/checkout';
import { checkoutTournamentCart, useCartQuote } from '@/features/tournaments/api/registration';
import { CouponForm } from '@/features/tournaments/components/coupon-form';
import {
  EntryFields,
  entryRequiredMissing,
  entryRules,
  newEntry,
  useEntryForm,
} from '@/features/tournaments/components/entry-fields';
import {
  RegistrationCart,
  type CartPlayer,
} from '@/features/tournaments/components/registration-cart';
import { doneState, successPath } from '@/features/tournaments/components/registration-done';
import { TournamentHeader } from '@/features/tournaments/components/registration-header';
import {
  METHOD_LABELS,
  paymentMethodChoice,
  SUBMIT_LABELS,
} from '@/features/tournaments/components/registration-methods';
import { Step } from '@/components/step';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** The server's messages about cart rows (`entries.N.field`), one line per row. */
function rowErrors(error: unknown): Record<number, string> {
  const rows: Record<number, string> = {};
  if (!(error instanceof ApiError)) return rows;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const match = /^entries\.(\d+)(?:\.(.+))?$/.exec(field);
    if (!match) continue;
    const index = Number(match[1]);
    const text = messages.join(' ');
    rows[index] = rows[index] ? `${rows[index]} ${text}` : text;
  }
  return rows;
}

/**
 * The cart, the coupon and the payment of a registration (spec 2 §4): players are added one at a
 * time (a parent may pick their children), every line is priced by the server's quote, and the
 * checkout makes the entries and their order on the server, with one key per unchanged cart so a
 * double submit registers and charges once (docs/decisions/0037). Methods this caller cannot use
 * now (Zelle, the waiting list) stay in the list, disabled, with the quote's reason and a way to
 * sign in (docs/decisions/0046).
 */
export function RegistrationCheckout({ tournament: t }: { tournament: Tournament }) {
  const session = useSession();
  const form = useEntryForm(t);
  const playerForm = useRef<HTMLFormElement>(null);
  const [players, setPlayers] = useState<(CartPlayer & { input: EntryInput })[]>([]);
  const [childId, setChildId] = useState<number | null>(null);
  // Remounts the child picker after an add, so it starts again at "Someone else".
  const [pickerKey, setPickerKey] = useState(0);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [method, setMethod] = useState<RegistrationPaymentMethod | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The last refused checkout: its messages about single players show on their cart rows.
  const [refused, setRefused] = useState<unknown>(null);
  /** Said when an add would take the cart past its limit. */
  const [cartFull, setCartFull] = useState<string | null>(null);
  const checkoutKey = useCheckoutKey();

  const quote = useCartQuote(t.id, {
    entries: players.map((p) => ({
      name: p.name,
      section: p.section,
      playup: p.playup,
      childId: p.input.childId ?? null,
    })),
    couponCode: coupon,
  });
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const soldOut = quote.data?.soldOut ?? t.soldout;
  const { unavailable, shown, chosen } = paymentMethodChoice({
    tournament: t,
    quote: quote.data,
    session,
    method,
  });
  const total = current?.cartTotal ?? 0;
  const missing = entryRequiredMissing(form.values, t);

  const add = async () => {
    const parsed = await form.check(playerForm.current);
    if (!parsed) return;
    const { ENTRY_CART_MAX } = await entryRules();
    if (players.length >= ENTRY_CART_MAX) {
      setCartFull(`At most ${ENTRY_CART_MAX} players in one registration.`);
      return;
    }
    const input: EntryInput = { ...parsed, childId };
    setPlayers((list) => [
      ...list,
      {
        key: crypto.randomUUID(),
        name: parsed.name,
        section: parsed.section,
        playup: parsed.playup,
        byesRequested: parsed.byesRequested,
        input,
      },
    ]);
    // The next player is often a brother or sister: keep the e-mail and phone.
    form.reset(
      newEntry(t, {
        email: form.values.email,
        phone: form.values.phone,
        schedule: form.values.schedule,
      }),
    );
    setChildId(null);
    setPickerKey((k) => k + 1);
    setError(null);
  };

  /** The entries and order for this cart: the same key while nothing changed, so a retry reuses it. */
  const placeCart = async (paymentMethod: RegistrationPaymentMethod) => {
    const body: Omit<TournamentCart, 'idempotencyKey'> = {
      entries: players.map((p) => p.input),
      couponCode: coupon,
      paymentMethod,
    };
    setRefused(null);
    try {
      return await checkoutTournamentCart(t.id, { ...body, idempotencyKey: checkoutKey(body) });
    } catch (caught) {
      setRefused(caught);
      throw caught;
    }
  };

  const cartReady = async () => {
    if (players.length === 0) {
      setError(new Error('Add at least one player to the cart.'));
      return false;
    }
    setError(null);
    return true;
  };

  const errors = rowErrors(refused);

  return (
    <div className="stack">
      <TournamentHeader tournament={t} />
      {soldOut && (
        <Notice tone="warning">
          This tournament is sold out. Join the waiting list: if a place opens, we e-mail you an
          offer to pay for it, until the day before the tournament.
        </Notice>
      )}

      <Step id="tour-player" title="1. Player">
        <PlainFormElement
          ref={playerForm}
          label="Player"
          preload={form.preload}
          onSubmit={(e) => {
            e.preventDefault();
            if (!missing) void add();
          }}
        >
          <ChildPicker
            key={pickerKey}

            onPick={(child) => {
              setChildId(child?.id ?? null);
              if (!child) return;
              form.setValue('name', child.name);
              form.setValue('uscfId', child.uscfId ?? '');
              form.setValue('rating', child.rating ? String(child.rating) : '');
            }}
          />
          <EntryFields form={form} tournament={t} />
          {missing && <p className="field-help">{MESSAGES.pleaseEnterRequired}</p>}
          {cartFull && <Notice tone="warning">{cartFull}</Notice>}
          <PlainSubmitButton pending={false} disabled={missing}>
            Add to cart
          </PlainSubmitButton>
        </PlainFormElement>
      </Step>

      <Step id="tour-cart" title="2. Cart">
        <RegistrationCart
          players={players}
          quote={current}
          errors={errors}
          disabled={false}
          onRemove={(key) => {
            setPlayers((list) => list.filter((p) => p.key !== key));
            setRefused(null);
            setCartFull(null);
          }}
        />
        {quote.isError && <ErrorNotice error={quote.error} />}
        <CouponForm
          hidden={players.length === 0}
          tournamentId={t.id}
          quote={quote.data}
          quoteMessage={current?.couponMessage}
          disabled={false}
          onApply={setCoupon}
        />
      </Step>

      <PayStep
        id="tour-pay"
        title="3. Payment"
        methods={shown}
        labels={METHOD_LABELS}
        submitLabels={SUBMIT_LABELS}
        value={chosen}
        onChange={(m) => {
          setMethod(m);
          setError(null);
        }}
        dueCents={total}
        showTotal={chosen !== 'waitingList' && current !== null}
        disabled={players.length === 0 || !current}
        signedIn={session !== null}
        unavailable={unavailable}
        payLaterUntil={current?.payLaterUntil ?? null}
        ready={cartReady}
        placeOrder={placeCart}
        successPath={(result) => successPath(t.id, result.order)}
        successState={doneState}
      >
        {error !== null && <ErrorNotice error={error} />}
      </PayStep>
    </div>
  );
}
