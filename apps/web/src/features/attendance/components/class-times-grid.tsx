import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTime, WEEKDAYS, type ClassTime, type CoachRow } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { activeColumn } from '@/components/editable-grid/grid-columns';
import { useClassTimesGridEditing } from '@/features/attendance/api/class-times-admin';

/** The select option standing for no coach: singleSelect cells need a value to show "None". */
const NONE = { value: '', label: 'None' };

function classTimeColumns(coaches: readonly CoachRow[]): GridColDef<ClassTime>[] {
  return [
    { field: 'label', headerName: 'Label', width: 200, editable: true },
    {
      field: 'weekday',
      headerName: 'Weekday',
      type: 'singleSelect',
      valueOptions: WEEKDAYS.map((label, value) => ({ value, label })),
      width: 130,
      editable: true,
    },
    {
      field: 'startTime',
      headerName: 'Start Time (HH:MM, club time)',
      width: 210,
      editable: true,
      valueFormatter: (value: string | undefined) =>
        value ? `${value} (${formatTime(value)})` : '',
    },
    {
      field: 'durationMinutes',
      headerName: 'Minutes',
      type: 'number',
      width: 100,
      editable: true,
    },
    { field: 'location', headerName: 'Location', width: 180, editable: true },
    {
      field: 'coachId',
      headerName: 'Coach',
      type: 'singleSelect',
      valueOptions: [NONE, ...coaches.map((c) => ({ value: c.id, label: c.name }))],
      width: 180,
      editable: true,
      valueGetter: (_value, row) => row.coachId ?? '',
      valueSetter: (value, row) => ({
        ...row,
        coachId: value === '' || value === null || value === undefined ? null : Number(value),
      }),
    },
    activeColumn(),
  ];
}

/** A new class time: an hour, active, until the admin changes it. */
const newClassTime = (): Partial<ClassTime> => ({
  durationMinutes: 60,
  coachId: null,
  active: true,
});

/**
 * The club's weekly classes (ADR 0028): a user's class time and the attendance buttons come from
 * here. Renaming one renames it for its users; deleting one keeps its label as their free text.
 */
export function ClassTimesGrid({
  rows,
  coaches,
}: {
  rows: ClassTime[];
  /** Choices of the Coach column. */
  coaches: readonly CoachRow[];
}) {
  const editing = useClassTimesGridEditing();
  const columns = useMemo(() => classTimeColumns(coaches), [coaches]);
  return (
    <EditableGrid
      label="Class Times"
      empty="No class times yet. Add the club’s weekly classes with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.label}
      required={['label', 'weekday', 'startTime', 'durationMinutes']}
      newRow={newClassTime}
      csvFileName="class-times"
      {...editing}
    />
  );
}
