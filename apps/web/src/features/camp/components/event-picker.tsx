import { useState } from 'react';
import {
  formatCents,
  formatDate,
  formatDateRange,
  formatTimeRange,
  MESSAGES,
  type CampEventDetail,
} from '@kingside/shared';
import { ErrorNotice, Notice } from '@/components/notice';
import { PlainFieldRow, SelectField } from '@/components/plain-form/fields';
import { useEventDetail, useEventNames, useEventSlots } from '@/features/camp/api/camp-events';

/** A week and slot chosen on the page, with the detail the server gave for it. */
export type CampPick = { eventName: string; eventSlot: string; detail: CampEventDetail };

/**
 * Choose a camp week and a slot, see today's price, days and seats, and add it to the cart. As the
 * spec has it, Add to Cart is enabled only once both are chosen and the detail has loaded;
 * changing either reloads price, id and days. Plain HTML: native selects (a visitor's page).
 */
export function EventPicker({
  onAdd,
  disabled,
}: {
  /** Adds the slot; answers an error message (e.g. already in the cart) or null. */
  onAdd: (pick: CampPick) => string | null;
  disabled?: boolean;
}) {
  const [eventName, setEventName] = useState('');
  const [eventSlot, setEventSlot] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const names = useEventNames();
  const slots = useEventSlots(eventName);
  const detail = useEventDetail(eventName, eventSlot);
  const chosen = eventName !== '' && eventSlot !== '';
  const ready = chosen && detail.isSuccess && !detail.isFetching;
  const soldOut = ready && detail.data.soldOut;

  const add = () => {
    if (!ready) {
      setMessage(MESSAGES.selectCampEventAndSlot);
      return;
    }
    setMessage(onAdd({ eventName, eventSlot, detail: detail.data }));
  };

  return (
    <div className="stack">
      {names.isError && <ErrorNotice error={names.error} />}
      <PlainFieldRow>
        <SelectField
          name="eventName"
          label="Camp event"
          value={eventName}
          onChange={(e) => {
            setEventName(e.target.value);
            setEventSlot('');
            setMessage(null);
          }}
          empty="Choose a week…"
          options={names.data ?? []}
        />
        <SelectField
          name="eventSlot"
          label="Slot"
          value={eventSlot}
          disabled={eventName === ''}
          onChange={(e) => {
            setEventSlot(e.target.value);
            setMessage(null);
          }}
          empty="Choose a slot…"
          options={slots.data ?? []}
        />
      </PlainFieldRow>
      {chosen && detail.isError && <ErrorNotice error={detail.error} />}
      {ready && (
        <p aria-live="polite" data-testid="event-detail">
          {formatDateRange(detail.data.startDate, detail.data.endDate, { year: false })},{' '}
          {formatTimeRange(detail.data.startTime, detail.data.endTime)}:{' '}
          <strong>{formatCents(detail.data.eventPrice)}</strong> for {detail.data.eventUnit} days
          {detail.data.earlyBird && detail.data.earlyBirdDeadline
            ? ` (early bird until ${formatDate(detail.data.earlyBirdDeadline)}; then ${formatCents(detail.data.regularPrice)})`
            : ''}
          .{' '}
          {soldOut ? (
            <strong>Sold out</strong>
          ) : (
            `${detail.data.seatsLeft} ${detail.data.seatsLeft === 1 ? 'seat' : 'seats'} left.`
          )}
        </p>
      )}
      <div>
        <button
          type="button"
          className="button button-outlined"
          onClick={add}
          disabled={disabled || !ready || soldOut}
        >
          Add to Cart
        </button>
        {!chosen && <p className="field-help">{MESSAGES.selectCampEventAndSlot}</p>}
      </div>
      {message && <Notice tone="error">{message}</Notice>}
    </div>
  );
}
