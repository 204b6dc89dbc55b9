import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

/** Features never import each other: each feature may import only itself, shared UI and libs. */
const featureBoundaries = features.map(({ name }) => ({
  files: [`${featuresDir}/${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/features/(?!${name}(/|$)|checkout$)|(\\.\\./)+(features/)?(?!${name}/)[^./][^/]*/(api|components|pages)/)`,
            message:
              'Features never import each other (except the checkout module through its index, ADR 0010): move shared code to src/components or src/lib.',
          },
        ],
      },
    ],
  },
}));

const modulesDir = 'apps/server/src/modules';
const serverModules = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const moduleMessage =
  "A server module's index.ts is its public surface (ADR 0019): import another module only through it.";

/** Refused everywhere (a rule that adds its own `no-restricted-syntax` repeats it). */
const NO_ENUMS = {
  selector: 'TSEnumDeclaration',
  message: 'Use a string union or an as-const object.',
};

/**
 * A server file keeps no cache in a module global (issue 31): a cache belongs to the application
 * (`ctx.caches`, lib/app-caches.ts), so two apps in one process never share one. What is tied to a
 * database handle (prepared statements) or to the process itself says so in a disable comment.
 */
const NO_MODULE_CACHES = {
  selector:
    ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|WeakMap|Set)$/][arguments.length=0]',
  message:
    'No cache in a module global: keep it on the application context (ctx.caches, lib/app-caches.ts).',
};

/**
 * Server modules are reached only through their index.ts: a module's own files import each other
 * freely; any other file (another module, plugins, lib, cli, db, tests) imports
 * `modules/<name>/index.js` and nothing else of it.
 */
const outsideModulesPattern = {
  regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!index\\.js$)',
  message: moduleMessage,
};
/**
 * app.ts also registers each module's routes plugins straight from its `*.routes.ts`: an index.ts
 * that re-exported them would load a module's whole HTTP layer (and through it plugins/auth and
 * the auth module) into every module that imports it, closing import cycles.
 */
const appModulesPattern = {
  regex: '^\\./modules/[^/]+/(?!index\\.js$|[^/]+\\.routes\\.js$)',
  message:
    'app.ts imports a module through its index.ts, and its routes plugins from its *.routes.js to register them.',
};
// The payment sandboxes are loaded with `await import()` only when a gateway is embedded (ADR
// 0020), so a server with real gateways never loads them; tests may import them.
const paymentSandboxPattern = {
  group: ['@kingside/payment-sandbox', '@kingside/payment-sandbox/*'],
  allowTypeImports: true,
  message:
    'Load the payment sandbox with await import() where a gateway is embedded (ADR 0020), never statically.',
};
const moduleBoundaries = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', NO_ENUMS, NO_MODULE_CACHES] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [`${modulesDir}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outsideModulesPattern] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [`${modulesDir}/**`, 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [outsideModulesPattern, paymentSandboxPattern] },
      ],
    },
  },
  {
    files: ['apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appModulesPattern, paymentSandboxPattern] }],
    },
  },
  ...serverModules.flatMap((name) => {
    const boundary = {
      regex: `^(\\.\\./)+(modules/)?(${serverModules
        .filter((other) => other !== name)
        .join('|')})/(?!index\\.js$)`,
      message: moduleMessage,
    };
    return [
      {
        files: [`${modulesDir}/${name}/**/*.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: [boundary] }] },
      },
      // An index.ts is what other modules use; the routes plugin is app.ts's alone (ADR 0050):
      // re-exporting it would pull the HTTP layer, and through plugins/auth the auth module, into
      // every importer and close import cycles.
      {
        files: [`${modulesDir}/${name}/index.ts`],
        rules: {
          'no-restricted-syntax': [
            'error',
            NO_ENUMS,
            NO_MODULE_CACHES,
            {
              selector: 'ExportNamedDeclaration[source.value=/\\.routes\\.js$/]',
              message:
                'An index.ts does not re-export a routes plugin: app.ts imports it (ADR 0050).',
            },
          ],
        },
      },
      // Route files hold schemas, access and thin handlers: queries live in the repository.
      {
        files: [`${modulesDir}/${name}/*.routes.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                boundary,
                {
                  regex: '^drizzle-orm(/|$)|/db/schema(/|\\.js$)',
                  message:
                    'No Drizzle in route files (ADR 0019): put the query in <domain>.repository.ts.',
                },
              ],
            },
          ],
        },
      },
    ];
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_ENUMS],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../../*'],
              message: 'Use the @/ alias instead of deep relative imports.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...moduleBoundaries,
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.).*', message: 'packages/shared imports nothing but zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/payment-sandbox/src/**/*.ts'],
    ignores: ['packages/payment-sandbox/src/**/*.test.ts', 'packages/payment-sandbox/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!node:|@kingside/shared$|drizzle-orm(/|$)|fastify$|fastify-type-provider-zod$|zod$|\\./).*',
              message:
                'packages/payment-sandbox stands alone (ADR 0020): it imports no server code, only @kingside/shared, drizzle-orm, fastify and zod.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/pairings/src/**/*.ts'],
    ignores: ['packages/pairings/src/**/*.test.ts', 'packages/pairings/src/test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.).*',
              message:
                'packages/pairings is pure tournament direction: it imports nothing but its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/chess/src/**/*.ts'],
    ignores: ['packages/chess/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!chess\\.js$|@kingside/shared$|\\.).*',
              message:
                'packages/chess is pure functions over chess.js: it imports nothing but chess.js and @kingside/shared.',
            },
          ],
        },
      ],
    },
  },
);
