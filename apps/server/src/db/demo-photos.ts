// Written by scripts/demo-photos/render.ts: do not edit. The demo club's photos, rendered with
// POV-Ray from its sample chess set (CC-BY-SA-3.0: scripts/demo-photos/README.md) and stored as an
// admin's upload is (docs/decisions/0023), under apps/web/public/images/demo/.

/** The line the site shows under the photos (the `photoCredit` setting): CC BY-SA asks for it. */
export const DEMO_PHOTO_CREDIT =
  "Photos: chess positions rendered from POV-Ray's sample scene chess2.pov (Ville Saari, Dan " +
  'Farmer; Persistence of Vision Raytracer Pty. Ltd.), licensed CC BY-SA 3.0 ' +
  '(creativecommons.org/licenses/by-sa/3.0).';

/** The gallery's photos, in order, with their captions. */
export const DEMO_GALLERY_PHOTOS: readonly { url: string; caption: string }[] = [
  { url: '/images/demo/585d2393da226aa036fd7434-1600w.webp', caption: 'Ready for round one' },
  {
    url: '/images/demo/d538bef93ff35918b28a7fc5-1600w.webp',
    caption: 'The Ruy Lopez, after 3.Bb5',
  },
  { url: '/images/demo/aed901cd80ab3c1e90f51c07-1600w.webp', caption: "The Queen's Gambit" },
  {
    url: '/images/demo/ccfc0079536c093099b8df0a-1600w.webp',
    caption: "Morphy's Opera Game, Paris 1858: 17.Rd8 mate",
  },
  {
    url: '/images/demo/2865039c0c63d7a0ab137589-1600w.webp',
    caption: 'King and pawn: who has the opposition?',
  },
  { url: '/images/demo/6b2b681e676d9236ee35872e-1600w.webp', caption: 'A knight on d5' },
  {
    url: '/images/demo/7f962eb6e4b98433da75e493-1600w.webp',
    caption: "The view from Black's chair",
  },
  {
    url: '/images/demo/281ab6361d9df8821b559b95-1600w.webp',
    caption: 'Castled kings: the Giuoco Pianissimo',
  },
];

/** One portrait for each demo coach, in the seed's order of coaches. */
export const DEMO_COACH_PHOTOS: readonly string[] = [
  '/images/demo/b8896c1e60f6e04f03952b60-480w.webp',
  '/images/demo/4ddbbfd424c63e585d8d3543-480w.webp',
  '/images/demo/edeae95cc7c2c78ffc97030e-480w.webp',
  '/images/demo/c2e09e4b9a515931a8700dd1-480w.webp',
  '/images/demo/1e841a44f1dc3176aab6b19d-480w.webp',
  '/images/demo/c4e7cdf00a86d9d6808648c0-480w.webp',
  '/images/demo/3ad15730d1b337162f667c62-480w.webp',
  '/images/demo/36beca6b5468aeae536472c5-480w.webp',
  '/images/demo/004e992aa8c102467ab67659-480w.webp',
];
