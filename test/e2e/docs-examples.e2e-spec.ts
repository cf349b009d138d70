import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, TestApp } from '../support/create-test-app';

/**
 * Every example of README.md and docs/*.md runs as written, against the API started on a free port
 * with the demo client seeded by the built CLI (`recruit demo seed`), as a reader would run them
 * after `npm run dev`:
 *
 * - each ```bash / ```sh block that contains `curl` runs in bash (`set -euo pipefail`), with
 *   BASE_URL and the demo keys (CAREERS_KEY, PARTNER_KEY, PARTNER_READONLY_KEY) exported, in a
 *   working directory of its own file (blocks of one file run in order and share it);
 * - each curl command must state the HTTP status it gets, in a comment that starts with the status,
 *   at the end of its last line (`curl … # 304`) or on the next line (`# 201 {"data":…}`); the test
 *   records the status of every curl call (a bash function adds `-D <file>`) and compares them, in
 *   order, with the documented ones;
 * - each ```js block runs with node (as an ES module, in the same directory) and must exit 0: the
 *   examples check their own status and throw otherwise;
 * - ```php blocks are syntax-checked when `php` is installed, and skipped otherwise.
 *
 * The convention is written in docs/contributing.md ("Examples in the documentation").
 */
const exec = promisify(execFile);
const ROOT = join(__dirname, '../..');
const CLI = join(ROOT, 'dist/cli.js');
const DOC_FILES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];

interface Block { file: string; line: number; lang: string; code: string }
interface CurlCommand { line: number; status: number }

function blocksOf(file: string): Block[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const blocks: Block[] = [];
  const fence = /^```([A-Za-z0-9]*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
  for (let match = fence.exec(text); match; match = fence.exec(text)) {
    blocks.push({ file, line: text.slice(0, match.index).split('\n').length, lang: match[1], code: match[2] });
  }
  return blocks;
}

/**
 * Splits a shell block into commands (a command goes on over lines ending in `\` and over quotes
 * left open) and returns the curl commands with their documented status.
 */
export function curlCommands(code: string): CurlCommand[] {
  const lines = code.split('\n');
  const found: CurlCommand[] = [];
  let i = 0;
  while (i < lines.length) {
    if (!lines[i].trim() || lines[i].trim().startsWith('#')) { i++; continue; }
    const first = i;
    let quote: '' | "'" | '"' = '';
    let words = '';
    let comment = '';
    for (;;) {
      const line = lines[i];
      comment = '';
      for (let c = 0; c < line.length; c++) {
        const ch = line[c];
        if (quote === "'") { if (ch === "'") quote = ''; continue; }
        if (ch === '\\') { c++; continue; }
        if (quote === '"') { if (ch === '"') quote = ''; continue; }
        if (ch === "'" || ch === '"') quote = ch;
        else if (ch === '#' && (c === 0 || /\s/.test(line[c - 1]))) { comment = line.slice(c); break; }
        else words += ch;
      }
      words += ' ';
      const continued = quote !== '' || (!comment && /\\\s*$/.test(line));
      i++;
      if (!continued || i >= lines.length) break;
    }
    const curls = words.match(/(^|[\s$(|;&])curl\s/g)?.length ?? 0;
    if (curls === 0) continue;
    if (curls > 1) throw new Error(`line ${first + 1}: one curl call per command, please`);
    const stated = /^#\s*(\d{3})\b/.exec(comment) ?? /^\s*#\s*(\d{3})\b/.exec(lines[i] ?? '');
    if (!stated) throw new Error(`line ${first + 1}: a curl command without its status (a comment starting with it, e.g. "# 201")`);
    found.push({ line: first + 1, status: Number(stated[1]) });
  }
  return found;
}

const PRELUDE = `set -euo pipefail
curl() {
  local n
  n=$(( $(cat "$DOCS_CURL_DIR/count") + 1 ))
  echo "$n" > "$DOCS_CURL_DIR/count"
  command curl -D "$DOCS_CURL_DIR/$n.headers" "$@"
}
`;

/** The status of each curl call made, in order (the last status line of each: after a 100 Continue). */
function recordedStatuses(curlDir: string): number[] {
  const count = Number(readFileSync(join(curlDir, 'count'), 'utf8'));
  const statuses: number[] = [];
  for (let n = 1; n <= count; n++) {
    const file = join(curlDir, `${n}.headers`);
    const lines = existsSync(file) ? readFileSync(file, 'latin1').split(/\r?\n/).filter((line) => /^HTTP\/\S+ \d{3}/.test(line)) : [];
    statuses.push(lines.length ? Number(lines[lines.length - 1].split(' ')[1]) : 0);
  }
  return statuses;
}

describe('examples of README.md and docs/', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  const workDirs = new Map<string, string>();
  const workDir = (file: string): string => {
    if (!workDirs.has(file)) workDirs.set(file, mkdtempSync(join(tmpdir(), 'recruit-docs-')));
    return workDirs.get(file)!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const { stdout } = await exec(process.execPath, [CLI, 'demo', 'seed'], { env: process.env, timeout: 60_000 });
    const seed = JSON.parse(stdout) as { keys: Array<{ variable: string; key: string }> };
    env = {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      BASE_URL: `http://127.0.0.1:${port}`,
      ...Object.fromEntries(seed.keys.map((key) => [key.variable, key.key])),
    };
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    for (const dir of workDirs.values()) rmSync(dir, { recursive: true, force: true });
  });

  it('finds curl examples with their status, and none that points outside the repository', () => {
    const all = DOC_FILES.flatMap(blocksOf).filter((block) => /^(bash|sh)$/.test(block.lang) && /\bcurl\b/.test(block.code));
    expect(all.flatMap((block) => curlCommands(block.code)).length).toBeGreaterThan(20);
    for (const file of DOC_FILES) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect({ file, outside: text.match(/\.\.\/shared|SPEC(\.md)?\b|DESIGN\.md|STYLE\.md/g) }).toEqual({ file, outside: null });
    }
  });

  for (const file of DOC_FILES) {
    const blocks = blocksOf(file);
    describe(file, () => {
      for (const block of blocks) {
        const where = `${file}:${block.line}`;
        if (/^(bash|sh)$/.test(block.lang) && /\bcurl\b/.test(block.code)) {
          it(`runs the curl example at ${where} and gets the statuses it documents`, async () => {
            const expected = curlCommands(block.code);
            const curlDir = mkdtempSync(join(tmpdir(), 'recruit-docs-curl-'));
            writeFileSync(join(curlDir, 'count'), '0');
            const script = join(curlDir, 'example.sh');
            writeFileSync(script, `${PRELUDE}${block.code}`);
            try {
              const result = await exec('bash', [script], { cwd: workDir(file), env: { ...env, DOCS_CURL_DIR: curlDir }, timeout: 60_000 })
                .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
                .catch((error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
              const got = recordedStatuses(curlDir);
              expect({ where, code: result.code, statuses: got, stderr: result.code ? result.stderr : '' })
                .toEqual({ where, code: 0, statuses: expected.map((command) => command.status), stderr: '' });
            } finally {
              rmSync(curlDir, { recursive: true, force: true });
            }
          });
        } else if (/^(js|javascript|mjs)$/.test(block.lang)) {
          it(`runs the Node example at ${where}`, async () => {
            const script = join(workDir(file), `example-${block.line}.mjs`);
            writeFileSync(script, block.code);
            const result = await exec(process.execPath, [script], { cwd: workDir(file), env, timeout: 60_000 })
              .then(() => ({ code: 0, stderr: '' }))
              .catch((error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));
            expect({ where, ...result }).toEqual({ where, code: 0, stderr: '' });
          });
        } else if (block.lang === 'php') {
          const php = ['/usr/bin/php', '/usr/local/bin/php'].find((path) => existsSync(path));
          (php ? it : it.skip)(`checks the syntax of the PHP example at ${where} (php is ${php ? 'installed' : 'not installed: skipped'})`, async () => {
            const script = join(workDir(file), `example-${block.line}.php`);
            writeFileSync(script, block.code);
            await expect(exec(php!, ['-l', script])).resolves.toBeDefined();
          });
        }
      }
    });
  }
});
