// Renders the demo club's photos with POV-Ray (Debian: apt-get install povray povray-includes)
// and stores each the way an admin's upload is stored (the server's storeImage: WebP sizes named
// by content hash), under apps/web/public/images/demo/, then writes the seed's list of them,
// apps/server/src/db/demo-photos.ts. On two cores a gallery photo takes 50-100 s, a portrait 10 s.
//
//   npx tsx --conditions=@kingside/source scripts/demo-photos/render.ts               every shot
//   npx tsx --conditions=@kingside/source scripts/demo-photos/render.ts opera-game    only the shots named (the others kept)
//   PREVIEW=1 npx tsx --conditions=@kingside/source scripts/demo-photos/render.ts …   small and fast, to set a camera
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type { Config } from '../../apps/server/src/config.js';
import { storeImage } from '../../apps/server/src/lib/images.js';
import { SHOTS, square, type Shot } from './shots.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const OUT_DIR = path.join(ROOT, 'apps/web/public/images/demo');
const URL_PREFIX = '/images/demo/';
const RENDERED = path.join(HERE, 'rendered.json');
const SEED_FILE = path.join(ROOT, 'apps/server/src/db/demo-photos.ts');
const PREVIEW = process.env.PREVIEW === '1';

const PIECES: Record<string, string> = {
  p: 'Pawn',
  n: 'Knight',
  b: 'Bishop',
  r: 'Rook',
  q: 'Queen',
  k: 'King',
};

const vec = ([x, y, z]: readonly number[]) =>
  `<${x!.toFixed(2)}, ${y!.toFixed(2)}, ${z!.toFixed(2)}>`;

/** The shot's scene: the set, the camera, the light and the pieces of its placement. */
function scene(shot: Shot): string {
  const pieces: string[] = [];
  shot.placement.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      const name = `${ch === ch.toUpperCase() ? 'W' : 'B'}${PIECES[ch.toLowerCase()]}`;
      const at = square(`${String.fromCharCode(97 + file)}${8 - i}`);
      pieces.push(`object { ${name} translate ${vec(at)} }`);
      file++;
    }
  });
  const { location, lookAt, aperture = 0 } = shot.camera;
  return `#declare Set = ${shot.set};
#include "chess-set.inc"
camera {
  location ${vec(location)}
  direction <0, 0, 2>
  up <0, 1, 0>
  right x * image_width / image_height
  look_at ${vec(lookAt)}
  ${PREVIEW || aperture === 0 ? '' : `aperture ${aperture} focal_point ${vec(lookAt)} blur_samples 19 confidence 0.9 variance 1/128`}
}
light_source { <800, 600, -200> colour White }
light_source { <-300, 400, -500> colour rgb 0.35 shadowless }
${pieces.join('\n')}
object { Board }
object { Frame }
object { Table }
// A club room's dim floor and walls instead of the sample's green ground and cloudy sky.
plane { y, -80 pigment { rgb <0.20, 0.15, 0.11> } finish { ambient 0.3 diffuse 0.5 } }
sky_sphere {
  pigment { gradient y colour_map { [0 rgb <0.34, 0.30, 0.26>] [1 rgb <0.14, 0.13, 0.12>] } }
}
`;
}

function render(shot: Shot, dir: string): Buffer {
  // A coach's largest stored size is 480 pixels square; a gallery photo's 1600 wide.
  const [width, height] = shot.kind === 'coach' ? [480, 480] : [1600, 1200];
  const scale = PREVIEW ? 4 : 1;
  const pov = path.join(dir, `${shot.name}.pov`);
  const png = path.join(dir, `${shot.name}.png`);
  fs.writeFileSync(pov, scene(shot));
  const result = spawnSync(
    'povray',
    [
      `+I${pov}`,
      `+O${png}`,
      '+FN',
      `+W${width / scale}`,
      `+H${height / scale}`,
      ...(PREVIEW ? [] : ['+A0.2', '+R3']),
      '-D',
      `+L${HERE}`,
      '+L/usr/share/povray-3.7/include',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    const reason = result.stderr.split('\n').filter((line) => /error|line \d/i.test(line));
    throw new Error(`povray failed on ${shot.name}:\n${reason.join('\n')}`);
  }
  return fs.readFileSync(png);
}

type Rendered = Record<string, { url: string; caption?: string }>;

async function main() {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !SHOTS.some((shot) => shot.name === name));
  if (unknown.length) throw new Error(`No shot named ${unknown.join(', ')}`);
  const shots = names.length ? SHOTS.filter((shot) => names.includes(shot.name)) : SHOTS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-photos-'));
  const rendered: Rendered = fs.existsSync(RENDERED)
    ? (JSON.parse(fs.readFileSync(RENDERED, 'utf8')) as Rendered)
    : {};
  const config = { uploads: { resizeConcurrency: 1 } } as Config;
  const store = {
    put: async (name: string, bytes: Buffer) => {
      fs.writeFileSync(path.join(OUT_DIR, name), bytes);
      return `${URL_PREFIX}${name}`;
    },
  };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of shots) {
    const started = Date.now();
    const png = render(shot, dir);
    if (PREVIEW) {
      const file = path.join(os.tmpdir(), `preview-${shot.name}.png`);
      fs.copyFileSync(path.join(dir, `${shot.name}.png`), file);
      console.log(`${shot.name}: ${file} (${Math.round((Date.now() - started) / 1000)} s)`);
      continue;
    }
    const stored = await storeImage(config, png, shot.kind, store);
    rendered[shot.name] = { url: stored.url, ...(shot.caption ? { caption: shot.caption } : {}) };
    // After each shot: a render stopped part way keeps the shots it finished.
    fs.writeFileSync(RENDERED, `${JSON.stringify(rendered, null, 2)}\n`);
    console.log(`${shot.name}: ${stored.url} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  if (PREVIEW) return;
  // Sizes no shot points at any more.
  const kept = new Set(
    Object.values(rendered).map((entry) => entry.url.slice(URL_PREFIX.length).split('-')[0]),
  );
  for (const file of fs.readdirSync(OUT_DIR)) {
    if (!kept.has(file.split('-')[0]!)) fs.rmSync(path.join(OUT_DIR, file));
  }
  await writeSeedList(rendered);
}

async function writeSeedList(rendered: Rendered) {
  const entries = (kind: Shot['kind']) =>
    SHOTS.filter((shot) => shot.kind === kind && rendered[shot.name]).map(
      (shot) => rendered[shot.name]!,
    );
  const gallery = entries('gallery').map(
    (entry) => `  { url: '${entry.url}', caption: ${JSON.stringify(entry.caption)} },`,
  );
  const coaches = entries('coach').map((entry) => `  '${entry.url}',`);
  const text = `// Written by scripts/demo-photos/render.ts: do not edit. The demo club's photos, rendered with
// POV-Ray from its sample chess set (CC-BY-SA-3.0: scripts/demo-photos/README.md) and stored as an
// admin's upload is (docs/decisions/0023), under apps/web/public/images/demo/.

/** The line the site shows under the photos (the \`photoCredit\` setting): CC BY-SA asks for it. */
export const DEMO_PHOTO_CREDIT =
  'Photos: chess positions rendered from POV-Ray\\'s sample scene chess2.pov (Ville Saari, Dan ' +
  'Farmer; Persistence of Vision Raytracer Pty. Ltd.), licensed CC BY-SA 3.0 ' +
  '(creativecommons.org/licenses/by-sa/3.0).';

/** The gallery's photos, in order, with their captions. */
export const DEMO_GALLERY_PHOTOS: readonly { url: string; caption: string }[] = [
${gallery.join('\n')}
];

/** One portrait for each demo coach, in the seed's order of coaches. */
export const DEMO_COACH_PHOTOS: readonly string[] = [
${coaches.join('\n')}
];
`;
  // Formatted as the repository's code is, so the lint passes on a file the script wrote.
  const options = await prettier.resolveConfig(SEED_FILE);
  fs.writeFileSync(SEED_FILE, await prettier.format(text, { ...options, filepath: SEED_FILE }));
}

await main();
