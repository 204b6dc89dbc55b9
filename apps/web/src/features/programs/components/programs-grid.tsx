import { useMemo } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  PROGRAM_KINDS,
  WEEKDAYS,
  type Location,
  type Program,
  type ProgramKind,
} from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import {
  activeColumn,
  calendarDateColumn,
  dollarsColumn,
} from '@/components/editable-grid/grid-columns';
import { useProgramsGridEditing } from '@/features/programs/api/programs-admin';

const KIND_LABELS = {
  groupClass: 'Group Class',
  privateClass: 'Private Class',
  afterSchool: 'After School',
} as const satisfies Record<ProgramKind, string>;

/** The select option standing for null: singleSelect cells need a value to show "None". */
const NONE = { value: '', label: 'None' };

/**
 * A singleSelect over a nullable numeric id: null shows as None and None saves as null.
 */
function nullableNumberSelect<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  options: { value: number; label: string }[],
  width: number,
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'singleSelect',
    valueOptions: [NONE, ...options],
    width,
    editable: true,
    valueGetter: (_value, row) => row[field] ?? '',
    valueSetter: (value, row) => ({
      ...row,
      [field]: value === '' || value === null || value === undefined ? null : Number(value),
    }),
  };
}

function programColumns(locations: readonly Location[]): GridColDef<Program>[] {
  return [
    { field: 'name', headerName: 'Name', width: 200, editable: true },
    {
      field: 'kind',
      headerName: 'Kind',
      type: 'singleSelect',
      valueOptions: PROGRAM_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
      width: 140,
      editable: true,
    },
    nullableNumberSelect<Program>(
      'locationId',
      'Location',
      locations.map((location) => ({ value: location.id, label: location.name })),
      180,
    ),
    { field: 'level', headerName: 'Level', width: 130, editable: true },
    {
      field: 'description',
      headerName: 'Description',
      type: 'longText',
      width: 260,
      editable: true,
    },
    dollarsColumn<Program>('priceCents', 'Price ($)', { editable: true }),
    { field: 'priceUnit', headerName: 'Price Unit', width: 150, editable: true },
    dollarsColumn<Program>('registrationFeeCents', 'Registration Fee ($)', {
      width: 160,
      editable: true,
    }),
    {
      field: 'maxStudents',
      headerName: 'Max Students',
      type: 'number',
      width: 120,
      editable: true,
    },
    nullableNumberSelect<Program>(
      'dayOfWeek',
      'Day Of Week',
      WEEKDAYS.map((label, value) => ({ value, label })),
      130,
    ),
    { field: 'startTime', headerName: 'Start Time (HH:MM)', width: 150, editable: true },
    { field: 'endTime', headerName: 'End Time (HH:MM)', width: 150, editable: true },
    calendarDateColumn<Program>('startDate', 'Start Date', { editable: true }),
    calendarDateColumn<Program>('endDate', 'End Date', { editable: true }),
    activeColumn(),
    { field: 'sortOrder', headerName: 'Sort Order', type: 'number', width: 100, editable: true },
  ];
}

/** A new row: an active group class priced per 4 weeks, until the admin changes it. */
const newProgram = (): Partial<Program> => ({
  kind: 'groupClass',
  locationId: null,
  dayOfWeek: null,
  priceUnit: 'per 4 weeks',
  active: true,
  sortOrder: 0,
});

/** Classes and after-school programs with their price (edited in dollars) and weekly schedule. */
export function ProgramsGrid({
  rows,
  locations,
}: {
  rows: Program[];
  /** Choices of the Location column. */
  locations: readonly Location[];
}) {
  const editing = useProgramsGridEditing();
  const columns = useMemo(() => programColumns(locations), [locations]);
  return (
    <EditableGrid
      label="Programs"
      empty="No programs yet. Add a class or after-school program with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.name}
      required={['name', 'kind', 'priceCents', 'priceUnit']}
      newRow={newProgram}
      csvFileName="programs"
      {...editing}
    />
  );
}
