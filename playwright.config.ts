import { defineConfig, devices } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Parallel runs on one machine (other checkouts) pick another pair of ports with E2E_PORT. */
const basePort = Number(process.env.E2E_PORT ?? 4173);

/** Specs of what happens in the browser alone, whatever the database. */
const BROWSER_ONLY_SPECS = [
  'e2e/ux/**',
  'e2e/accessibility.spec.ts',
  'e2e/layout.spec.ts',
  'e2e/motion.spec.ts',
  'e2e/long-words.spec.ts',
  'e2e/previews.spec.ts',
  // Walks whose server side the API and service tests cover on both databases: what is left to a browser
  // (the worker's cache, the combobox, the editor's keys, storage on the device, a minute's wait for a
  // scheduled story) is the same on either.
  'e2e/scheduling.spec.ts',
  'e2e/offline.spec.ts',
  'e2e/saved.spec.ts',
  'e2e/header-search.spec.ts',
  'e2e/discovery.spec.ts',
  'e2e/draft-privacy.spec.ts',
  'e2e/editor-keyboard.spec.ts',
  'e2e/newsletter-phone.spec.ts',
  'e2e/edit-autosave.spec.ts',
  'e2e/account-data.spec.ts',
  // Reading, writing and the dashboard: their every route is tested on both databases by the API tests and
  // the authorization matrix. Sign-in, payments, moderation and the newsletter, whose writes cross
  // transactions and processes, still run on both.
  'e2e/articles.spec.ts',
  'e2e/home.spec.ts',
  'e2e/dashboard.spec.ts',
  'e2e/newsroom.spec.ts',
  'e2e/corrections.spec.ts',
  'e2e/google.spec.ts',
  // Sign-in and its return paths: Better Auth's routes, its limits and the return-path rules run on both
  // databases in the API and security tests; the browser adds the forms and the redirects, the same on either.
  'e2e/auth.spec.ts',
  // The change of address: its routes and links on both databases in email-change.routes.test.ts.
  'e2e/email-change.spec.ts',
  // Deleting an account: its route on both databases in account-deletion.routes.test.ts.
  'e2e/account-delete.spec.ts',
  // Screens whose every route the API tests run on both databases (api-keys, readership-authors, revenue,
  // meter, comment-counts, site-import and the search's sort): the browser adds the screen, the same on either.
  'e2e/api-keys.spec.ts',
  'e2e/author-numbers.spec.ts',
  'e2e/revenue.spec.ts',
  'e2e/meter.spec.ts',
  'e2e/comment-counts.spec.ts',
  'e2e/site-import.spec.ts',
  'e2e/search-sort.spec.ts',
  'security/**',
];

/** One server on the embedded database, and one on PostgreSQL when the test script provides one. */
const servers = [
  { name: 'pglite', port: basePort, databaseUrl: undefined as string | undefined },
  ...(process.env.E2E_DATABASE_URL
    ? [{ name: 'postgres', port: basePort + 1, databaseUrl: process.env.E2E_DATABASE_URL }]
    : []),
];

export default defineConfig({
  // Behaviour by feature in e2e/; the browser half of the security regressions in security/.
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One browser at a time. Two on this two-core machine ran the suite slower (21.7 minutes against about 18)
  // and pushed a long walk past its time-out, as two browsers and two servers shared the cores.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A worker installing means fetching and keeping the app's 140 files in every test's fresh browser. Only
    // the walks of the installed app (offline.spec.ts, saved.spec.ts) let it in; the rest test the pages.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: servers.map((server) => ({
    name: server.name,
    use: { baseURL: `http://127.0.0.1:${server.port}` },
    // What the page does in the browser (layout, focus, forms, dialogs, motion, axe, the walks above) does
    // not depend on the database: those specs run against the embedded one only, to keep CI inside its time.
    ...(server.name === 'postgres' ? { testIgnore: BROWSER_ONLY_SPECS } : {}),
  })),
  webServer: servers.map((server) => ({
    command: `node scripts/e2e-server.mjs ${server.name}`,
    url: `http://127.0.0.1:${server.port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      // Two servers and two browsers share the CI machine's cores: an event-loop lag there is the test
      // machine's, not overload, so these servers do not shed load (tests/load and load-shedding.test.ts do).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
  })),
});
