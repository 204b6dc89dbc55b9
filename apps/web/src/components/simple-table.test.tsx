import { render, screen, within } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { describe, expect, it } from 'vitest';
import { SimpleTable } from '@/components/simple-table';

const NO_JOBS = 'No jobs yet. They appear once the server runs its first background work.';

describe('SimpleTable', () => {
  it('says its empty sentence in the body, across every column, when it has no rows', () => {
    const rows: string[] = [];
    render(
      <SimpleTable label="Jobs" columns={['Job', 'State']} empty={NO_JOBS}>
        {rows.map((job) => (
          <TableRow key={job}>
            <TableCell>{job}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>,
    );

    const table = screen.getByRole('table', { name: 'Jobs' });
    const cell = within(table).getByRole('cell', { name: NO_JOBS });
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('shows the rows it is given and no empty sentence', () => {
    render(
      <SimpleTable label="Jobs" columns={['Job']} empty={NO_JOBS}>
        <TableRow>
          <TableCell>Send the newsletter</TableCell>
        </TableRow>
        {false}
      </SimpleTable>,
    );

    expect(screen.getByRole('cell', { name: 'Send the newsletter' })).toBeTruthy();
    expect(screen.queryByText(NO_JOBS)).toBeNull();
  });
});
