import { Fragment, useState } from 'react';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { formatDateTime, type OutboxEmail } from '@kingside/shared';
import { TableRegion } from '@/components/table-region';
import { LinkifiedText } from '@/features/outbox/components/linkified-text';

const STATUS_COLOR = {
  stored: 'default',
  pending: 'warning',
  sent: 'success',
  failed: 'error',
} as const satisfies Record<OutboxEmail['status'], string>;

function OutboxRow({ email }: { email: OutboxEmail }) {
  const [open, setOpen] = useState(false);
  const bodyId = `outbox-body-${email.id}`;
  return (
    <Fragment>
      <TableRow hover onClick={() => setOpen((value) => !value)} sx={{ cursor: 'pointer' }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? 'Hide message' : 'Show message'}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={(event) => {
              event.stopPropagation();
              setOpen((value) => !value);
            }}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>{email.to}</TableCell>
        <TableCell>{email.subject}</TableCell>
        <TableCell>
          <Chip label={email.status} color={STATUS_COLOR[email.status]} size="small" />
        </TableCell>
        <TableCell>
          <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse
            in={open}
            unmountOnExit
            id={bodyId}
            role="region"
            aria-label={`Message to ${email.to}`}
          >
            <LinkifiedText text={email.text} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** The outbox, newest first; a row opens to show the message text with working links. */
export function OutboxTable({ emails }: { emails: OutboxEmail[] }) {
  return (
    <TableRegion label="Outbox table">
      <Table size="small" aria-label="Outbox">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>To</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Created</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {emails.map((email) => (
            <OutboxRow key={email.id} email={email} />
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
