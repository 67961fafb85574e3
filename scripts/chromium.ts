/** Debian's Chromium (apt-get install chromium); Playwright never downloads a browser of its own here. */
export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The browser journeys run against a shop started by `npm start` on its own fresh embedded database.
 * E2E_PORT moves it (and its data directory) so that two checkouts can run their journeys side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_DATA_DIR = `.data/e2e-${E2E_PORT}`;
