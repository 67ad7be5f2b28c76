// Lint rules, and the architecture of DESIGN.md §1 enforced with no-restricted-imports (rules 1 and 4).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Network and server packages, sub-paths included (`pusher-js/worker`, `ky/distribution/...`). */
const packageBan = (names, message) => ({ regex: `^(${names.join('|')})(/.*)?$`, message });
const NETWORK_PACKAGES = packageBan(
  ['ky', 'laravel-echo', 'pusher-js', 'comlink', 'workbox-background-sync'],
  'The network belongs to the sync worker: write a command (src/db/commands) or call the sync client (src/sync/client.ts).',
);
const SERVER_PACKAGES = packageBan(
  ['fastify', '@fastify/[^/]+', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'web-push', 'ws', 'node:.*'],
  'Server packages never reach the browser.',
);

/** Dynamic `import()` of a network or server package: the same hole as a static import, so closed the same way. */
const dynamicImportBan = (packages, message) => ({
  // esquery ends a regex at the first slash, so the slashes of package paths are written \x2F.
  selector: `ImportExpression[source.value=/^(${packages.join('|').replaceAll('/', '\\x2F')})(\\x2F.*)?$/]`,
  message,
});

/** Dexie's write methods: the UI writes only through commands (an optimistic row and its outbox entry together). */
const DEXIE_WRITES = 'put|add|update|delete|clear|bulkPut|bulkAdd|bulkUpdate|bulkDelete|modify|transaction';
const DEXIE_WRITE_MESSAGE = 'The UI writes only through commands (src/db/commands or src/db/outbox-outcomes), never Dexie write methods (DESIGN.md rule 1).';

const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'];
const NO_DYNAMIC_IMPORT = [
  'ky',
  'laravel-echo',
  'pusher-js',
  'comlink',
  'workbox-background-sync',
  'fastify',
  '@fastify/[^/]+',
  'pg',
  'drizzle-orm',
  'web-push',
  'ws',
];

const UI_NETWORK = {
  patterns: [
    NETWORK_PACKAGES,
    SERVER_PACKAGES,
    {
      regex: '(^|/)sync/(?!client$)[^/]+$',
      message: 'The UI reaches the sync worker only through src/sync/client.ts.',
    },
    { regex: '(^|/)server(/|$)', message: 'The UI never imports the server.' },
  ],
};

/** The server imports only src/contract: forbid the client folders at every depth of src/server. */
function serverBoundaries(depth) {
  const up = '\\.\\./'.repeat(depth);
  return {
    files: [`src/server/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['dexie', 'dexie-react-hooks', 'react', 'react-dom', 'ky', 'comlink', 'laravel-echo', 'pusher-js'].map((name) => ({
            name,
            message: 'Server code imports only src/contract and server packages.',
          })),
          patterns: [{ regex: `^${up}(db|sync|app)(/|$)|^${up}\\.\\./sw(/|$)`, message: 'The server imports only src/contract.' }],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'dist-chaos/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', UI_NETWORK],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./+(sync|app|server)(/|$)|^\\.\\./\\.\\./(sync|app|server)(/|$)', message: 'src/db depends only on src/contract.' },
            // The UI imports src/db: network code here would be network code in the UI.
            NETWORK_PACKAGES,
            SERVER_PACKAGES,
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        dynamicImportBan(NO_DYNAMIC_IMPORT, 'The network belongs to the sync worker: no dynamic import of network or server packages in the UI.'),
        // db.trips.put(…), db.outbox.delete(…), db.transaction(…): the table (or the database) reached from `db`.
        { selector: `CallExpression[callee.property.name=/^(${DEXIE_WRITES})$/][callee.object.object.name='db']`, message: DEXIE_WRITE_MESSAGE },
        { selector: `CallExpression[callee.property.name='transaction'][callee.object.name='db']`, message: DEXIE_WRITE_MESSAGE },
        // db.bookings.where(…).modify(…) and other collection writes, at any depth of the chain.
        { selector: `CallExpression[callee.property.name=/^(modify|bulkPut|bulkAdd|bulkUpdate|bulkDelete)$/]`, message: DEXIE_WRITE_MESSAGE },
        {
          selector: `CallExpression[callee.property.name=/^(delete|clear)$/][callee.object.type='CallExpression'][callee.object.callee.property.name=/^(where|filter|equals|anyOf|between|above|below|toCollection|limit|offset|reverse)$/]`,
          message: DEXIE_WRITE_MESSAGE,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...NETWORK_GLOBALS.map((name) => ({
          name,
          message: 'The UI never talks to the network: the sync worker does (DESIGN.md rule 1).',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'self', 'globalThis'].flatMap((object) =>
          ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((property) => ({
            object,
            property,
            message: 'The UI never talks to the network: the sync worker does (DESIGN.md rule 1).',
          })),
        ),
        { object: 'navigator', property: 'sendBeacon', message: 'The UI never talks to the network: the sync worker does (DESIGN.md rule 1).' },
      ],
    },
  },
  {
    // The UI imports src/db: network code here would be network code in the UI.
    files: ['src/db/**/*.ts'],
    ignores: ['src/db/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...NETWORK_GLOBALS.map((name) => ({ name, message: 'src/db never talks to the network: the sync worker does (DESIGN.md rule 2).' })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'self', 'globalThis'].flatMap((object) =>
          NETWORK_GLOBALS.map((property) => ({ object, property, message: 'src/db never talks to the network: the sync worker does (DESIGN.md rule 2).' })),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        dynamicImportBan(NO_DYNAMIC_IMPORT, 'src/db never talks to the network: no dynamic import of network or server packages.'),
      ],
    },
  },
  {
    files: ['src/sync/**/*.ts', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(app|server)(/|$)', message: 'The sync worker and the service worker depend on src/db and src/contract only.' }] },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'The contract imports nothing of the project.' }] }],
    },
  },
  serverBoundaries(1),
  serverBoundaries(2),
  serverBoundaries(3),
  serverBoundaries(4),
);
