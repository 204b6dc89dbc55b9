import {
  CHAT_HISTORY_DAYS,
  CHAT_MESSAGES,
  CHAT_RATE_LIMIT,
  canChat,
  chatMessageProblem,
  DEFAULT_CHAT_SETTINGS,
  type ChatMessage,
  type ChatSend,
  type ChatSettings,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import { pageAnswer, type PageQuery } from '../../lib/paging.js';
import { readConfigValues, writeConfigValue } from '../configs/index.js';
import type { ChatMessageRow } from './live.chat.repository.js';
import { memoryOf } from './live.memory.js';
import { presentUser, unknownUser } from './live.people.js';
import { LiveRefusal, type LivePublisher } from './live.publisher.js';
import { liveRepository } from './live.repository.js';
import type { LiveUserRow } from './live.users.repository.js';

const SETTING_NAME = 'studentsMayChatWithStudents';
const SETTINGS_CACHE_MS = 5_000;

/** The club's chat setting (configs `studentsMayChatWithStudents`, off unless 'true'). */
export async function chatSettings(ctx: AppContext): Promise<ChatSettings> {
  const memory = memoryOf(ctx);
  const cached = memory.settings;
  if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.value;
  const values = await readConfigValues(ctx.database.db, [SETTING_NAME]);
  const raw = values.get(SETTING_NAME);
  const value =
    raw === undefined
      ? DEFAULT_CHAT_SETTINGS
      : { studentsMayChatWithStudents: raw.trim().toLowerCase() === 'true' };
  memory.settings = { at: Date.now(), value };
  return value;
}

export async function saveChatSettings(
  ctx: AppContext,
  value: ChatSettings,
): Promise<ChatSettings> {
  await writeConfigValue(ctx.database.db, SETTING_NAME, String(value.studentsMayChatWithStudents));
  memoryOf(ctx).settings = null;
  return value;
}

export const presentMessage = (m: ChatMessageRow): ChatMessage => ({
  id: m.id,
  from: m.senderId,
  to: m.recipientId,
  text: m.text,
  sentAt: m.sentAt.toISOString(),
});

const historyCutoff = () => new Date(Date.now() - CHAT_HISTORY_DAYS * 86_400_000);

/** Sends a private message under the children's rules; a resend (same clientId) is answered once. */
export async function sendChat(
  ctx: AppContext,
  pub: LivePublisher,
  sender: LiveUserRow,
  data: ChatSend,
  origin: string | null = null,
): Promise<ChatMessage> {
  const problem = chatMessageProblem(data.text);
  if (problem) throw new LiveRefusal('INVALID_MESSAGE', problem);
  const repo = liveRepository(ctx.database.db);
  // Read now, not from a cache: a role taken away or an account disabled counts at once.
  const recipient = data.to === sender.id ? undefined : await repo.userById(data.to);
  if (!recipient || !canChat(sender, recipient, await chatSettings(ctx)))
    throw new LiveRefusal('NOT_ALLOWED', CHAT_MESSAGES.notAllowed);
  const windowSeconds = CHAT_RATE_LIMIT.windowMs / 1000;
  const sent = await ctx.rateLimits.increment(`live-chat:${sender.id}`, windowSeconds);
  if (sent > CHAT_RATE_LIMIT.messages)
    throw new LiveRefusal('RATE_LIMITED', CHAT_MESSAGES.rateLimited);
  const { row, created } = await repo.insertMessage({
    senderId: sender.id,
    recipientId: recipient.id,
    text: data.text.trim(),
    clientId: data.clientId,
  });
  const message = presentMessage(row);
  // Every tab of both, except the sending one: its acknowledgement is the message.
  if (created) pub.toUsersExcept(origin, [sender.id, recipient.id], 'chat:message', message);
  return message;
}

/** Relays "typing" to a member the sender may write to. */
export async function relayTyping(
  ctx: AppContext,
  pub: LivePublisher,
  sender: LiveUserRow,
  to: number,
): Promise<void> {
  if (to === sender.id) return;
  const recipient = await liveRepository(ctx.database.db).userById(to);
  if (!recipient || !canChat(sender, recipient, await chatSettings(ctx))) return;
  pub.toUsers([to], 'chat:typing', { from: sender.id });
}

/** The conversation with one member (30 days), a page before `before`, oldest first. */
export async function chatHistory(
  ctx: AppContext,
  userId: number,
  query: { with: number; before?: number; size: number },
) {
  const { rows, hasMore } = await liveRepository(ctx.database.db).history(
    userId,
    query.with,
    historyCutoff(),
    query.size,
    query.before,
  );
  return { items: rows.map(presentMessage), hasMore };
}

export async function conversations(ctx: AppContext, user: LiveUserRow, query: PageQuery) {
  const repo = liveRepository(ctx.database.db);
  const { rows, total } = await repo.conversations(
    user.id,
    historyCutoff(),
    query.page,
    query.size,
  );
  const users = await repo.usersByIds(rows.map((r) => r.userId));
  const settings = await chatSettings(ctx);
  const items = rows.map((r) => {
    const other = users.get(r.userId) ?? unknownUser(r.userId);
    return {
      user: presentUser(other),
      lastMessageAt: r.last.toISOString(),
      canChat: !other.disabled && canChat(user, other, settings),
    };
  });
  return pageAnswer(query, items, total);
}

/** How long a page of the online list is kept (a change on another process shows this late). */
const ONLINE_CACHE_MS = 1_000;
/** At most this many pages of the online list are kept. */
const ONLINE_PAGES_KEPT = 50;

/**
 * A page of the online list as every member sees it: read once for all the lobbies asking within
 * ONLINE_CACHE_MS, and read afresh after this process's own presence changes (`forgetOnline`).
 */
function onlineRows(ctx: AppContext, page: number, size: number) {
  const kept = memoryOf(ctx).online;
  const key = `${page}:${size}`;
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < ONLINE_CACHE_MS) return hit.page;
  if (kept.size >= ONLINE_PAGES_KEPT) kept.clear();
  const read = liveRepository(ctx.database.db).onlinePage(page, size);
  kept.set(key, { at: Date.now(), page: read });
  // A failed read is not kept (unless a newer one took its place meanwhile).
  read.catch(() => kept.get(key)?.page === read && kept.delete(key));
  return read;
}

/** Who is online changed on this process: the next read of the list is fresh. */
export function forgetOnline(ctx: AppContext): void {
  memoryOf(ctx).online.clear();
}

export async function onlinePage(ctx: AppContext, caller: LiveUserRow, query: PageQuery) {
  const { rows, total } = await onlineRows(ctx, query.page, query.size);
  const settings = await chatSettings(ctx);
  const items = rows.map((r) => ({
    user: presentUser(r),
    lastLoginDate: (r.lastLoginDate ?? new Date()).toISOString(),
    canChat: r.id !== caller.id && canChat(caller, r, settings),
    gameId: r.gameId,
  }));
  return pageAnswer(query, items, total);
}

export async function pruneChat(ctx: AppContext): Promise<number> {
  return liveRepository(ctx.database.db).pruneMessages(historyCutoff());
}
