import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents, MESSAGES, type CampEventDetail } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT, SelectOptions } from '@/components/native-select';
import { useEventDetail, useEventNames, useEventSlots } from '@/features/camp/api/camp-events';
import { formatDateRange } from '@/lib/format';

/** A week and slot chosen on the page, with the detail the server gave for it. */
export type CampPick = { eventName: string; eventSlot: string; detail: CampEventDetail };

/**
 * Choose a camp week and a slot, see today's price, days and seats, and add it to the cart. As the
 * spec has it, Add to Cart is enabled only once both are chosen and the detail has loaded;
 * changing either reloads price, id and days.
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
    <Stack spacing={2}>
      {names.isError && <ErrorAlert error={names.error} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...NATIVE_SELECT}
          label="Camp event"
          value={eventName}
          onChange={(e) => {
            setEventName(e.target.value);
            setEventSlot('');
            setMessage(null);
          }}
          sx={{ minWidth: 240 }}
        >
          <SelectOptions empty="Choose a week…" values={names.data ?? []} />
        </TextField>
        <TextField
          {...NATIVE_SELECT}
          label="Slot"
          value={eventSlot}
          disabled={eventName === ''}
          onChange={(e) => {
            setEventSlot(e.target.value);
            setMessage(null);
          }}
          sx={{ minWidth: 220 }}
        >
          <SelectOptions empty="Choose a slot…" values={slots.data ?? []} />
        </TextField>
      </Stack>
      {chosen && detail.isError && <ErrorAlert error={detail.error} />}
      {ready && (
        <Typography aria-live="polite" data-testid="event-detail">
          {formatDateRange(detail.data.startDate, detail.data.endDate, { year: false })},{' '}
          {detail.data.startTime} to {detail.data.endTime}:{' '}
          <strong>{formatCents(detail.data.eventPrice)}</strong> for {detail.data.eventUnit} days
          {detail.data.earlyBird && detail.data.earlyBirdDeadline
            ? ` (early bird until ${detail.data.earlyBirdDeadline}; then ${formatCents(detail.data.regularPrice)})`
            : ''}
          .{' '}
          {soldOut ? (
            <strong>Sold out</strong>
          ) : (
            `${detail.data.seatsLeft} ${detail.data.seatsLeft === 1 ? 'seat' : 'seats'} left.`
          )}
        </Typography>
      )}
      <div>
        <Button variant="outlined" onClick={add} disabled={disabled || !ready || soldOut}>
          Add to Cart
        </Button>
        {!chosen && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {MESSAGES.selectCampEventAndSlot}
          </Typography>
        )}
      </div>
      {message && <ErrorAlert messages={[message]} />}
    </Stack>
  );
}
