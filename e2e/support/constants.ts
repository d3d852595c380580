// E2E_PORT lets two checkouts on one machine run their browser suites side by side.
export const PORT = Number(process.env.E2E_PORT ?? 3199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The first admin, created by the server from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const ADMIN = { username: "admin", password: "admin-e2e-pass" } as const;
export const TOKEN_KEY = "nova_crm_token";

/** Debian's Chromium and its flags; Playwright never downloads a browser here. */
export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
