import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PROGRESS_MESSAGES, REPORT_COMMENT_MAX_LENGTH, type ReportCard } from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { TableRegion } from '@/components/table-region';
import type { Period } from '@/features/progress/api/progress-keys';
import { useSaveReportComment } from '@/features/progress/api/report-card';
import { AttendanceCalendar } from '@/features/progress/components/attendance-calendar';
import { FactsList } from '@/features/progress/components/facts-list';
import { RatingLineChart } from '@/features/progress/components/rating-line-chart';
import { serverFieldMessages } from '@/lib/form-errors';
import { formatDate, formatInstant, formatInstantDate } from '@/lib/format';

const NONE = '—';
/** Rows a table prints (more stay on screen): the report card fits one sheet. */
const PRINTED_ROWS = 6;
/** Themes shown before "Show all themes". */
const THEMES_SHOWN = 10;
/** Rows past the printed ones carry this class; the print stylesheet hides them. */
const printClass = (index: number) => (index < PRINTED_ROWS ? undefined : 'report-print-extra');
const percent = (rate: number | null) => (rate === null ? NONE : `${rate}%`);
/**
 * A day of the report: 'YYYY-MM-DD', or an instant shown on its club-local day (the contract
 * types homework and game dates as plain strings).
 */
const day = (value: string, timeZone?: string) =>
  value.length === 10 ? formatDate(value) : formatInstantDate(value, timeZone);

/** A titled part of the report card, kept on one piece of paper when printed. */
export function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" className="report-section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>
);

export function RatingsSection({ report, timeZone }: { report: ReportCard; timeZone?: string }) {
  return (
    <ReportSection id="ratings" title="Ratings">
      {report.ratings.length === 0 ? (
        <Empty>No ratings in this period.</Empty>
      ) : (
        <Box
          className="report-ratings"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
        >
          {report.ratings.map((line) => (
            <div key={line.series}>
              <Typography variant="subtitle1" component="h3">
                {line.label}
              </Typography>
              <RatingLineChart line={line} timeZone={timeZone} />
            </div>
          ))}
        </Box>
      )}
    </ReportSection>
  );
}

export function HomeworkSection({
  homework,
  timeZone,
}: {
  homework: ReportCard['homework'];
  timeZone?: string;
}) {
  return (
    <ReportSection id="homework" title="Homework">
      <FactsList
        label="Homework figures"
        facts={[
          ['Assigned', String(homework.assigned)],
          ['Completed', String(homework.completed)],
          ['Overdue', String(homework.overdue)],
          ['Completion rate', percent(homework.completionRate)],
        ]}
      />
      {homework.items.length === 0 ? (
        <Empty>No homework was assigned in this period.</Empty>
      ) : (
        <TableRegion label="Homework table">
          <Table size="small" aria-label="Homework">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Assigned</TableCell>
                <TableCell>Due</TableCell>
                <TableCell>Completed</TableCell>
                <TableCell align="right">Attempts</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {homework.items.map((item, index) => (
                <TableRow key={item.id} className={printClass(index)}>
                  <TableCell component="th" scope="row">
                    {item.name}
                  </TableCell>
                  <TableCell>{day(item.assignedDate, timeZone)}</TableCell>
                  <TableCell>
                    {item.dueDate ? day(item.dueDate, timeZone) : NONE}
                    {item.overdue && (
                      <Chip
                        label="Overdue"
                        color="error"
                        size="small"
                        variant="outlined"
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {item.completedDate ? day(item.completedDate, timeZone) : NONE}
                  </TableCell>
                  <TableCell align="right">{item.attempts}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      )}
    </ReportSection>
  );
}

export function PuzzlesSection({
  puzzles,
  timeZone,
}: {
  puzzles: ReportCard['puzzles'];
  timeZone?: string;
}) {
  const { dueCount, items } = puzzles.review;
  const [allThemes, setAllThemes] = useState(false);
  const themes = allThemes ? puzzles.themes : puzzles.themes.slice(0, THEMES_SHOWN);
  return (
    <ReportSection id="puzzles" title="Puzzles">
      <FactsList
        label="Puzzle figures"
        facts={[
          ['Played', String(puzzles.played)],
          ['Solved', String(puzzles.solved)],
        ]}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Themes, weakest first
      </Typography>
      {puzzles.themes.length === 0 ? (
        <Empty>No puzzles played in this period.</Empty>
      ) : (
        <TableRegion label="Themes table">
          <Table size="small" aria-label="Themes">
            <TableHead>
              <TableRow>
                <TableCell>Theme</TableCell>
                <TableCell align="right">Played</TableCell>
                <TableCell align="right">Solved</TableCell>
                <TableCell align="right">Success %</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {themes.map((theme, index) => (
                <TableRow key={theme.theme} className={printClass(index)}>
                  <TableCell component="th" scope="row">
                    {theme.text}
                  </TableCell>
                  <TableCell align="right">{theme.played}</TableCell>
                  <TableCell align="right">{theme.solved}</TableCell>
                  <TableCell align="right">{theme.successRate}%</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      )}
      {puzzles.themes.length > THEMES_SHOWN && (
        <Button size="small" onClick={() => setAllThemes((all) => !all)} sx={{ mt: 0.5 }}>
          {allThemes
            ? `Show the ${THEMES_SHOWN} weakest themes`
            : `Show all ${puzzles.themes.length} themes`}
        </Button>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Review
      </Typography>
      <Typography>
        {dueCount === 1
          ? '1 failed puzzle is due for review.'
          : `${dueCount} failed puzzles are due for review.`}
      </Typography>
      {items.length > 0 && (
        <Box data-no-print>
          <TableRegion label="Review table">
            <Table size="small" aria-label="Puzzles to review">
              <TableHead>
                <TableRow>
                  <TableCell>Puzzle</TableCell>
                  <TableCell align="right">Rating</TableCell>
                  <TableCell>Due</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.name}>
                    <TableCell component="th" scope="row">
                      {item.name}
                    </TableCell>
                    <TableCell align="right">{item.rating}</TableCell>
                    <TableCell>
                      {item.due ? 'Due now' : formatInstantDate(item.dueAt, timeZone)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
        </Box>
      )}
    </ReportSection>
  );
}

export function AttendanceSection({
  attendance,
  period,
}: {
  attendance: ReportCard['attendance'];
  period: Period;
}) {
  return (
    <ReportSection id="attendance" title="Attendance">
      <FactsList
        label="Attendance figures"
        facts={[
          ['Attendance rate', percent(attendance.rate)],
          ['Class days', String(attendance.classDays.length)],
          ['Days attended', String(attendance.attendedDays.length)],
        ]}
      />
      <Box sx={{ mt: 1 }}>
        <AttendanceCalendar
          period={period}
          classDays={attendance.classDays}
          attendedDays={attendance.attendedDays}
        />
      </Box>
      <details>
        <summary>Days attended (list)</summary>
        {attendance.attendedDays.length === 0 ? (
          <p>No days attended in this period.</p>
        ) : (
          <ul aria-label="Days attended">
            {attendance.attendedDays.map((date) => (
              <li key={date}>{formatDate(date, 'withWeekday')}</li>
            ))}
          </ul>
        )}
      </details>
    </ReportSection>
  );
}

const OUTCOMES = { win: 'Won', draw: 'Drawn', loss: 'Lost' } as const;
const COLOURS = { white: 'White', black: 'Black' } as const;

export function GamesSection({
  games,
  timeZone,
}: {
  games: ReportCard['games'];
  timeZone?: string;
}) {
  return (
    <ReportSection id="games" title="Live games">
      <FactsList
        label="Live game figures"
        facts={[
          ['Played', String(games.played)],
          ['Won', String(games.won)],
          ['Drawn', String(games.drawn)],
          ['Lost', String(games.lost)],
        ]}
      />
      {games.recent.length === 0 ? (
        <Empty>No live games in this period.</Empty>
      ) : (
        <TableRegion label="Live games table">
          <Table size="small" aria-label="Live games">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Opponent</TableCell>
                <TableCell>Colour</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Ending</TableCell>
                <TableCell>Time control</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {games.recent.map((game, index) => (
                <TableRow key={game.id} className={printClass(index)}>
                  <TableCell>{day(game.date, timeZone)}</TableCell>
                  <TableCell>{game.opponent}</TableCell>
                  <TableCell>{COLOURS[game.color]}</TableCell>
                  <TableCell>{OUTCOMES[game.outcome]}</TableCell>
                  <TableCell>{game.termination ?? NONE}</TableCell>
                  <TableCell>{game.timeControl}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      )}
    </ReportSection>
  );
}

/**
 * The coach's comment on the period: a field and Save for the student's coaches and admins,
 * the saved text for everyone else. The field prints as plain text.
 */
export function CommentSection({
  report,
  username,
  queryPeriod,
  timeZone,
}: {
  report: ReportCard;
  username: string;
  /** The period the report card was asked for (its cache entry gets the saved comment). */
  queryPeriod: Period;
  timeZone?: string;
}) {
  const saved = report.comment;
  const [draft, setDraft] = useState(saved?.comment ?? '');
  const save = useSaveReportComment(username, queryPeriod);
  const fieldError = serverFieldMessages(save.error, ['comment']).comment;
  const byline = saved && (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {saved.author ? `${saved.author}, ` : ''}
      {formatInstant(saved.updatedAt, timeZone)}
    </Typography>
  );

  if (!report.canComment) {
    return (
      <ReportSection id="comment" title="Coach's comment">
        {saved?.comment ? (
          <>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{saved.comment}</Typography>
            {byline}
          </>
        ) : (
          <Empty>No comment for this period.</Empty>
        )}
      </ReportSection>
    );
  }
  return (
    <ReportSection id="comment" title="Coach's comment">
      <Box
        component="form"
        noValidate
        aria-label="Coach's comment"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ from: report.period.from, to: report.period.to, comment: draft });
        }}
      >
        {save.isSuccess && (
          <Alert severity="success" sx={{ mb: 1 }} data-no-print>
            {PROGRESS_MESSAGES.commentSaved}
          </Alert>
        )}
        {save.isError && !fieldError && <ErrorAlert error={save.error} sx={{ mb: 1 }} />}
        <TextField
          label="Comment"
          multiline
          minRows={3}
          fullWidth
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!save.isPending) save.reset();
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? `${draft.length} of ${REPORT_COMMENT_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: REPORT_COMMENT_MAX_LENGTH } }}
          data-no-print
        />
        <Typography className="report-print-only" sx={{ whiteSpace: 'pre-wrap' }}>
          {draft || 'No comment for this period.'}
        </Typography>
        {byline}
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 1 }}>
          Save
        </Button>
      </Box>
    </ReportSection>
  );
}
