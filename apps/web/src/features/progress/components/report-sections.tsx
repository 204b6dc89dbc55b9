import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  mistakesTrend,
  puzzleThemeText,
  reviewDueText,
  type InstructivePosition,
  type MistakeAssign,
  type ReportCard,
} from '@kingside/shared';
import { ChessBoard } from '@/chess/components/chess-board';
import { ErrorAlert } from '@/components/error-alert';
import { useAssignMistake } from '@/features/progress/api/report-card';
import { SimpleTable, type SimpleColumn } from '@/components/simple-table';
import { AttendanceCalendar } from '@/features/progress/components/attendance-calendar';
import { FactsList, type Facts } from '@/features/progress/components/facts-list';
import { RatingLineChart } from '@/features/progress/components/rating-line-chart';

const NONE = '—';
/** Rows a table prints (more stay on screen): the report card fits one sheet. */
const PRINTED_ROWS = 6;
/** Themes shown before "Show all themes". */
const THEMES_SHOWN = 10;
/** Rows past the printed ones carry this class; the print stylesheet hides them. */
const printClass = (index: number) => (index < PRINTED_ROWS ? undefined : 'report-print-extra');
const percent = (rate: number | null) => (rate === null ? NONE : `${rate}%`);
/** What a section of the report card reads: the report, and the time zone its dates show in. */
type SectionProps = { report: ReportCard; timeZone?: string };

/** A titled part of the report card, kept on one piece of paper when printed. */
export function ReportSection({
  id,
  title,
  figures,
  className,
  children,
}: {
  id: string;
  /** Besides `report-section`: `report-print-extra` keeps the section off paper. */
  className?: string;
  title: string;
  /** The section's figures, first under its heading: the list's name and its terms and values. */
  figures?: { label: string; facts: Facts };
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      className={className ? `report-section ${className}` : 'report-section'}
      aria-labelledby={`${id}-heading`}
    >
      <Typography id={`${id}-heading`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {figures && <FactsList label={figures.label} facts={figures.facts} />}
      {children}
    </Box>
  );
}

/** What a section says when the period has none of its data. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>
);

/**
 * A section's rows as a table, a row each (those past the printed ones left off the paper), or
 * what the section says when there are none.
 */
function PrintedRows<Row>({
  label,
  columns,
  rows,
  empty,
  rowKey,
  children: cells,
}: {
  label: string;
  columns: readonly SimpleColumn[];
  rows: readonly Row[];
  empty: string;
  rowKey: (row: Row) => Key;
  /** A row's cells. */
  children: (row: Row) => ReactNode;
}) {
  // A printed report card fits one sheet: an empty section is its sentence, not a table of headings.
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <SimpleTable label={label} columns={columns} empty={empty}>
      {rows.map((row, index) => (
        <TableRow key={rowKey(row)} className={printClass(index)}>
          {cells(row)}
        </TableRow>
      ))}
    </SimpleTable>
  );
}

export function RatingsSection({ report, timeZone }: SectionProps) {
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

export function HomeworkSection({ report: { homework }, timeZone }: SectionProps) {
  return (
    <ReportSection
      id="homework"
      title="Homework"
      figures={{
        label: 'Homework figures',
        facts: [
          ['Assigned', homework.assigned],
          ['Completed', homework.completed],
          ['Overdue', homework.overdue],
          ['Completion rate', percent(homework.completionRate)],
        ],
      }}
    >
      <PrintedRows
        label="Homework"
        columns={['Name', 'Assigned', 'Due', 'Completed', { label: 'Attempts', align: 'right' }]}
        rows={homework.items}
        empty="No homework was assigned in this period."
        rowKey={(item) => item.id}
      >
        {(item) => (
          <>
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
          </>
        )}
      </PrintedRows>
    </ReportSection>
  );
}

export function PuzzlesSection({ report: { puzzles, mistakes }, timeZone }: SectionProps) {
  const { dueCount, items } = puzzles.review;
  const [allThemes, setAllThemes] = useState(false);
  const themes = allThemes ? puzzles.themes : puzzles.themes.slice(0, THEMES_SHOWN);
  return (
    <ReportSection
      id="puzzles"
      title="Puzzles"
      figures={{
        label: 'Puzzle figures',
        facts: [
          ['Played', puzzles.played],
          ['Solved', puzzles.solved],
          // On paper the Mistakes section keeps to this one figure (the sheet has no more room).
          ...(mistakes.perGame === null
            ? []
            : [['Blunders per game', perGameText(mistakes), 'report-print-only'] as const]),
        ],
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Themes, weakest first
      </Typography>
      <PrintedRows
        label="Themes"
        columns={[
          'Theme',
          { label: 'Played', align: 'right' },
          { label: 'Solved', align: 'right' },
          { label: 'Success %', align: 'right' },
        ]}
        rows={themes}
        empty="No puzzles played in this period."
        rowKey={(theme) => theme.theme}
      >
        {(theme) => (
          <>
            <TableCell component="th" scope="row">
              {theme.text}
            </TableCell>
            <TableCell align="right">{theme.played}</TableCell>
            <TableCell align="right">{theme.solved}</TableCell>
            <TableCell align="right">{theme.successRate}%</TableCell>
          </>
        )}
      </PrintedRows>
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
      <Typography>{reviewDueText(dueCount)}</Typography>
      {items.length > 0 && (
        <Box data-no-print>
          <SimpleTable
            label="Puzzles to review"
            regionLabel="Review table"
            columns={['Puzzle', { label: 'Rating', align: 'right' }, 'Due']}
            empty="No puzzles to review."
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

export function AttendanceSection({ report: { attendance, period } }: SectionProps) {
  return (
    <ReportSection
      id="attendance"
      title="Attendance"
      figures={{
        label: 'Attendance figures',
        facts: [
          ['Attendance rate', percent(attendance.rate)],
          ['Class days', attendance.classDays.length],
          ['Days attended', attendance.attendedDays.length],
        ],
      }}
    >
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

export function GamesSection({ report: { games }, timeZone }: SectionProps) {
  return (
    <ReportSection
      id="games"
      title="Live games"
      figures={{
        label: 'Live game figures',
        facts: [
          ['Played', games.played],
          ['Won', games.won],
          ['Drawn', games.drawn],
          ['Lost', games.lost],
        ],
      }}
    >
      <PrintedRows
        label="Live games"
        columns={['Date', 'Opponent', 'Colour', 'Result', 'Ending', 'Time control']}
        rows={games.recent}
        empty="No live games in this period."
        rowKey={(game) => game.id}
      >
        {(game) => (
          <>
            <TableCell>{formatDate(game.date, { timeZone })}</TableCell>
            <TableCell>{game.opponent}</TableCell>
            <TableCell>{COLOURS[game.color]}</TableCell>
            <TableCell>{OUTCOMES[game.outcome]}</TableCell>
            <TableCell>{game.termination ?? NONE}</TableCell>
            <TableCell>{game.timeControl}</TableCell>
          </>
        )}
      </PrintedRows>
    </ReportSection>
  );
}

const PHASES = ['opening', 'middlegame', 'endgame'] as const;
const PHASE_LABELS = { opening: 'Opening', middlegame: 'Middlegame', endgame: 'Endgame' } as const;

/** "1.4 (2.0 in the period before: fewer)", or the figure alone. */
function perGameText(mistakes: ReportCard['mistakes']): string {
  if (mistakes.perGame === null) return NONE;
  const trend = mistakesTrend(mistakes);
  if (trend === null || mistakes.previousPerGame === null) return String(mistakes.perGame);
  const word = { fewer: 'fewer', more: 'more', same: 'about the same' }[trend];
  return `${mistakes.perGame} (${mistakes.previousPerGame} the period before: ${word})`;
}

/**
 * Mistakes (issue 34): the student's blunders in the games the engine analysed, per game against
 * the period before, by phase and by theme, and the period's most instructive positions on
 * boards, each with its game's review.
 */
/**
 * A coach's one click (issue 34): the position sent as an assignment, "find the better move", to
 * the student or to their whole class; says what happened.
 */
function AssignPosition({
  position,
  student,
  hasClass,
}: {
  position: InstructivePosition;
  student: string;
  hasClass: boolean;
}) {
  const send = useAssignMistake();
  const click = (to: MistakeAssign['to']) =>
    send.mutate({ myGameId: position.myGameId, ply: position.ply, to });
  return (
    <Box data-no-print sx={{ mt: 0.5 }}>
      {send.isSuccess ? (
        <Typography variant="body2" role="status">
          {send.data.message}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            loading={send.isPending}
            onClick={() => click('student')}
          >
            Assign to {student}
          </Button>
          {hasClass && (
            <Button size="small" loading={send.isPending} onClick={() => click('class')}>
              Assign to the class
            </Button>
          )}
        </Stack>
      )}
      {send.isError && <ErrorAlert error={send.error} sx={{ mt: 1 }} />}
    </Box>
  );
}

export function MistakesSection({ report: { mistakes, canComment, student } }: SectionProps) {
  return (
    <ReportSection
      // On screen only: on paper, blunders per game is among the puzzle figures.
      className="report-print-extra"
      id="mistakes"
      title="Mistakes"
      figures={{
        label: 'Mistake figures',
        facts: [
          ['Games analysed', mistakes.games],
          ['Blunders', mistakes.blunders],
          ['Blunders per game', perGameText(mistakes)],
          ...PHASES.map((phase): [string, number] => [`In the ${phase}`, mistakes.byPhase[phase]]),
        ],
      }}
    >
      {mistakes.games === 0 ? (
        <Empty>
          No analysed games in this period: games played here or uploaded to My Games are analysed
          by the engine.
        </Empty>
      ) : (
        <>
          {mistakes.byTheme.length > 0 && (
            <Typography sx={{ mt: 1 }}>
              What the better moves would have done:{' '}
              {mistakes.byTheme
                .map(({ theme, count }) => `${puzzleThemeText(theme)} (${count})`)
                .join(', ')}
              .
            </Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            Positions to discuss
          </Typography>
          {mistakes.instructive.length === 0 ? (
            <Empty>No blunder in this period had one clearly better move.</Empty>
          ) : (
            <Box
              component="ol"
              aria-label="Positions to discuss"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, 200px)',
                gap: 2,
              }}
            >
              {mistakes.instructive.map((position) => (
                <Box component="li" key={`${position.myGameId}-${position.ply}`} data-position>
                  <ChessBoard
                    ariaLabel={`${position.gameName}, before ${position.played}`}
                    fen={position.fen}
                    size={200}
                    orientation={position.fen.split(' ')[1] === 'b' ? 'black' : 'white'}
                    interactive={false}
                  />
                  <Typography variant="body2">
                    {position.gameName}: {PHASE_LABELS[position.phase].toLowerCase()},{' '}
                    {position.played} was played; {position.better} was better
                    {position.themes.length > 0 &&
                      ` (${position.themes.map(puzzleThemeText).join(', ')})`}
                    .{' '}
                    <Link to={`/myGames/${position.myGameId}/review`} data-no-print>
                      Review the game
                    </Link>
                  </Typography>
                  {canComment && (
                    <AssignPosition
                      position={position}
                      student={student.name}
                      hasClass={student.classTime !== null}
                    />
                  )}
                </Box>
              ))}
            </Box>
          )}
        </>
      )}
    </ReportSection>
  );
}
