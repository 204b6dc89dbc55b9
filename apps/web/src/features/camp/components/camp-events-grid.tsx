import type { GridColDef } from '@mui/x-data-grid';
import {
  CAMP_SLOTS,
  DEFAULT_CAMP_CAPACITY,
  DEFAULT_CAMP_EVENT_UNIT,
  type CampEvent,
} from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import {
  activeColumn,
  calendarDateColumn,
  dollarsColumn,
} from '@/components/editable-grid/grid-columns';
import { useCampEventsGridEditing } from '@/features/camp/api/camp-events-admin';

const columns: GridColDef<CampEvent>[] = [
  { field: 'eventName', headerName: 'Event Name', width: 190, editable: true },
  {
    field: 'eventSlot',
    headerName: 'Event Slot',
    type: 'singleSelect',
    valueOptions: [...CAMP_SLOTS],
    width: 170,
    editable: true,
  },
  calendarDateColumn<CampEvent>('startDate', 'Start Date', { editable: true }),
  calendarDateColumn<CampEvent>('endDate', 'End Date', { editable: true }),
  { field: 'startTime', headerName: 'Start Time (HH:MM)', width: 150, editable: true },
  { field: 'endTime', headerName: 'End Time (HH:MM)', width: 150, editable: true },
  dollarsColumn<CampEvent>('priceCents', 'Price ($)', { editable: true }),
  dollarsColumn<CampEvent>('earlyBirdPriceCents', 'Early Bird Price ($)', {
    width: 150,
    editable: true,
  }),
  calendarDateColumn<CampEvent>('earlyBirdDeadline', 'Early Bird Deadline', {
    width: 160,
    editable: true,
  }),
  {
    field: 'eventUnit',
    headerName: 'Event Unit (days)',
    type: 'number',
    width: 140,
    editable: true,
  },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 100, editable: true },
  activeColumn(),
];

/**
 * Camp weeks and slots with their dates, times and prices (edited in dollars). A name and slot
 * that already exist are refused by the server (409), and its message shows above the grid.
 */
export function CampEventsGrid({ rows }: { rows: CampEvent[] }) {
  const editing = useCampEventsGridEditing();
  return (
    <EditableGrid
      label="Camp Events"
      empty="No camp weeks yet. Add a week and its slot with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => `${row.eventName} — ${row.eventSlot}`}
      required={[
        'eventName',
        'eventSlot',
        'startDate',
        'endDate',
        'startTime',
        'endTime',
        'priceCents',
      ]}
      newRow={() => ({
        earlyBirdPriceCents: null,
        earlyBirdDeadline: null,
        eventUnit: DEFAULT_CAMP_EVENT_UNIT,
        capacity: DEFAULT_CAMP_CAPACITY,
        active: true,
      })}
      csvFileName="camp-events"
      {...editing}
    />
  );
}
