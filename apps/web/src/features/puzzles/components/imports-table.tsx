import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import { formatDateTime } from '@kingside/shared';
import { TablePages, useTablePage } from '@/components/table-pages';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { QueryState } from '@/components/query-state';
import { TableRegion } from '@/components/table-region';
import { usePuzzleImports } from '@/features/puzzles/api/puzzle-imports';

const STATUS_COLOR = { running: 'warning', done: 'success', failed: 'error' } as const;

/** The imports, newest first, a page at a time; choosing one shows its progress and bad rows. */
export function ImportsTable({ onShow }: { onShow: (id: number) => void }) {
  const paging = useTablePage(10);
  const imports = usePuzzleImports(paging.page, paging.size);
  return (
    <QueryState
      query={imports}
      label="Loading the imports"
      empty="No puzzle imports yet."
      isEmpty={(list) => list.total === 0}
    >
      {(data) => (
        <>
          <TableRegion label="Puzzle imports table">
            <Table size="small" aria-label="Puzzle imports">
              <TableHead>
                <TableRow>
                  <TableCell>File</TableCell>
                  <TableCell>From</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Lines</TableCell>
                  <TableCell align="right">Added</TableCell>
                  <TableCell align="right">Updated</TableCell>
                  <TableCell align="right">Unchanged</TableCell>
                  <TableCell align="right">Skipped</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
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
              </TableBody>
            </Table>
          </TableRegion>
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
