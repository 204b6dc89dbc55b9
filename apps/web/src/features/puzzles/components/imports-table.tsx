import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { formatDateTime } from '@kingside/shared';
import { TablePages, useTablePage } from '@/components/table-pages';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { QueryState } from '@/components/query-state';
import { SimpleTable } from '@/components/simple-table';
import { usePuzzleImports } from '@/features/puzzles/api/puzzle-imports';

const COUNT_COLUMNS = ['Lines', 'Added', 'Updated', 'Unchanged', 'Skipped'] as const;
const COLUMNS = [
  'File',
  'From',
  'Started',
  'Status',
  ...COUNT_COLUMNS.map((label) => ({ label, align: 'right' as const })),
];

const STATUS_COLOR = { running: 'warning', done: 'success', failed: 'error' } as const;
const NO_IMPORTS = 'No puzzle imports yet. Upload a puzzle CSV above to start one.';

/** The imports, newest first, a page at a time; choosing one shows its progress and bad rows. */
export function ImportsTable({ onShow }: { onShow: (id: number) => void }) {
  const paging = useTablePage(10);
  const imports = usePuzzleImports(paging.page, paging.size);
  return (
    <QueryState
      query={imports}
      label="Loading the imports"
      empty={NO_IMPORTS}
      isEmpty={(list) => list.total === 0}
    >
      {(data) => (
        <>
          <SimpleTable label="Puzzle imports" columns={COLUMNS} empty={NO_IMPORTS}>
            {data.items.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  <Link component="button" onClick={() => onShow(i.id)}>
                    {i.fileName}
                  </Link>
                </TableCell>
                <TableCell>{i.source === 'upload' ? 'Upload' : 'Command'}</TableCell>
                <TableCell>
                  <time dateTime={i.startedAt}>{formatDateTime(i.startedAt)}</time>
                </TableCell>
                <TableCell>
                  <Chip label={i.status} color={STATUS_COLOR[i.status]} size="small" />
                </TableCell>
                <TableCell align="right">{i.linesRead}</TableCell>
                <TableCell align="right">{i.added}</TableCell>
                <TableCell align="right">{i.updated}</TableCell>
                <TableCell align="right">{i.unchanged}</TableCell>
                <TableCell align="right">{i.skipped}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
          <TablePages
            label="Puzzle import pages"
            total={data.total}
            sizes={[10, 25, 50]}
            {...paging}
          />
        </>
      )}
    </QueryState>
  );
}
