import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * CI does not run the benchmarks (`npm run bench`); so that the harness cannot rot, this smoke runs
 * one scenario for a few seconds against the real PostgreSQL and Redis and checks what it writes.
 */
const RUN = join(__dirname, '..', '..', 'bench', 'run.js');

interface Side {
  rps: number;
  runs: number[];
  statuses: Record<string, number>;
  errors: number;
}
interface Row {
  kind: string;
  id: string;
  app: Side;
  floor: Side;
  ratio: number;
  apiPeakRssMb: number;
  workerPeakRssMb: number;
}
interface Results {
  machine: { cores: number };
  scenarios: Record<string, { ok: boolean; smoke: boolean; rows: Row[] }>;
}

function bench(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [RUN, ...args], { encoding: 'utf8', timeout: 170_000, env: { ...process.env, BENCH_SMOKE: '', ...env } });
}

const mtime = (file: string): number | null => (existsSync(file) ? statSync(file).mtimeMs : null);

describe('benchmark harness (npm run bench)', () => {
  let out: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'bench-smoke-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('runs one scenario in smoke mode beside its floor and writes results.json and results.md, keeping earlier scenarios', () => {
    const earlier = { kind: 'http', id: 'feed-1k', label: 'from an earlier run', app: null, floor: null, ratio: null };
    writeFileSync(
      join(out, 'results.json'),
      JSON.stringify({ scenarios: { feed: { scenario: 'feed', title: 'earlier feed run', date: '2026-01-01T00:00:00.000Z', ok: true, rows: [earlier], notes: [] } } }),
    );

    const run = bench(['--smoke', '--only', 'projects', '--out', out]);
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr.slice(-2000) }).toEqual({ status: 0, stderr: '' });

    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
    expect(results.machine.cores).toBeGreaterThan(0);
    expect(Object.keys(results.scenarios).sort()).toEqual(['feed', 'projects']);
    expect(results.scenarios.feed.rows[0].id).toBe('feed-1k');
    const projects = results.scenarios.projects;
    expect(projects).toMatchObject({ ok: true, smoke: true });
    const [row] = projects.rows;
    expect(row).toMatchObject({ kind: 'http', id: 'projects-list' });
    for (const side of [row.app, row.floor]) {
      expect(side.runs.length).toBeGreaterThanOrEqual(2);
      expect(side.rps).toBeGreaterThan(0);
      expect(side.errors).toBe(0);
      expect(Object.keys(side.statuses)).toEqual(['200']);
    }
    expect(row.apiPeakRssMb).toBeGreaterThan(20);
    expect(row.workerPeakRssMb).toBeGreaterThan(20);

    const markdown = readFileSync(join(out, 'results.md'), 'utf8');
    expect(markdown).toContain('## projects: ');
    expect(markdown).toContain('## feed: earlier feed run');
    expect(markdown).toMatch(/\| GET \/v1\/partner\/projects [^\n]+\| \d+% \|/);
    expect(existsSync(join(out, 'results', 'projects.md'))).toBe(true);
  }, 180_000);

  it('reports a scenario that could not run as FAILED and exits 1; a smoke run never writes over bench/results.*', () => {
    const committed = join(__dirname, '..', '..', 'bench', 'results.json');
    const before = mtime(committed);
    const run = bench(['--smoke', '--only', 'projects'], { BENCH_DATABASE_ADMIN_URL: 'postgres://postgres@127.0.0.1:1/postgres' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('1 scenario(s) FAILED');
    expect(mtime(committed)).toBe(before);
    const smokeOut = /results in (\S+)\/results\.md/.exec(run.stderr)?.[1] ?? '';
    expect(smokeOut.startsWith(join(tmpdir(), 'recruit-bench-smoke-'))).toBe(true);
    const results = JSON.parse(readFileSync(join(smokeOut, 'results.json'), 'utf8')) as Results;
    expect(results.scenarios.projects).toMatchObject({ ok: false, rows: [] });
    expect(readFileSync(join(smokeOut, 'results.md'), 'utf8')).toMatch(/## projects: [^\n]+\n\n_\*\*FAILED\*\*/);
    rmSync(smokeOut, { recursive: true, force: true });
  });

  it('refuses an unknown scenario with exit 2, naming the known ones, and writes nothing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'bench-refused-'));
    try {
      const run = bench(['--only', 'feeds', '--out', empty]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('unknown scenario feeds');
      expect(run.stderr).toContain('--only feed,apply,contact,partner,projects,resumes,handover');
      expect(existsSync(join(empty, 'results.json'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses a soak shorter than 10 s', () => {
    const run = bench(['--soak', '5']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--soak takes a whole number of seconds, 10 or more');
  });
});
