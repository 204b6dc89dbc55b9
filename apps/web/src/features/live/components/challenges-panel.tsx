import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  LIVE_MESSAGES,
  type Challenge,
  type LiveChallengeList,
  type LiveUser,
  type TimeControl,
} from '@kingside/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { SuccessAlert } from '@/components/success-alert';
import { liveKeys, useLiveChallenges } from '@/features/live/api/live-api';
import {
  TimeControlSelect,
  timeControlLabel,
} from '@/features/live/components/time-control-select';
import { emitLive, type LiveConnection } from '@/features/live/socket/live-socket';
import { useLiveEvent } from '@/features/live/socket/use-live';

/** Whom a challenge goes to: one member, or everyone online (`null`, Challenge All). */
export type ChallengeTarget = { to: LiveUser | null };

const withoutChallenge = (list: readonly Challenge[], id: string) =>
  list.filter((challenge) => challenge.id !== id);

/**
 * Challenges (spec: "a confirm dialog, then the message Challenge Sent"): the time control,
 * Challenge All, the confirm dialog for `target`, the challenges sent (Cancel) and received
 * (Accept, Decline). Accepting, or the other side accepting, opens the game.
 */
export function ChallengesPanel({
  connection,
  timeControl,
  onTimeControlChange,
  target,
  onTargetChange,
}: {
  connection: LiveConnection;
  timeControl: TimeControl;
  onTimeControlChange: (timeControl: TimeControl) => void;
  /** The challenge waiting for confirmation; null when the dialog is closed. */
  target: ChallengeTarget | null;
  onTargetChange: (target: ChallengeTarget | null) => void;
}) {
  const { socket } = connection;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const challenges = useLiveChallenges();
  const [pending, setPending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const updateList = (change: (list: LiveChallengeList) => LiveChallengeList) =>
    queryClient.setQueryData<LiveChallengeList>(liveKeys.challenges, (list) =>
      change(list ?? { received: [], sent: [] }),
    );

  useLiveEvent(connection, 'challenge:received', (challenge) =>
    updateList((list) => ({
      ...list,
      received: [...withoutChallenge(list.received, challenge.id), challenge],
    })),
  );
  useLiveEvent(connection, 'challenge:closed', ({ id }) =>
    updateList((list) => ({
      received: withoutChallenge(list.received, id),
      sent: withoutChallenge(list.sent, id),
    })),
  );
  useLiveEvent(connection, 'game:started', (game) => void navigate(`/playLive/${game.id}`));

  const create = async () => {
    if (!socket || !target) return;
    setPending(true);
    setProblem(null);
    const ack = await emitLive(socket, 'challenge:create', {
      to: target.to?.id ?? null,
      timeControl,
    });
    setPending(false);
    onTargetChange(null);
    if (!ack.ok) {
      setProblem(ack.message);
      return;
    }
    setSentMessage(LIVE_MESSAGES.challengeSent);
    updateList((list) => ({
      ...list,
      sent: [...withoutChallenge(list.sent, ack.data.id), ack.data],
    }));
  };

  const answer = async (event: 'challenge:cancel' | 'challenge:decline', challenge: Challenge) => {
    if (!socket) return;
    setProblem(null);
    const ack = await emitLive(socket, event, { id: challenge.id });
    if (!ack.ok) setProblem(ack.message);
    // A challenge that is gone is closed here too; the list follows the server either way.
    if (ack.ok || ack.message === LIVE_MESSAGES.challengeGone)
      updateList((list) => ({
        received: withoutChallenge(list.received, challenge.id),
        sent: withoutChallenge(list.sent, challenge.id),
      }));
  };

  const accept = async (challenge: Challenge) => {
    if (!socket) return;
    setProblem(null);
    const ack = await emitLive(socket, 'challenge:accept', { id: challenge.id });
    if (!ack.ok) {
      setProblem(ack.message);
      return;
    }
    void navigate(`/playLive/${ack.data.id}`);
  };

  const question = target
    ? `Challenge ${target.to ? target.to.name : 'everyone online'} to a game (${timeControlLabel(timeControl)})?`
    : '';

  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TimeControlSelect value={timeControl} onChange={onTimeControlChange} />
        <Button
          variant="contained"
          disabled={!connection.connected}
          onClick={() => onTargetChange({ to: null })}
        >
          Challenge All
        </Button>
      </Stack>
      <SuccessAlert message={sentMessage} onClose={() => setSentMessage(null)} />
      {problem && <ErrorAlert messages={[problem]} onClose={() => setProblem(null)} />}
      <QueryState query={challenges} label="Loading the challenges">
        {({ received, sent }) => (
          <>
            {received.map((challenge) => (
              <Alert
                key={challenge.id}
                severity="info"
                action={
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button size="small" variant="contained" onClick={() => void accept(challenge)}>
                      Accept
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void answer('challenge:decline', challenge)}
                    >
                      Decline
                    </Button>
                  </Stack>
                }
              >
                {`${challenge.from.name} challenges you (${timeControlLabel(challenge.timeControl)})`}
              </Alert>
            ))}
            {sent.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h2">
                  Challenges sent
                </Typography>
                <List dense aria-label="Challenges sent">
                  {sent.map((challenge) => (
                    <ListItem
                      key={challenge.id}
                      secondaryAction={
                        <Button
                          size="small"
                          onClick={() => void answer('challenge:cancel', challenge)}
                        >
                          Cancel
                        </Button>
                      }
                    >
                      <ListItemText
                        primary={`${challenge.to ? challenge.to.name : 'Everyone online'} (${timeControlLabel(challenge.timeControl)})`}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        question={question}
        open={target !== null}
        pending={pending}
        onConfirm={() => void create()}
        onClose={() => onTargetChange(null)}
      />
    </Stack>
  );
}
