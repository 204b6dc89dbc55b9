/** An engine strength: Stockfish's Skill Level (0 to 20) and its thinking time per move. */
export type EngineLevel = {
  id: string;
  label: string;
  /** UCI option "Skill Level", 0 (weakest) to 20 (full strength). */
  skill: number;
  /** Thinking time per move in milliseconds (less when its clock is short). */
  movetime: number;
};

export const ENGINE_LEVELS: readonly EngineLevel[] = [
  { id: '1', label: 'Level 1 (beginner)', skill: 0, movetime: 100 },
  { id: '2', label: 'Level 2', skill: 3, movetime: 200 },
  { id: '3', label: 'Level 3', skill: 6, movetime: 300 },
  { id: '4', label: 'Level 4', skill: 10, movetime: 500 },
  { id: '5', label: 'Level 5', skill: 15, movetime: 800 },
  { id: '6', label: 'Level 6 (full strength)', skill: 20, movetime: 1_000 },
];

export const DEFAULT_LEVEL = ENGINE_LEVELS[2] as EngineLevel;

/**
 * How long the engine thinks: its level's time, but never more than a twentieth of its clock
 * plus half its increment, so it does not lose on time in the spec's 3 s + 1.5 s game.
 */
export function engineThinkTime(
  level: EngineLevel,
  clockLeftMs: number | null,
  incrementMs: number,
): number {
  if (clockLeftMs === null) return level.movetime;
  return Math.max(50, Math.min(level.movetime, Math.floor(clockLeftMs / 20 + incrementMs / 2)));
}
