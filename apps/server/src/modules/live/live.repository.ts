import type { DbOrTx } from '../../db/client.js';
import { liveChallengesRepository } from './live.challenges.repository.js';
import { liveChatRepository } from './live.chat.repository.js';
import { liveGamesRepository } from './live.games.repository.js';
import { livePresenceRepository } from './live.presence.repository.js';
import { liveUsersRepository } from './live.users.repository.js';

function buildLiveRepository(db: DbOrTx) {
  return {
    ...liveUsersRepository(db),
    ...livePresenceRepository(db),
    ...liveChatRepository(db),
    ...liveChallengesRepository(db),
    ...liveGamesRepository(db),
  };
}

// One repository (and one prepared move) per database or transaction handle.
// eslint-disable-next-line no-restricted-syntax -- prepared statements belong to their database handle and go with it
const repositories = new WeakMap<DbOrTx, ReturnType<typeof buildLiveRepository>>();

export function liveRepository(db: DbOrTx) {
  let repo = repositories.get(db);
  if (!repo) {
    repo = buildLiveRepository(db);
    repositories.set(db, repo);
  }
  return repo;
}

export type LiveRepository = ReturnType<typeof liveRepository>;
