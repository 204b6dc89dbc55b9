import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatCents, type CampEvent, type CampRegistration } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { registrationEndColumns } from '@/components/editable-grid/grid-columns';
import { useCampRegistrationsGridEditing } from '@/features/camp/api/camp-registrations-admin';

/** How the grid names a camp week and slot. */
const eventLabel = (event: Pick<CampEvent, 'eventName' | 'eventSlot'>) =>
  `${event.eventName} — ${event.eventSlot}`;

function registrationColumns(events: readonly CampEvent[]): GridColDef<CampRegistration>[] {
  const byId = new Map(events.map((event) => [event.id, event]));
  return [
    { field: 'studentName', headerName: 'Student Name', width: 170, editable: true },
    { field: 'parentName', headerName: 'Parent Name', width: 170, editable: true },
    { field: 'email', headerName: 'Email', width: 210, editable: true },
    { field: 'phoneNumber', headerName: 'Phone Number', width: 140, editable: true },
    {
      field: 'eventId',
      headerName: 'Camp Event',
      type: 'singleSelect',
      // '' stands for "no event yet" (a new row): a select cell needs a value to show.
      valueOptions: [
        { value: '', label: 'Choose…' },
        ...events.map((event) => ({ value: event.id, label: eventLabel(event) })),
      ],
      valueGetter: (_value, row) => row.eventId ?? '',
      valueSetter: (value, row) => ({ ...row, eventId: value === '' ? null : Number(value) }),
      // A row keeps its event's name and slot even if that event is no longer listed.
      valueFormatter: (value, row) => {
        const event = byId.get(Number(value));
        if (event) return eventLabel(event);
        return row.eventName ? eventLabel(row) : '';
      },
      width: 260,
      editable: true,
    },
    {
      field: 'eventPrice',
      headerName: 'Event Price',
      type: 'number',
      width: 110,
      valueFormatter: (value: number | undefined) =>
        typeof value === 'number' ? formatCents(value) : '',
    },
    { field: 'eventUnit', headerName: 'Days', type: 'number', width: 80 },
    { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80, editable: true },
    ...registrationEndColumns<CampRegistration>(),
  ];
}

/**
 * Camp registrations (spec 1: studentName required). The event is picked from the camp weeks and
 * slots; the server fills in its name, slot, price and days.
 */
export function CampRegistrationsGrid({
  rows,
  events,
}: {
  rows: CampRegistration[];
  /** Choices of the Camp Event column, past and inactive ones included. */
  events: readonly CampEvent[];
}) {
  const editing = useCampRegistrationsGridEditing();
  const columns = useMemo(() => registrationColumns(events), [events]);
  return (
    <EditableGrid
      label="Camp Registrations"
      empty="No camp registrations yet. They appear here as families register for camp, or add one with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.studentName}
      required={['studentName']}
      newRow={() => ({ eventId: null, paid: false, paymentMethod: null, active: true })}
      csvFileName="camp-registrations"
      {...editing}
    />
  );
}
