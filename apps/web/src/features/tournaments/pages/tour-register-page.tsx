import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  formatCents,
  isClubMember,
  MESSAGES,
  SHORT_TEXT_MAX_LENGTH,
  type EntryInput,
  type OrderSummary,
  type RegistrationPaymentMethod,
  type Tournament,
  type TournamentCart,
  type TournamentCartResult,
} from '@kingside/shared';
import { ChildPicker } from '@/components/child-picker';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorNotice, Loading, Notice } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import { TextField } from '@/components/plain-form/fields';
import { PlainSubmitButton } from '@/components/plain-form/plain-form';
import {
  applyCoupon,
  CardPaymentForm,
  chargeCard,
  CheckoutError,
  createPayPalOrder,
  PaymentMethodChoice,
  rememberPayPalReturn,
  SignInToPayLater,
} from '@/features/checkout';
import {
  checkoutOffer,
  checkoutTournamentCart,
  useCartQuote,
  useEntryOffer,
  useRegistrationTournament,
} from '@/features/tournaments/api/registration';
import { tournamentLinks, tournamentWhen } from '@/features/tournaments/components/tournament-card';
import {
  EntryFields,
  entryRequiredMissing,
  newEntry,
  useEntryForm,
} from '@/features/tournaments/components/entry-fields';
import {
  RegistrationCart,
  type CartPlayer,
} from '@/features/tournaments/components/registration-cart';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { formatInstantDate, formatInstantTime } from '@/lib/format';
import { useSession } from '@/lib/session';

export const METHOD_LABELS: Record<RegistrationPaymentMethod, string> = {
  paypal: 'PayPal',
  creditCard: 'Credit card',
  zelle: 'Zelle',
  freePlayCredit: 'Free play credit',
  waitingList: 'Join waiting list',
};

const SUBMIT_LABELS: Record<Exclude<RegistrationPaymentMethod, 'creditCard'>, string> = {
  paypal: 'Continue to PayPal',
  zelle: 'Register and pay with Zelle',
  freePlayCredit: 'Register with my free play credit',
  waitingList: 'Join the waiting list',
};

const REGISTRATION_METHODS = Object.keys(METHOD_LABELS) as RegistrationPaymentMethod[];

/**
 * The entry messages and limits the page needs once the visitor acts, loaded with the form's
 * schema: they live in zod-bearing shared modules, and the first paint loads no zod
 * (docs/decisions/0025).
 */
const entryRules = () => import('@/features/tournaments/registration-schema');

/** What the success page shows of a registration made on this page (router state). */
export type RegistrationDone = {
  names: string[];
  waitingList: boolean;
  message: string;
};

/** The success page for a registration, with its order when there is one. */
const successPath = (tournamentId: number, order: OrderSummary | null) =>
  `/tourRegisterSuccess/${tournamentId}${order ? `?orderRef=${encodeURIComponent(order.orderRef)}` : ''}`;

const doneState = (result: TournamentCartResult): RegistrationDone => ({
  names: result.entries.map((e) => e.name),
  waitingList: result.entries.some((e) => e.waitingList),
  message: result.message,
});

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

/** The tournament's name, date, start, time control and rounds above the form. */
function TournamentHeader({ tournament: t }: { tournament: Tournament }) {
  return (
    <>
      <PageTitle
        title={`Register: ${t.name}`}
        description={`Register for ${t.name}: entry form, fees and payment.`}
      />
      <dl className="facts">
        <dt>When</dt>
        <dd>{tournamentWhen(t)}</dd>
        <dt>Time control</dt>
        <dd>{t.timeControl}</dd>
        <dt>Rounds</dt>
        <dd>{t.rounds}</dd>
      </dl>
      <p>
        <Link to={tournamentLinks.detail(t)}>Tournament details and fees</Link>
      </p>
    </>
  );
}

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
function Registration({ tournament: t }: { tournament: Tournament }) {
  const navigate = useNavigate();
  const session = useSession();
  const form = useEntryForm(t);
  const playerForm = useRef<HTMLFormElement>(null);
  const [players, setPlayers] = useState<(CartPlayer & { input: EntryInput })[]>([]);
  const [childId, setChildId] = useState<number | null>(null);
  // Remounts the child picker after an add, so it starts again at "Someone else".
  const [pickerKey, setPickerKey] = useState(0);
  const [couponText, setCouponText] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [method, setMethod] = useState<RegistrationPaymentMethod | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The last refused checkout: its messages about single players show on their cart rows.
  const [refused, setRefused] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  /** Said when an add would take the cart past its limit. */
  const [cartFull, setCartFull] = useState<string | null>(null);
  const checkout = useRef({ key: crypto.randomUUID(), fingerprint: '' });

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
  // Until the first quote, the event's methods; the free play credit only for a signed-in member
  // (the quote then says whether this month's credit is still there).
  const methods = (quote.data?.paymentMethods ??
    t.paymentMethods.filter(
      (m): m is RegistrationPaymentMethod =>
        REGISTRATION_METHODS.includes(m as RegistrationPaymentMethod) &&
        (m !== 'freePlayCredit' || isClubMember(session?.roles)),
    )) as RegistrationPaymentMethod[];
  // Until the first quote, a visitor is told at once that Zelle and the waiting list need an
  // account when the event limits its places (the quote then gives every reason, 0046).
  const needsAccount: Partial<Record<RegistrationPaymentMethod, string>> = {
    zelle: MESSAGES.payLaterNeedsAccount,
    waitingList: MESSAGES.waitingListNeedsAccount,
  };
  const unavailable: Partial<Record<RegistrationPaymentMethod, string>> = Object.fromEntries(
    quote.data
      ? quote.data.unavailable.map((u) => [u.method, u.reason])
      : !session && t.capacity !== null
        ? methods.filter((m) => needsAccount[m]).map((m) => [m, needsAccount[m]])
        : [],
  );
  const usable = methods.filter((m) => !unavailable[m]);
  const shown = REGISTRATION_METHODS.filter((m) => usable.includes(m) || unavailable[m]);
  const chosen =
    method && usable.includes(method)
      ? method
      : usable.includes('creditCard')
        ? 'creditCard'
        : (usable[0] ?? null);
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

  const apply = async () => {
    const code = couponText.trim();
    if (!code || !quote.data) return;
    setApplying(true);
    setCouponMessage(null);
    try {
      const applied = await applyCoupon({
        couponCode: code,
        tournamentId: t.id,
        amountCents: quote.data.cartSubTotal,
      });
      if (applied.discountCents > 0) {
        setCoupon(applied.couponCode);
      } else {
        const { ENTRY_MESSAGES } = await entryRules();
        setCoupon(null);
        setCouponMessage(ENTRY_MESSAGES.invalidCoupon);
      }
    } catch (caught) {
      setCouponMessage(getErrorMessage(caught));
    } finally {
      setApplying(false);
    }
  };

  /** The entries and order for this cart: the same key while nothing changed, so a retry reuses it. */
  const placeCart = async (paymentMethod: RegistrationPaymentMethod) => {
    const body: Omit<TournamentCart, 'idempotencyKey'> = {
      entries: players.map((p) => p.input),
      couponCode: coupon,
      paymentMethod,
    };
    const fingerprint = JSON.stringify(body);
    if (fingerprint !== checkout.current.fingerprint) {
      checkout.current = { key: crypto.randomUUID(), fingerprint };
    }
    setRefused(null);
    try {
      return await checkoutTournamentCart(t.id, { ...body, idempotencyKey: checkout.current.key });
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

  const payOther = async (paymentMethod: RegistrationPaymentMethod) => {
    if (!(await cartReady())) return;
    setWorking(true);
    try {
      const result = await placeCart(paymentMethod);
      if (paymentMethod === 'paypal' && result.order) {
        const { approveUrl } = await createPayPalOrder(result.order.orderRef);
        rememberPayPalReturn(result.order.orderRef, successPath(t.id, result.order));
        window.location.assign(approveUrl);
        return;
      }
      await navigate(successPath(t.id, result.order), { state: doneState(result) });
    } catch (caught) {
      setError(caught);
      setWorking(false);
    }
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
        <form
          ref={playerForm}
          noValidate
          className="plain-form"
          aria-label="Player"
          onSubmit={(e) => {
            e.preventDefault();
            if (!missing) void add();
          }}
          onInput={form.preload}
          onKeyDown={form.preload}
          onPointerDown={form.preload}
        >
          <ChildPicker
            key={pickerKey}
            disabled={working}
            onPick={(child) => {
              setChildId(child?.id ?? null);
              if (!child) return;
              form.setValue('name', child.name);
              form.setValue('uscfId', child.uscfId ?? '');
              form.setValue('rating', child.rating ? String(child.rating) : '');
            }}
          />
          <EntryFields form={form} tournament={t} disabled={working} />
          {missing && <p className="field-help">{MESSAGES.pleaseEnterRequired}</p>}
          {cartFull && <Notice tone="warning">{cartFull}</Notice>}
          <PlainSubmitButton pending={false} disabled={missing || working}>
            Add to cart
          </PlainSubmitButton>
        </form>
      </Step>

      <Step id="tour-cart" title="2. Cart">
        <RegistrationCart
          players={players}
          quote={current}
          errors={errors}
          disabled={working}
          onRemove={(key) => {
            setPlayers((list) => list.filter((p) => p.key !== key));
            setRefused(null);
            setCartFull(null);
          }}
        />
        {quote.isError && <ErrorNotice error={quote.error} />}
        {players.length > 0 && (
          <form
            noValidate
            className="inline-form step-part"
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            <TextField
              name="couponCode"
              value={couponText}
              onChange={(e) => {
                setCouponText(e.target.value);
                setCouponMessage(null);
              }}
              label="Coupon code"
              autoComplete="off"
              error={couponMessage ?? current?.couponMessage ?? undefined}
              disabled={working}
            />
            <button
              type="submit"
              className="button button-outlined"
              disabled={working || applying || !couponText.trim() || !quote.data}
              aria-busy={applying || undefined}
            >
              Apply
            </button>
          </form>
        )}
      </Step>

      <Step id="tour-pay" title="3. Payment">
        {shown.length > 0 && (
          <PaymentMethodChoice
            labelledBy="tour-pay"
            methods={shown}
            labels={METHOD_LABELS}
            value={chosen}
            disabled={working}
            unavailable={unavailable}
            onChange={(m) => {
              setMethod(m);
              setError(null);
            }}
          >
            {!session && <SignInToPayLater />}
          </PaymentMethodChoice>
        )}
        {chosen !== 'waitingList' && current && (
          <p>
            Total: <strong>{formatCents(total)}</strong>
          </p>
        )}
        {error !== null && (
          <CheckoutError
            error={error}
            onPayByCard={
              usable.includes('creditCard')
                ? () => {
                    setMethod('creditCard');
                    setError(null);
                  }
                : undefined
            }
          />
        )}
        {chosen === 'creditCard' ? (
          <CardPaymentForm
            submitLabel={`Pay ${formatCents(total)}`}
            disabled={players.length === 0 || !current}
            beforeSubmit={cartReady}
            onSubmit={async ({ opaqueData, billTo }) => {
              const result = await placeCart('creditCard');
              if (result.order) {
                await chargeCard({
                  idempotencyKey: checkout.current.key,
                  orderRef: result.order.orderRef,
                  description: result.order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
                  opaqueData,
                  ...billTo,
                });
              }
              await navigate(successPath(t.id, result.order), { state: doneState(result) });
            }}
          />
        ) : (
          chosen && (
            <form
              noValidate
              className="plain-form"
              onSubmit={(e) => {
                e.preventDefault();
                void payOther(chosen);
              }}
            >
              {chosen === 'zelle' && (
                <Notice tone="info">
                  Your registration is booked now; the next page shows where to send the Zelle
                  payment.
                  {current?.payLaterUntil && (
                    <>
                      {' '}
                      Unpaid registrations are released on{' '}
                      <strong>
                        {formatInstantDate(current.payLaterUntil)}{' '}
                        {formatInstantTime(current.payLaterUntil)}
                      </strong>
                      .
                    </>
                  )}
                </Notice>
              )}
              <PlainSubmitButton pending={working} disabled={players.length === 0}>
                {SUBMIT_LABELS[chosen]}
              </PlainSubmitButton>
            </form>
          )
        )}
      </Step>
    </div>
  );
}

/**
 * A waiting-list offer (`?offer=<token>`): the freed place is held for the entry until the offer
 * ends, and paid now by card or PayPal. An expired or unknown link shows the server's message.
 */
function OfferPayment({ tournament: t, token }: { tournament: Tournament; token: string }) {
  const navigate = useNavigate();
  const offer = useEntryOffer(t.id, token);
  const [method, setMethod] = useState<'creditCard' | 'paypal'>('creditCard');
  const [error, setError] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  const key = useRef({ value: crypto.randomUUID(), method: '' });

  const placeOrder = (paymentMethod: 'creditCard' | 'paypal') => {
    if (key.current.method !== paymentMethod) {
      key.current = { value: crypto.randomUUID(), method: paymentMethod };
    }
    return checkoutOffer(t.id, { token, idempotencyKey: key.current.value, paymentMethod });
  };

  if (offer.isPending) return <Loading />;
  if (offer.isError) {
    return (
      <>
        <TournamentHeader tournament={t} />
        <ErrorNotice error={offer.error} />
      </>
    );
  }
  const o = offer.data;
  return (
    <div className="stack">
      <TournamentHeader tournament={t} />
      <Step id="tour-offer" title="A place is yours">
        <p>
          A place is yours until{' '}
          <strong>
            {formatInstantDate(o.expiresAt)} {formatInstantTime(o.expiresAt)}
          </strong>
          . Pay for it now to move from the waiting list to the entries.
        </p>
        <dl className="facts">
          <dt>Player</dt>
          <dd>{o.name}</dd>
          <dt>Section</dt>
          <dd>{o.section}</dd>
          <dt>Entry fee</dt>
          <dd>{formatCents(o.entryFeeCents)}</dd>
        </dl>
      </Step>
      <Step id="tour-offer-pay" title="Payment">
        <PaymentMethodChoice
          labelledBy="tour-offer-pay"
          name="offerPaymentMethod"
          methods={['creditCard', 'paypal'] as const}
          labels={METHOD_LABELS}
          value={method}
          disabled={working}
          onChange={(m) => {
            setMethod(m);
            setError(null);
          }}
        />
        {error !== null && <ErrorNotice error={error} />}
        {method === 'creditCard' ? (
          <CardPaymentForm
            submitLabel={`Pay ${formatCents(o.entryFeeCents)}`}
            onSubmit={async ({ opaqueData, billTo }) => {
              const result = await placeOrder('creditCard');
              if (result.order) {
                await chargeCard({
                  idempotencyKey: key.current.value,
                  orderRef: result.order.orderRef,
                  description: result.order.description.slice(0, SHORT_TEXT_MAX_LENGTH),
                  opaqueData,
                  ...billTo,
                });
              }
              await navigate(successPath(t.id, result.order), { state: doneState(result) });
            }}
          />
        ) : (
          <form
            noValidate
            className="plain-form"
            onSubmit={(e) => {
              e.preventDefault();
              setWorking(true);
              setError(null);
              void placeOrder('paypal')
                .then(async (result) => {
                  if (!result.order) throw new Error(MESSAGES.serverError);
                  const { approveUrl } = await createPayPalOrder(result.order.orderRef);
                  rememberPayPalReturn(result.order.orderRef, successPath(t.id, result.order));
                  window.location.assign(approveUrl);
                })
                .catch((caught: unknown) => {
                  setError(caught);
                  setWorking(false);
                });
            }}
          >
            <PlainSubmitButton pending={working}>Continue to PayPal</PlainSubmitButton>
          </form>
        )}
      </Step>
    </div>
  );
}

/**
 * /tourRegister/{id} (spec 2 §2, §4, §5): a tournament's registration form, cart, coupon and
 * payment, in plain HTML (docs/decisions/0025). A sold-out event offers only the waiting list.
 * With `?offer=<token>` (the waiting-list e-mail's link) it pays the place offered instead.
 */
export function TourRegisterPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const tournamentId = /^\d+$/.test(id) ? Number(id) : 0;
  const tournament = useRegistrationTournament(tournamentId);
  const offer = params.get('offer');
  if (tournamentId === 0) return <NotFoundPage />;
  if (tournament.isError) {
    if (tournament.error instanceof ApiError && [400, 404].includes(tournament.error.status)) {
      return <NotFoundPage />;
    }
    return (
      <>
        <PageTitle title="Tournament registration" />
        <ErrorNotice error={tournament.error} />
      </>
    );
  }
  if (tournament.isPending) return <Loading />;
  return offer ? (
    <OfferPayment tournament={tournament.data} token={offer} />
  ) : (
    <Registration tournament={tournament.data} />
  );
}
