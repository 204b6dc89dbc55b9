import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, type ReportCard } from '@kingside/shared';
import { SimpleTable } from '@/components/simple-table';
import type { Period } from '@/features/progress/api/progress-keys';
import { AttendanceCalendar } from '@/features/progress/components/attendance-calendar';
import { FactsList } from '@/features/progress/components/facts-list';
import { RatingLineChart } from '@/features/progress/components/rating-line-chart';

const NONE = '—';
/** Rows a table prints (more stay on screen): the report card fits one sheet. */
const PRINTED_ROWS = 6;
/** Themes shown before "Show all themes". */
const THEMES_SHOWN = 10;
/** Rows past the printed ones carry this class; the print stylesheet hides them. */
const printClass = (index: number) => (index < PRINTED_ROWS ? undefined : 'report-print-extra');
const percent = (rate: number | null) => (rate === null ? NONE : `${rate}%`);
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

/** What a section says when the period has none of its data. */
export const Empty = ({ children }: { children: ReactNode }) => (
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
        <SimpleTable
          label="Homework"
          columns={['Name', 'Assigned', 'Due', 'Completed', { label: 'Attempts', align: 'right' }]}
        >
          {homework.items.map((item, index) => (
            <TableRow key={item.id} className={printClass(index)}>
              <TableCell component="th" scope="row">
                {item.name}
              </TableCell>
              <TableCell>{formatDate(item.assignedDate, { timeZone })}</TableCell>
              <TableCell>
                {item.dueDate ? formatDate(item.dueDate, { timeZone }) : NONE}
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
                {item.completedDate ? formatDate(item.completedDate, { timeZone }) : NONE}
              </TableCell>
              <TableCell align="right">{item.attempts}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
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
        <SimpleTable
          label="Themes"
          columns={[
            'Theme',
            { label: 'Played', align: 'right' },
            { label: 'Solved', align: 'right' },
            { label: 'Success %', align: 'right' },
          ]}
        >
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
        </SimpleTable>
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
          <SimpleTable
            label="Puzzles to review"
            regionLabel="Review table"
            columns={['Puzzle', { label: 'Rating', align: 'right' }, 'Due']}
          >
            {items.map((item) => (
              <TableRow key={item.name}>
                <TableCell component="th" scope="row">
                  {item.name}
                </TableCell>
                <TableCell align="right">{item.rating}</TableCell>
                <TableCell>{item.due ? 'Due now' : formatDate(item.dueAt, { timeZone })}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
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
              <li key={date}>{formatDate(date, { style: 'withWeekday' })}</li>
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
        <SimpleTable
          label="Live games"
          columns={['Date', 'Opponent', 'Colour', 'Result', 'Ending', 'Time control']}
        >
          {games.recent.map((game, index) => (
            <TableRow key={game.id} className={printClass(index)}>
              <TableCell>{formatDate(game.date, { timeZone })}</TableCell>
              <TableCell>{game.opponent}</TableCell>
              <TableCell>{COLOURS[game.color]}</TableCell>
              <TableCell>{OUTCOMES[game.outcome]}</TableCell>
              <TableCell>{game.termination ?? NONE}</TableCell>
              <TableCell>{game.timeControl}</TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </ReportSection>
  );
}
