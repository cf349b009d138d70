/** Markdown details of a scenario: bench/results/<scenario>.md (BENCH_RESULTS_DIR), linked from bench/results.md. */
const fs = require('node:fs');
const path = require('node:path');

const RESULTS = process.env.BENCH_RESULTS_DIR ?? path.join(__dirname, '..', 'results');

/** A markdown table: header cells, then rows of cells (a cell may hold ` | ` to span two columns). */
const table = (header, rows) => [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((cells) => `| ${cells.join(' | ')} |`.replace(/ {2}\|/g, ' |'))];

/** `200: 342, 201: 3` plus `, errors: n` when there were errors. */
const statusList = (run) => Object.entries(run.statuses).map(([status, count]) => `${status}: ${count}`).join(', ') + (run.errors ? `, errors: ${run.errors}` : '');

/** Writes bench/results/<name>.md (lines joined by \n, as given) and echoes it on stderr. */
function writeResult(name, lines, { echo = true } = {}) {
  const text = Array.isArray(lines) ? lines.join('\n') : lines;
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, `${name}.md`), text);
  if (echo) process.stderr.write(`${text}\n`);
  return text;
}

module.exports = { RESULTS, table, statusList, writeResult };
