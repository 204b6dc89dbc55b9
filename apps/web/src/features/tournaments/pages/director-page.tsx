import { useState, type ChangeEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  BOARD_RESULTS,
  USCF_REPORT_FILES,
  type BoardResult,
  type DirectorBoard,
  type DirectorRound,
  type DirectorView,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { NATIVE_SELECT } from '@/components/native-select';
import { NotFoundPage } from '@/components/not-found-page';
import { Loading } from '@/components/notice';
import { PageTitle } from '@/components/page-title';
import {
  downloadSwissSysWithRounds,
  downloadTrf16,
  downloadUscfReportFile,
  useChangeRound,
  useDeleteDraft,
  useDirectorView,
  usePairRound,
  usePublishRound,
  useResultChanges,
  useSaveResult,
  useCheckIn,
  useUndoWithdrawal,
  useWithdraw,
} from '@/features/tournaments/api/director';
import { ApiError } from '@/lib/api-client';

type Section = DirectorView['sections'][number];
type Player = Section['players'][number];

/** How a result reads: the draw as ½-½. */
const resultLabel = (result: BoardResult) => result.replaceAll('1/2', '½');

const DEFAULT_LIMITS = { alternation: 80, equalization: 200 };

/** What a player does in the round being paired. */
type ThisRound = 'play' | 'half' | 'zero';

/** Players seen in a published round (on a board, with a bye or withdrawn): not late entries. */
function seenPlayers(section: Section): Set<number> {
  const seen = new Set<number>();
  for (const round of section.rounds) {
    if (round.status !== 'published') continue;
    for (const b of round.boards) seen.add(b.white.id).add(b.black.id);
    for (const bye of round.byes) seen.add(bye.player.id);
    for (const p of round.withdrawn) seen.add(p.id);
  }
  return seen;
}

/** The next round's pairing form: rating limits, this round's byes, late entries' missed rounds. */
function PairRoundForm({
  tournamentId,
  section,
  round,
}: {
  tournamentId: number;
  section: Section;
  round: number;
}) {
  const pair = usePairRound(tournamentId);
  const [alternation, setAlternation] = useState(String(DEFAULT_LIMITS.alternation));
  const [equalization, setEqualization] = useState(String(DEFAULT_LIMITS.equalization));
  const [choices, setChoices] = useState<Record<number, ThisRound>>({});
  const [lateHalf, setLateHalf] = useState<Record<number, boolean>>({});
  const seen = seenPlayers(section);
  const players = section.players.filter(
    (p) => p.withdrawnFromRound === null || p.withdrawnFromRound > round,
  );
  const late = round > 1 ? players.filter((p) => !seen.has(p.id)) : [];
  const idsWith = (choice: ThisRound) =>
    players.filter((p) => (choices[p.id] ?? 'play') === choice).map((p) => p.id);
  const submit = () =>
    pair.mutate({
      section: section.name,
      ratingLimits: { alternation: Number(alternation), equalization: Number(equalization) },
      halfPointByes: idsWith('half'),
      zeroPointByes: idsWith('zero'),
      lateEntriesWithHalfPointByes: late.filter((p) => lateHalf[p.id]).map((p) => p.id),
    });
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={`Pair round ${round}`}
      sx={{ p: 2, mb: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 2 }}>
        Pair round {round}
      </Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label="Alternation rating limit"
          type="number"
          size="small"
          value={alternation}
          onChange={(e) => setAlternation(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000 } }}
        />
        <TextField
          label="Equalization rating limit"
          type="number"
          size="small"
          value={equalization}
          onChange={(e) => setEqualization(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 1000 } }}
        />
      </Stack>
      <Typography variant="subtitle2">This round</Typography>
      <Stack sx={{ gap: 1, mb: 2 }}>
        {players.map((p) => (
          <Stack key={p.id} direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              {...NATIVE_SELECT}
              size="small"
              label={p.name}
              value={choices[p.id] ?? 'play'}
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                setChoices({ ...choices, [p.id]: e.target.value as ThisRound })
              }
              sx={{ minWidth: 220 }}
            >
              <option value="play">Plays</option>
              <option value="half">Half-point bye</option>
              <option value="zero">Zero-point bye</option>
            </TextField>
            {p.byesRequested.includes(round) && (
              <Typography variant="body2">Half-point bye requested at registration</Typography>
            )}
            {late.includes(p) && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={lateHalf[p.id] ?? false}
                    onChange={(e) => setLateHalf({ ...lateHalf, [p.id]: e.target.checked })}
                  />
                }
                label={`Late entry: missed rounds as half-point byes (${p.name})`}
              />
            )}
          </Stack>
        ))}
      </Stack>
      {pair.error && <ErrorAlert error={pair.error} sx={{ mb: 2 }} />}
      <Button type="submit" variant="contained" loading={pair.isPending}>
        Pair round {round}
      </Button>
    </Paper>
  );
}

/** The rule, its sentence and why not the obvious alternative, below a board. */
function Why({ board }: { board: DirectorBoard }) {
  return (
    <Box sx={{ fontSize: '0.875rem' }}>
      <Typography variant="body2">
        <strong>{board.explanation.rule}</strong> {board.explanation.text}
      </Typography>
      {board.explanation.alternatives.length > 0 && (
        <ul style={{ margin: '4px 0', paddingLeft: '1.25rem' }}>
          {board.explanation.alternatives.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      )}
      <Typography variant="body2">
        <strong>Colours ({board.colour.rule}).</strong> {board.colour.text}
      </Typography>
    </Box>
  );
}

const playerText = (p: { name: string; rating: number; unrated: boolean }) =>
  `${p.name} (${p.unrated ? 'unrated' : p.rating})`;

/** A published board's result select, saved on change (a changed result is a correction). */
function ResultSelect({ tournamentId, board }: { tournamentId: number; board: DirectorBoard }) {
  const save = useSaveResult(tournamentId);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        {...NATIVE_SELECT}
        size="small"
        label={`Result board ${board.board}`}
        value={board.result ?? ''}
        disabled={save.isPending}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          save.mutate({ boardId: board.id, result: e.target.value as BoardResult })
        }
        sx={{ minWidth: 130 }}
      >
        <option value="" disabled>
          —
        </option>
        {BOARD_RESULTS.map((r) => (
          <option key={r} value={r}>
            {resultLabel(r)}
          </option>
        ))}
      </TextField>
      {save.isSuccess && (
        <Typography variant="body2" role="status">
          Saved
        </Typography>
      )}
      {save.error && <ErrorAlert error={save.error} onClose={() => save.reset()} />}
    </Stack>
  );
}

/** A round's boards: the draft's colour swap, or the published round's result selects. */
function BoardsTable({ tournamentId, round }: { tournamentId: number; round: DirectorRound }) {
  const [open, setOpen] = useState<Record<number, boolean>>({});
  const change = useChangeRound(tournamentId);
  const draft = round.status === 'draft';
  return (
    <>
      {change.error && (
        <ErrorAlert error={change.error} onClose={() => change.reset()} sx={{ mb: 1 }} />
      )}
      <TableContainer>
        <Table size="small" aria-label={`Round ${round.round} boards`}>
          <TableHead>
            <TableRow>
              <TableCell>Board</TableCell>
              <TableCell>White</TableCell>
              <TableCell>Black</TableCell>
              <TableCell>{draft ? 'Actions' : 'Result'}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {round.boards.flatMap((b) => {
              const shown = open[b.id] ?? false;
              const rows = [
                <TableRow key={b.id}>
                  <TableCell>
                    {b.board}
                    {b.manual && ' (changed)'}
                    {b.rematch && ' (rematch)'}
                  </TableCell>
                  <TableCell>{playerText(b.white)}</TableCell>
                  <TableCell>{playerText(b.black)}</TableCell>
                  <TableCell>
                    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        aria-expanded={shown}
                        aria-label={`Why? board ${b.board}`}
                        onClick={() => setOpen({ ...open, [b.id]: !shown })}
                      >
                        Why?
                      </Button>
                      {draft ? (
                        <Button
                          size="small"
                          aria-label={`Swap colours board ${b.board}`}
                          disabled={change.isPending}
                          onClick={() =>
                            change.mutate({
                              roundId: round.id,
                              change: { action: 'swapColours', board: b.board },
                            })
                          }
                        >
                          Swap colours
                        </Button>
                      ) : (
                        <ResultSelect tournamentId={tournamentId} board={b} />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>,
              ];
              if (shown) {
                rows.push(
                  <TableRow key={`${b.id}-why`}>
                    <TableCell colSpan={4}>
                      <Why board={b} />
                    </TableCell>
                  </TableRow>,
                );
              }
              return rows;
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {round.byes.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">Byes</Typography>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {round.byes.map((bye) => (
              <li key={bye.player.id}>
                {playerText(bye.player)}:{' '}
                {bye.kind === 'full'
                  ? 'full-point'
                  : bye.kind === 'half'
                    ? 'half-point'
                    : 'zero-point'}{' '}
                bye{bye.requested && ' (requested)'}
                {bye.explanation && ` — ${bye.explanation.text}`}
              </li>
            ))}
          </ul>
        </Box>
      )}
    </>
  );
}

/** Two players of a draft to swap opponents or force together. */
function DraftChanges({ tournamentId, round }: { tournamentId: number; round: DirectorRound }) {
  const change = useChangeRound(tournamentId);
  const [playerA, setPlayerA] = useState('');
  const [playerB, setPlayerB] = useState('');
  const players = [
    ...round.boards.flatMap((b) => [b.white, b.black]),
    ...round.byes.map((bye) => bye.player),
  ];
  const ready = playerA !== '' && playerB !== '' && playerA !== playerB;
  const run = (action: 'swapOpponents' | 'forcePairing') =>
    change.mutate(
      {
        roundId: round.id,
        change: { action, playerA: Number(playerA), playerB: Number(playerB) },
      },
      {
        onSuccess: () => {
          setPlayerA('');
          setPlayerB('');
        },
      },
    );
  const select = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      {...NATIVE_SELECT}
      size="small"
      label={label}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => set(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <option value="">Choose…</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {select('First player', playerA, setPlayerA)}
        {select('Second player', playerB, setPlayerB)}
        <Button
          variant="outlined"
          disabled={!ready || change.isPending}
          onClick={() => run('swapOpponents')}
        >
          Swap opponents
        </Button>
        <Button
          variant="outlined"
          disabled={!ready || change.isPending}
          onClick={() => run('forcePairing')}
        >
          Force pairing
        </Button>
      </Stack>
      {change.error && (
        <ErrorAlert error={change.error} onClose={() => change.reset()} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}

/** The draft round: warnings, boards, byes, the director's changes, delete and publish. */
function DraftRound({ tournamentId, round }: { tournamentId: number; round: DirectorRound }) {
  const publish = usePublishRound(tournamentId);
  const remove = useDeleteDraft(tournamentId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Round ${round.round} draft`}
      sx={{ p: 2, mb: 3 }}
    >
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Round {round.round} (draft)
      </Typography>
      {round.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {round.warnings.map((w) => (
              <li key={`${w.rule}-${w.text}`}>
                {w.rule}: {w.text}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <BoardsTable tournamentId={tournamentId} round={round} />
      <DraftChanges tournamentId={tournamentId} round={round} />
      {(publish.error ?? remove.error) && (
        <ErrorAlert error={publish.error ?? remove.error} sx={{ mb: 1 }} />
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          variant="contained"
          loading={publish.isPending}
          onClick={() => publish.mutate(round.id)}
        >
          Publish round {round.round}
        </Button>
        <Button color="error" loading={remove.isPending} onClick={() => remove.mutate(round.id)}>
          Delete draft
        </Button>
      </Stack>
    </Paper>
  );
}

/** The first round a withdrawal now takes effect: the next one not yet paired or published. */
function withdrawalRound(section: Section): number {
  const { action, round } = section.nextAction;
  return action === 'pair' ? round : round + 1;
}

function PlayersTable({
  tournamentId,
  section,
  rounds,
}: {
  tournamentId: number;
  section: Section;
  rounds: number;
}) {
  const withdraw = useWithdraw(tournamentId);
  const undo = useUndoWithdrawal(tournamentId);
  const checkIn = useCheckIn(tournamentId);
  const fromRound = withdrawalRound(section);
  const failure = withdraw.error ?? undo.error ?? checkIn.error;
  const waiting = section.players.filter((p) => !p.verified);
  return (
    <>
      {failure && (
        <ErrorAlert
          error={failure}
          onClose={() => {
            withdraw.reset();
            undo.reset();
            checkIn.reset();
          }}
          sx={{ mb: 1 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography>
          {section.players.length - waiting.length} of {section.players.length} checked in. Only
          checked-in players are paired.
        </Typography>
        {waiting.length > 0 && (
          <Button
            size="small"
            variant="outlined"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate(waiting.map((p) => ({ entryId: p.id, verified: true })))}
          >
            Check in everyone
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={`${section.name} players`}>
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Rating</TableCell>
              <TableCell>Score</TableCell>
              <TableCell>Checked in</TableCell>
              <TableCell>Withdrawn from round</TableCell>
              <TableCell>Byes requested</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.players.map((p: Player) => (
              <TableRow key={p.id}>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.unrated ? 'unrated' : p.rating}</TableCell>
                <TableCell>{p.score}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={`${p.verified ? 'Check out' : 'Check in'} ${p.name}`}
                    aria-pressed={p.verified}
                    disabled={checkIn.isPending}
                    onClick={() => checkIn.mutate([{ entryId: p.id, verified: !p.verified }])}
                  >
                    {p.verified ? 'Yes' : 'Check in'}
                  </Button>
                </TableCell>
                <TableCell>{p.withdrawnFromRound ?? ''}</TableCell>
                <TableCell>{p.byesRequested.join(', ')}</TableCell>
                <TableCell>
                  {p.withdrawnFromRound === null ? (
                    <Button
                      size="small"
                      aria-label={`Withdraw ${p.name}`}
                      disabled={fromRound > rounds || withdraw.isPending}
                      onClick={() => withdraw.mutate({ entryId: p.id, fromRound })}
                    >
                      Withdraw
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      aria-label={`Undo withdrawal ${p.name}`}
                      disabled={undo.isPending}
                      onClick={() => undo.mutate(p.id)}
                    >
                      Undo withdrawal
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

const NEXT_TEXT = {
  results: (round: number) => `Enter every result of round ${round} to pair the next round.`,
  done: () => 'Every round is paired and has its results.',
} as const;

/** One section's tab: next step, draft, published rounds (latest first), players, export. */
function SectionPanel({ view, section }: { view: DirectorView; section: Section }) {
  const [exportError, setExportError] = useState<unknown>(null);
  const { action, round } = section.nextAction;
  const draft = section.rounds.find((r) => r.status === 'draft');
  const published = section.rounds.filter((r) => r.status === 'published').reverse();
  return (
    <Box>
      {action === 'pair' && (
        <PairRoundForm tournamentId={view.tournamentId} section={section} round={round} />
      )}
      {(action === 'results' || action === 'done') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NEXT_TEXT[action](round)}
        </Alert>
      )}
      {draft && <DraftRound tournamentId={view.tournamentId} round={draft} />}
      {published.map((r) => (
        <Box component="section" key={r.id} aria-label={`Round ${r.round}`} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            Round {r.round}
          </Typography>
          <BoardsTable tournamentId={view.tournamentId} round={r} />
        </Box>
      ))}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Players
      </Typography>
      <PlayersTable tournamentId={view.tournamentId} section={section} rounds={view.rounds} />
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            setExportError(null);
            downloadTrf16(view.tournamentId, view.shortName, section.name).catch(setExportError);
          }}
        >
          Export TRF16
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setExportError(null);
            downloadSwissSysWithRounds(view.tournamentId, view.shortName).catch(setExportError);
          }}
        >
          Export SwissSys
        </Button>
        {USCF_REPORT_FILES.map((file) => (
          <Button
            key={file}
            variant="outlined"
            aria-label={`US Chess report ${file}`}
            onClick={() => {
              setExportError(null);
              downloadUscfReportFile(view.tournamentId, file).catch(setExportError);
            }}
          >
            {file}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The US Chess rating report: its three dBASE files, from every section&rsquo;s complete
        rounds.
      </Typography>
      {exportError !== null && <ErrorAlert error={exportError} sx={{ mt: 1 }} />}
    </Box>
  );
}

/** The corrections of results, newest first, in a collapsed section. */
function ResultChanges({ tournamentId }: { tournamentId: number }) {
  const changes = useResultChanges(tournamentId);
  const corrections = changes.data?.items.filter((c) => c.fromResult !== null) ?? [];
  return (
    <Accordion sx={{ mt: 3 }}>
      <AccordionSummary>
        <Typography component="h2" variant="h6">
          Result corrections ({corrections.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {changes.error && <ErrorAlert error={changes.error} />}
        {corrections.length === 0 ? (
          <Typography>No result has been corrected.</Typography>
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {corrections.map((c) => (
              <li key={c.id}>
                {c.section} round {c.round} board {c.board}: {resultLabel(c.fromResult ?? '1-0')} →{' '}
                {resultLabel(c.toResult)}
                {c.changedBy && ` by ${c.changedBy}`} ({new Date(c.changedAt).toLocaleString()})
              </li>
            ))}
          </ul>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function Director({ view }: { view: DirectorView }) {
  const [tab, setTab] = useState(0);
  const section = view.sections[Math.min(tab, view.sections.length - 1)];
  const publicPath = `/tournaments/${encodeURIComponent(view.shortName)}`;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <PageTitle title={`${view.name} — Director`} />
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <RouterLink to={publicPath}>Back to {view.name}</RouterLink>
        <RouterLink to={`${publicPath}/pairings`}>Public pairings</RouterLink>
        <RouterLink to={`${publicPath}/standings`}>Public standings</RouterLink>
      </Stack>
      {section ? (
        <>
          <Tabs
            value={view.sections.indexOf(section)}
            onChange={(_, value: number) => setTab(value)}
            aria-label="Sections"
            sx={{ mb: 2 }}
          >
            {view.sections.map((s) => (
              <Tab key={s.name} label={s.name} />
            ))}
          </Tabs>
          <SectionPanel key={section.name} view={view} section={section} />
        </>
      ) : (
        <Typography>This tournament has no sections with entries yet.</Typography>
      )}
      <ResultChanges tournamentId={view.tournamentId} />
    </Box>
  );
}

/**
 * /director/{id} (issue 16): a tournament director runs one tournament's rounds: pairs each
 * section's next round, changes and publishes the draft, enters and corrects results, withdraws
 * players and exports TRF16.
 */
export function DirectorPage() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const view = useDirectorView(valid ? id : 0);
  if (!valid || (view.error instanceof ApiError && view.error.status === 404)) {
    return <NotFoundPage />;
  }
  if (view.isError) {
    return (
      <>
        <PageTitle title="Tournament director" />
        <ErrorAlert error={view.error} />
      </>
    );
  }
  if (view.isPending) return <Loading />;
  return <Director view={view.data} />;
}
