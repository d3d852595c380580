// Types of scripts/build.mjs for the TypeScript tests that drive it.
export interface BuildTarget {
  label: string;
  base: string;
  outDir: string;
  inputs: string[];
  build: () => void;
}
export const root: string;
export const webTarget: BuildTarget;
export const serverTarget: BuildTarget;
export const SERVER_ENTRIES: string[];
export const MIN_COMPRESSED_BYTES: number;
export function precompress(dir: string): string[];
export function hashInputs(base: string, inputs: string[]): string;
export function ensureBuilt(
  target: BuildTarget,
  options?: { force?: boolean; log?: (line: string) => void },
): boolean;
export class BuildError extends Error {
  constructor(message: string, output: string);
  output: string;
}
export function runQuietly(
  command: string,
  args: string[],
  options?: { cwd?: string; label?: string; env?: Record<string, string> },
): string;
export function reportBuildFailure(error: unknown, write?: (text: string) => void): void;
