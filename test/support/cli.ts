import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const CLI = join(__dirname, '../../dist/cli.js');

export interface CliResult<T> { code: number; json: T; stdout: string; stderr: string }
export type CliError = { error: { code: string; message: string } };

/** Runs the built CLI (`recruit`, `npm run build` first) as a user would, against the run's database. */
export async function recruit<T = Record<string, unknown>>(...args: string[]): Promise<CliResult<T>> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [CLI, ...args], { env: { ...process.env }, timeout: 30_000 });
    return { code: 0, json: parseOutput(stdout) as T, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: JSON.parse(failed.stderr) as T, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** One JSON document; JSON lines (the list commands) as null: read them with jsonLines. */
function parseOutput(stdout: string): unknown {
  try {
    return JSON.parse(stdout);
  } catch {
    return null;
  }
}

/** The values of a JSON-lines output (one JSON document per line). */
export function jsonLines<T = Record<string, unknown>>(stdout: string): T[] {
  return stdout.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}
