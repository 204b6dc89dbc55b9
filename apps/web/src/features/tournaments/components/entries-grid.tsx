import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { z } from 'zod';
import {
  ADMIN_PAYMENT_METHODS,
  AdminEntryUpdateSchema,
  entrySections,
  formatCents,
  OptionalEmailSchema,
  type AdminEntryUpdate,
  type Entry,
  type EntryPage,
  type Tournament,
} from '@kingside/shared';
import { EditableGrid, type EditableGridHeight } from '@/components/editable-grid/editable-grid';
import {
  calendarDateColumn,
  dateTimeColumn,
  flagColumn,
} from '@/components/editable-grid/grid-columns';
import { ServerGrid } from '@/components/editable-grid/server-grid';
import { type ServerPaging } from '@/components/editable-grid/server-paging';
import { useUpdateEntry } from '@/features/tournaments/api/entries';

/** Spec 2 §9: the entries grids are 550 pixels tall. */
export const ENTRIES_GRID_HEIGHT = 550;
// The editable grid names the admin grids' heights (350, 650); the entries grid is §9's own.
const EDITABLE_ENTRIES_HEIGHT = ENTRIES_GRID_HEIGHT as number as EditableGridHeight;

/** What the admin may change in a row (the grid's inline edit): checked in the browser first. */
export const EntryEditSchema = AdminEntryUpdateSchema.pick({
  id: true,
  name: true,
  phone: true,
  section: true,
  rating: true,
  uscfId: true,
  paymentMethod: true,
  paid: true,
  verified: true,
  waitingList: true,
  withdrawn: true,
}).extend({
  // An uploaded entry may have come without an address: a row is saved without touching it.
  email: OptionalEmailSchema,
});

const EDITABLE_FIELDS = [
  'name',
  'email',
  'phone',
  'section',
  'rating',
  'uscfId',
  'paymentMethod',
  'paid',
  'verified',
  'waitingList',
  'withdrawn',
] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** Blank and null are the same to the admin: neither is a change. */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * The PUT body of an inline edit: the entry's id and only the fields that differ from the row the
 * server sent (spec 2 §7 PUT admin/tournament/{id}/entries).
 */
export function changedFields(
  original: Entry,
  edited: z.output<typeof EntryEditSchema>,
): AdminEntryUpdate {
  const body: Record<string, unknown> = { id: original.id };
  for (const field of EDITABLE_FIELDS) {
    const value = edited[field as EditableField];
    if (value !== undefined && !same(value, original[field])) body[field] = value;
  }
  return body as AdminEntryUpdate;
}

/** The name, and a Withdrawn chip on an entry that left (admins and assistants see them). */
function NameCell({ row }: { row: Entry }) {
  return (
    <span style={{ textDecoration: row.withdrawn ? 'line-through' : undefined }}>
      {row.name}
      {row.withdrawn && (
        <Chip label="Withdrawn" size="small" color="warning" sx={{ ml: 1 }} component="span" />
      )}
    </span>
  );
}

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

type ColumnOptions = {
  sections: string[];
  privateColumns: boolean;
  canManage: boolean;
  waitingList: boolean;
  school: boolean;
  team: boolean;
};

function entryColumns(o: ColumnOptions): GridColDef<Entry>[] {
  const edit = o.canManage;
  const columns: GridColDef<Entry>[] = [
    {
      field: 'name',
      headerName: 'Name',
      width: 200,
      editable: edit,
      renderCell: ({ row }) => <NameCell row={row} />,
    },
    {
      field: 'section',
      headerName: 'Section',
      type: 'singleSelect',
      // An entry keeps a section the tournament no longer lists until the admin changes it.
      valueOptions: ({ row }) =>
        row && !o.sections.includes(row.section) ? [...o.sections, row.section] : o.sections,
      editable: edit,
    },
    {
      field: 'rating',
      headerName: 'Rating',
      type: 'number',
      editable: edit,
      // A rating reads 1500, not 1,500.
      valueFormatter: (value: number | null) => (value === null ? '' : String(value)),
    },
    { field: 'uscfId', headerName: 'USCF ID', editable: edit },
    calendarDateColumn<Entry>('expiryDate', 'Expiry'),
    { field: 'fideId', headerName: 'FIDE ID' },
    {
      field: 'byesRequested',
      headerName: 'Byes (rounds)',
      valueGetter: (_value, row) => row.byesRequested.join(', '),
    },
    { field: 'playup', headerName: 'Play up', valueFormatter: yesNo },
    { field: 'schedule', headerName: 'Schedule' },
  ];
  if (o.school) columns.push({ field: 'schoolName', headerName: 'School' });
  if (o.team) columns.push({ field: 'teamName', headerName: 'Team' });
  columns.push(
    { field: 'paid', headerName: 'Paid', type: 'boolean', editable: edit },
    { field: 'verified', headerName: 'Verified', type: 'boolean', editable: edit },
  );
  if (o.privateColumns) {
    columns.push(
      {
        field: 'paymentMethod',
        headerName: 'Payment method',
        type: 'singleSelect',
        valueOptions: ({ row }) =>
          row?.paymentMethod &&
          !(ADMIN_PAYMENT_METHODS as readonly string[]).includes(row.paymentMethod)
            ? [row.paymentMethod, ...ADMIN_PAYMENT_METHODS]
            : [...ADMIN_PAYMENT_METHODS],
        editable: edit,
      },
      {
        field: 'entryFeeCents',
        headerName: 'Fee',
        type: 'number',
        valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value)),
      },
      { field: 'couponCode', headerName: 'Coupon' },
      { field: 'phone', headerName: 'Phone', editable: edit },
      { field: 'email', headerName: 'Email', editable: edit },
      { field: 'remark', headerName: 'Remark' },
    );
    if (o.waitingList) columns.push(dateTimeColumn<Entry>('offerExpiresAt', 'Offer until'));
  }
  if (o.canManage) {
    columns.push(
      flagColumn<Entry>('waitingList', 'Waiting list'),
      flagColumn<Entry>('withdrawn', 'Withdrawn'),
    );
  }
  return columns.map((column) => ({ sortable: false, ...column }));
}

/** What an empty list of entries says: to an admin, what adds one; to others, what fills it. */
function noEntriesSentence(waitingList: boolean, canManage: boolean): string {
  if (waitingList) {
    return canManage
      ? 'No one is on the waiting list. Add a player with Add to Waiting List.'
      : 'No one is on the waiting list.';
  }
  return canManage
    ? 'No entries yet. Entries appear here as players register, or add one with Add Entry or Upload Entry.'
    : 'No entries yet. Entries appear here as players register.';
}

/**
 * One of /tourEntries' grids (spec 2 §2, §6): the main list or the waiting list, one page at a
 * time from the server. Payment method, fee, coupon, phone, e-mail and remark only for admins and
 * assistants (`privateColumns`); an admin (`canManage`) edits rows inline, each save sending only
 * the fields changed.
 */
export function EntriesGrid({
  label,
  tournament,
  waitingList,
  page,
  loading,
  paginationModel,
  onPaginationModelChange,
  disableVirtualization,
}: {
  label: string;
  tournament: Tournament;
  waitingList: boolean;
  /** The page the server answered (its rows, total and what the caller may see and do). */
  page: EntryPage | undefined;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  disableVirtualization?: boolean;
}) {
  const rows = useMemo(() => page?.items ?? [], [page]);
  const privateColumns = page?.privateColumns ?? false;
  const canManage = page?.canManage ?? false;
  const school = rows.some((row) => row.schoolName) || tournament.gradeEvent;
  const team = rows.some((row) => row.teamName) || tournament.teamEvent;
  const sectionKey = entrySections(tournament).join('\n');
  const columns = useMemo(
    () =>
      entryColumns({
        sections: sectionKey.split('\n'),
        privateColumns,
        canManage,
        waitingList,
        school,
        team,
      }),
    [sectionKey, privateColumns, canManage, waitingList, school, team],
  );
  const update = useUpdateEntry(tournament.id);
  const empty = noEntriesSentence(waitingList, canManage);

  const paging: ServerPaging = {
    rowCount: page?.total ?? 0,
    paginationModel,
    onPaginationModelChange,
    sortModel: [],
    onSortModelChange: () => undefined,
  };

  if (!canManage) {
    return (
      <ServerGrid<Entry>
        label={label}
        rows={rows}
        empty={empty}
        columns={columns}
        loading={loading}
        paging={paging}
        height={ENTRIES_GRID_HEIGHT}
        disableVirtualization={disableVirtualization}
      />
    );
  }
  return (
    <EditableGrid
      label={label}
      rows={rows}
      empty={empty}
      columns={columns}
      loading={loading}
      getRowLabel={(row) => row.name}
      required={['name', 'section']}
      saveSchema={EntryEditSchema}
      onSave={async (edited) => {
        const original = rows.find((row) => row.id === edited.id);
        if (!original) throw new Error('This entry is no longer on the page.');
        const body = changedFields(original, edited);
        // Nothing changed: the row stays as it was, with no call.
        if (Object.keys(body).length === 1) return original;
        return update.mutateAsync(body);
      }}
      add={{
        to: `/tourEntriesAdd/${tournament.id}${waitingList ? '?waitingList=true' : ''}`,
        label: waitingList ? 'Add to Waiting List' : 'Add Entry',
      }}
      paging={paging}
      height={EDITABLE_ENTRIES_HEIGHT}
      csvFileName={`${tournament.shortName}-${waitingList ? 'waiting-list' : 'entries'}`}
      disableVirtualization={disableVirtualization}
    />
  );
}
