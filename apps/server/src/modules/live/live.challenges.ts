import crypto from 'node:crypto';
import { newLiveGame, sideOfUser } from '@kingside/chess';
import {
  CHALLENGE_RATE_LIMIT,
  CHALLENGE_TTL_MS,
  canUsePlayLive,
  LIVE_MESSAGES,
  type Challenge,
  type ChallengeCreate,
  type LiveGameView,
  type TimeControl,
} from '@kingside/shared';
import type { AppContext } from '../../context.js';
import type { ChallengeRow } from './live.challenges.repository.js';
import { deadlineOf, gameViewMaker } from './live.games.js';
import { namesOf, presentUser, unknownUser } from './live.people.js';
import { LiveRefusal, type LivePublisher } from './live.publisher.js';
import { liveRepository } from './live.repository.js';
import type { LiveUserRow } from './live.users.repository.js';

async function presentChallenge(ctx: AppContext, row: ChallengeRow): Promise<Challenge> {
  const people = await namesOf(ctx, row.toId ? [row.fromId, row.toId] : [row.fromId]);
  return {
    id: row.id,
    from: presentUser(people.get(row.fromId) ?? unknownUser(row.fromId)),
    to: row.toId ? presentUser(people.get(row.toId) ?? unknownUser(row.toId)) : null,
    timeControl: row.timeControl as TimeControl,
    status: row.status as Challenge['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function openChallenges(ctx: AppContext, userId: number) {
  const { received, sent } = await liveRepository(ctx.database.db).openChallenges(userId);
  return {
    received: await Promise.all(received.map((r) => presentChallenge(ctx, r))),
    sent: await Promise.all(sent.map((r) => presentChallenge(ctx, r))),
  };
}

/** Tells the people a challenge concerned that it is no longer open. */
export function publishClosed(pub: LivePublisher, row: ChallengeRow) {
  const data = { id: row.id, status: row.status as Challenge['status'], gameId: row.gameId };
  if (row.toId) pub.toUsers([row.fromId, row.toId], 'challenge:closed', data);
  else pub.toMembers('challenge:closed', null, data);
}

export async function createChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  from: LiveUserRow,
  data: ChallengeCreate,
): Promise<Challenge> {
  const repo = liveRepository(ctx.database.db);
  if (data.to === from.id) throw new LiveRefusal('INVALID', LIVE_MESSAGES.challengeSelf);
  const windowSeconds = CHALLENGE_RATE_LIMIT.windowMs / 1000;
  if (
    (await ctx.rateLimits.increment(`live-challenge:${from.id}`, windowSeconds)) >
    CHALLENGE_RATE_LIMIT.challenges
  )
    throw new LiveRefusal('RATE_LIMITED', LIVE_MESSAGES.challengeRateLimited);
  if (await repo.activeGameOf(from.id)) throw new LiveRefusal('BUSY', LIVE_MESSAGES.challengeBusy);
  if (data.to !== null) {
    const to = await repo.userById(data.to);
    if (!to || !canUsePlayLive(to.roles) || !(await repo.isOnline(to.id)))
      throw new LiveRefusal('OFFLINE', LIVE_MESSAGES.challengeOffline);
  }
  const row = await repo.insertChallenge({
    id: crypto.randomUUID(),
    fromId: from.id,
    toId: data.to,
    timeControl: data.timeControl,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  const challenge = await presentChallenge(ctx, row);
  if (data.to !== null) pub.toUsers([data.to], 'challenge:received', challenge);
  else pub.toMembers('challenge:received', from.id, challenge);
  return challenge;
}

/** Accepts a challenge: the first member to take it plays; colours are drawn. */
export async function acceptChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<LiveGameView> {
  const repo = liveRepository(ctx.database.db);
  if (await repo.activeGameOf(user.id)) throw new LiveRefusal('BUSY', LIVE_MESSAGES.challengeBusy);
  const gameId = crypto.randomUUID();
  const created = await ctx.database.db.transaction(async (tx) => {
    const txRepo = liveRepository(tx);
    const challenge = await txRepo.takeChallenge(id, user.id, gameId);
    if (!challenge) return null;
    if (await txRepo.activeGameOf(challenge.fromId)) return null;
    const whiteFirst = crypto.randomInt(2) === 0;
    const now = Date.now();
    const state = newLiveGame({
      white: whiteFirst ? challenge.fromId : user.id,
      black: whiteFirst ? user.id : challenge.fromId,
      timeControl: challenge.timeControl as TimeControl,
      now,
    });
    const game = await txRepo.insertGame(gameId, state, deadlineOf(state));
    const cancelled = [
      ...(await txRepo.cancelChallengesFrom(challenge.fromId)),
      ...(await txRepo.cancelChallengesFrom(user.id)),
    ];
    return { challenge, game, cancelled };
  });
  if (!created) throw new LiveRefusal('GONE', LIVE_MESSAGES.challengeGone);
  publishClosed(pub, created.challenge);
  for (const row of created.cancelled) publishClosed(pub, row);
  const view = await gameViewMaker(ctx, created.game.state, gameId);
  pub.toUsers([created.game.whiteId], 'game:started', view('white'));
  pub.toUsers([created.game.blackId], 'game:started', view('black'));
  pub.presenceChanged();
  return view(sideOfUser(created.game.state, user.id));
}

export async function declineChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<null> {
  // Challenge All stays open for the others: declining only hides it from this member.
  const row = await liveRepository(ctx.database.db).closeChallenge(id, 'declined', {
    toId: user.id,
  });
  if (row) publishClosed(pub, row);
  return null;
}

export async function cancelChallenge(
  ctx: AppContext,
  pub: LivePublisher,
  user: LiveUserRow,
  id: string,
): Promise<null> {
  const row = await liveRepository(ctx.database.db).closeChallenge(id, 'cancelled', {
    fromId: user.id,
  });
  if (!row) throw new LiveRefusal('GONE', LIVE_MESSAGES.challengeGone);
  publishClosed(pub, row);
  return null;
}

/** A member who left has no challenges open. */
export async function cancelChallengesOf(ctx: AppContext, pub: LivePublisher, userId: number) {
  for (const row of await liveRepository(ctx.database.db).cancelChallengesFrom(userId))
    publishClosed(pub, row);
}
