import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  chatMessageProblem,
  formatDateTime,
  type ChatMessage,
  type LiveUser,
} from '@kingside/shared';
import { ErrorAlert } from '@/components/error-alert';
import { QueryState } from '@/components/query-state';
import { SuccessAlert } from '@/components/success-alert';
import { useChatHistory, useConversations } from '@/features/live/api/live-api';
import { ReportDialog } from '@/features/live/components/report-dialog';
import { UnreadBadge, unreadText } from '@/features/live/components/unread-badge';
import type { useChat } from '@/features/live/components/use-chat';
import type { PendingMessage } from '@/features/live/logic/pending-messages';

/** The member the user chats with, and whether they may write to them. */
export type ChatPartner = { user: LiveUser; canChat: boolean };

type Chat = ReturnType<typeof useChat>;

const PENDING_TEXT: Record<PendingMessage['state'], string> = {
  sending: 'Sending…',
  waiting: 'Not sent yet: waiting for the connection…',
  refused: 'Not sent',
};

function Conversation({
  partner,
  myId,
  chat,
  online,
}: {
  partner: ChatPartner;
  myId: number;
  chat: Chat;
  online: boolean;
}) {
  const history = useChatHistory(partner.user.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [reported, setReported] = useState<string | null>(null);

  // Pages come newest first; each page is oldest first.
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const pending = chat.queue.filter((message) => message.to === partner.user.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = chatMessageProblem(text);
    setProblem(why);
    if (why) return;
    chat.send(partner.user.id, text.trim());
    setText('');
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">
          {partner.user.name}
        </Typography>
        <Chip size="small" label={online ? 'Online' : 'Offline'} />
      </Stack>
      <SuccessAlert message={reported} onClose={() => setReported(null)} />
      {history.isError && <ErrorAlert error={history.error} />}
      {history.hasNextPage && (
        <Button
          size="small"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          Load older
        </Button>
      )}
      <Box
        component="ul"
        aria-label={`Messages with ${partner.user.name}`}
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto' }}
      >
        {messages.map((message) => {
          const own = message.from === myId;
          return (
            <Box
              component="li"
              key={message.id}
              sx={{ py: 0.5, textAlign: own ? 'right' : 'left' }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {own ? 'You' : partner.user.name}, {formatDateTime(message.sentAt)}
              </Typography>
              {!own && (
                <Button size="small" onClick={() => setReporting(message)}>
                  Report
                </Button>
              )}
            </Box>
          );
        })}
        {pending.map((message) => (
          <Box component="li" key={message.clientId} sx={{ py: 0.5, textAlign: 'right' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', opacity: 0.7 }}>
              {message.text}
            </Typography>
            <Typography variant="caption" color={message.problem ? 'error' : 'text.secondary'}>
              {message.problem
                ? `${PENDING_TEXT.refused}: ${message.problem}`
                : PENDING_TEXT[message.state]}
            </Typography>
            {message.state === 'refused' && (
              <Button size="small" onClick={() => chat.dismiss(message.clientId)}>
                Dismiss
              </Button>
            )}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {chat.typingFrom === partner.user.id ? `${partner.user.name} is typing…` : ''}
      </Typography>
      {partner.canChat ? (
        <Stack component="form" direction="row" sx={{ gap: 1 }} onSubmit={submit} noValidate>
          <TextField
            label="Message"
            size="small"
            fullWidth
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
              chat.typing(partner.user.id);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Send
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{CHAT_MESSAGES.notAllowed}</Typography>
      )}
      <ReportDialog
        message={reporting}
        onClose={() => setReporting(null)}
        onReported={setReported}
      />
    </Stack>
  );
}

/**
 * Private chat: the recent conversations (each badged with its messages that arrived while it
 * was closed), then the one with `partner` (chosen here or with the online grid's Chat button).
 */
export function ChatPanel({
  partner,
  onPartnerChange,
  myId,
  chat,
  onlineIds,
}: {
  partner: ChatPartner | null;
  onPartnerChange: (partner: ChatPartner) => void;
  myId: number;
  chat: Chat;
  /** Members in the online list now, by id. */
  onlineIds: ReadonlySet<number>;
}) {
  const conversations = useConversations();
  return (
    <Paper variant="outlined" component="section" aria-label="Chat" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Chat
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="subtitle2" component="h3">
            Recent conversations
          </Typography>
          <QueryState query={conversations} label="Loading the conversations">
            {({ items }) => (
              <List dense aria-label="Recent conversations">
                {items.map((conversation) => {
                  const unread = chat.unread.get(conversation.user.id) ?? 0;
                  const at = formatDateTime(conversation.lastMessageAt);
                  return (
                    <ListItemButton
                      key={conversation.user.id}
                      selected={partner?.user.id === conversation.user.id}
                      onClick={() => onPartnerChange(conversation)}
                    >
                      <ListItemText
                        primary={<UnreadBadge count={unread}>{conversation.user.name}</UnreadBadge>}
                        secondary={unread > 0 ? `${unreadText(unread)}, ${at}` : at}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            )}
          </QueryState>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {partner ? (
            <Conversation
              key={partner.user.id}
              partner={partner}
              myId={myId}
              chat={chat}
              online={onlineIds.has(partner.user.id)}
            />
          ) : (
            <Typography color="text.secondary">
              Choose a member to chat with: Chat in the list of members online, or a recent
              conversation.
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
