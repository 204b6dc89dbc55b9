import { useCallback, useMemo, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import {
  canUsePlayLive,
  liveReadSpreadMs,
  presenceRefetchDelay,
  type LiveOnlineUser,
  type TimeControl,
} from '@kingside/shared';
import { useServerList } from '@/components/editable-grid/server-paging';
import { PageTitle } from '@/components/page-title';
import { Restricted } from '@/components/restricted';
import { liveKeys, useLiveOnline } from '@/features/live/api/live-api';
import { ChatPanel, type ChatPartner } from '@/features/live/components/chat-panel';
import { ChallengesPanel, type ChallengeTarget } from '@/features/live/components/challenges-panel';
import { ConnectionChip } from '@/features/live/components/connection-chip';
import { LiveClosedNotice, liveClosed } from '@/features/live/components/live-session-ended';
import { LiveStatsLine } from '@/features/live/components/live-stats-line';
import { OnlineGrid, type OnlineActions } from '@/features/live/components/online-grid';
import { useChat } from '@/features/live/components/use-chat';
import {
  useLaterOnce,
  useLiveConnection,
  useLiveEvent,
  useOnLiveConnect,
} from '@/features/live/socket/use-live';
import { useSession, type Session } from '@/lib/session';

/** The default time control of a challenge. */
const DEFAULT_TIME_CONTROL: TimeControl = '5+3';

function Lobby({ session }: { session: Session }) {
  const connection = useLiveConnection();
  const queryClient = useQueryClient();
  const [timeControl, setTimeControl] = useState<TimeControl>(DEFAULT_TIME_CONTROL);
  const [target, setTarget] = useState<ChallengeTarget | null>(null);
  const [partner, setPartner] = useState<ChatPartner | null>(null);
  const chat = useChat(connection, session.id, partner?.user.id ?? null);
  const { markRead } = chat;
  const openChat = useCallback(
    (next: ChatPartner) => {
      setPartner(next);
      markRead(next.user.id);
    },
    [markRead],
  );

  const list = useServerList({
    sortable: [] as const,
    initialSort: { field: 'username', direction: 'asc' },
  });
  const online = useLiveOnline(list.params.page, list.params.size);
  const onlineIds = useMemo(
    () => new Set((online.data?.items ?? []).map((item) => item.user.id)),
    [online.data],
  );

  // The club's tabs spread their reads (docs/decisions/0069): a presence change or a restart
  // reaches every tab at once, and each would otherwise ask the server at that same moment; the
  // more members online, the wider the spread (liveReadSpreadMs).
  const later = useLaterOnce();
  const onlineReadAt = useRef(Number.NEGATIVE_INFINITY);
  const onlineCount = online.data?.total ?? 0;
  const onlineChanged = () => {
    const sinceLast = performance.now() - onlineReadAt.current;
    later('online', presenceRefetchDelay(sinceLast, onlineCount, Math.random()), () => {
      onlineReadAt.current = performance.now();
      void queryClient.invalidateQueries({ queryKey: liveKeys.online });
    });
  };
  useLiveEvent(connection, 'presence:changed', onlineChanged);
  const connectedBefore = useRef(false);
  useOnLiveConnect(connection, () => {
    // The first connect comes with the page's own reads. After a reconnect the page reads again
    // what it may have missed: challenges and chat (so no acknowledged message is missed), and
    // the online list as after a presence change.
    if (connectedBefore.current) {
      later('reconnect', Math.random() * liveReadSpreadMs(onlineCount), () => {
        for (const queryKey of [liveKeys.challenges, liveKeys.conversations, liveKeys.allMessages])
          void queryClient.invalidateQueries({ queryKey });
      });
      onlineChanged();
    }
    connectedBefore.current = true;
  });

  const onChallenge = useCallback((member: LiveOnlineUser) => setTarget({ to: member.user }), []);
  const onChat = useCallback(
    (member: LiveOnlineUser) => openChat({ user: member.user, canChat: member.canChat }),
    [openChat],
  );
  const actions = useMemo<OnlineActions>(
    () => ({ myUsername: session.username, onChallenge, onChat }),
    [session.username, onChallenge, onChat],
  );

  return (
    <>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle title="Play Live" />
        <ConnectionChip connected={connection.connected} restarting={connection.restarting} />
      </Stack>
      {liveClosed(connection) ? (
        <LiveClosedNotice connection={connection} />
      ) : (
        <>
          <LiveStatsLine />
          <ChallengesPanel
            connection={connection}
            timeControl={timeControl}
            onTimeControlChange={setTimeControl}
            target={target}
            onTargetChange={setTarget}
          />
          <OnlineGrid
            online={online}
            paging={list.paging(online.data?.total ?? 0)}
            actions={actions}
            unread={chat.unread}
          />
          <Stack sx={{ mt: 3 }}>
            <ChatPanel
              partner={partner}
              onPartnerChange={openChat}
              myId={session.id}
              chat={chat}
              onlineIds={onlineIds}
            />
          </Stack>
        </>
      )}
    </>
  );
}

/**
 * /playLive (issue 17): members see who is online, challenge them (one or all), chat privately
 * and watch games; anyone else sees "Content Restricted" and no socket is opened.
 */
export function PlayLivePage() {
  const session = useSession();
  if (!session || !canUsePlayLive(session.roles)) {
    return (
      <>
        <PageTitle title="Play Live" />
        <Restricted variant="content" />
        <p className="muted">
          Live games are played between the club’s members: its students, coaches and admins.
        </p>
      </>
    );
  }
  return <Lobby session={session} />;
}
