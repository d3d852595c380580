import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for the whole repo: each part is a project with its own environment.
export default defineConfig({
  test: {
    // The suite waits on PostgreSQL, started servers and timers more than on the CPU: vitest's
    // default (one file per core but one) ran one file at a time on the 2-core CI machine,
    // half idle. Three at once: 17 → 11 minutes there (decision 0106).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
