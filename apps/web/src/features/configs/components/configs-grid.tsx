import type { GridColDef } from '@mui/x-data-grid';
import type { ConfigRow } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import { useConfigsGridEditing } from '@/features/configs/api/configs-admin';

const columns: GridColDef<ConfigRow>[] = [
  { field: 'configName', headerName: 'Config Name', width: 220, editable: true },
  {
    field: 'configValue',
    headerName: 'Config Value',
    type: 'longText',
    flex: 1,
    minWidth: 300,
    editable: true,
  },
];

/** The configuration values the site reads (spec 1: configName is required). */
export function ConfigsGrid({ rows }: { rows: ConfigRow[] }) {
  const editing = useConfigsGridEditing();
  return (
    <EditableGrid
      label="Configs"
      empty="No configuration values yet. Add one with Add."
      rows={rows}
      columns={columns}
      getRowLabel={(row) => row.configName}
      required={['configName']}
      csvFileName="configs"
      {...editing}
    />
  );
}
