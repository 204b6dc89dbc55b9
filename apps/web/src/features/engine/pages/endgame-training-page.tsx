import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { EngineGame } from '@/features/engine/components/engine-game';
import { EngineNotice } from '@/features/engine/components/engine-notice';
import { useEngine, type EngineFactory } from '@/features/engine/engine/use-engine';
import { TIME_CONTROLS, type TimeControl } from '@/features/engine/logic/clock';
import { ENDGAME_POSITIONS, findEndgame } from '@/features/engine/logic/endgames';
import { ENGINE_LEVELS, type EngineLevel } from '@/features/engine/logic/levels';

/** Training is unhurried: no clock unless chosen; the defence is full strength. */
const TRAINING_CONTROLS: readonly TimeControl[] = [
  ...TIME_CONTROLS.filter((c) => c.initialMs === null),
  ...TIME_CONTROLS.filter((c) => c.initialMs !== null),
];
const TRAINING_LEVEL = ENGINE_LEVELS.at(-1) as EngineLevel;

/**
 * /endGameTraining?pos= (students, coaches, admins): the eight preset end-games of spec 2 §2;
 * `pos` picks one by its slug or its number (1 to 8) and the student plays it out against the
 * engine.
 */
export function EndgameTrainingPage({
  engineFactory,
  showAnimations,
}: {
  engineFactory?: EngineFactory;
  showAnimations?: boolean;
}) {
  const [params] = useSearchParams();
  const chosen =
    findEndgame(params.get('pos')) ?? (ENDGAME_POSITIONS[0] as (typeof ENDGAME_POSITIONS)[number]);
  const engine = useEngine({}, engineFactory);
  const player = chosen.fen.split(' ')[1] === 'b' ? 'b' : 'w';

  return (
    <>
      <PageTitle title="End Game Training" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <Box component="nav" aria-label="End-game positions" sx={{ flex: '0 0 220px' }}>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {ENDGAME_POSITIONS.map((position) => (
              <li key={position.slug}>
                <Link
                  component={RouterLink}
                  to={`/endGameTraining?pos=${position.slug}`}
                  aria-current={position === chosen ? 'page' : undefined}
                  sx={{ fontWeight: position === chosen ? 700 : 400 }}
                >
                  {position.name}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ flex: '1 1 480px', minWidth: 0 }}>
          <Typography component="h2" variant="h5">
            {chosen.name}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {chosen.goal} You play {player === 'w' ? 'White' : 'Black'}; Stockfish defends.
          </Typography>
          <EngineGame
            engine={engine}
            startFen={chosen.fen}
            player={player}
            timeControls={TRAINING_CONTROLS}
            initialLevel={TRAINING_LEVEL}
            ariaLabel={`${chosen.name} training board`}
            showAnimations={showAnimations}
          />
        </Box>
      </Box>
      <EngineNotice />
    </>
  );
}
