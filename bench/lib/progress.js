/**
 * A one-line progress bar on stderr (redrawn in place on a terminal, a line every 10% otherwise,
 * so CI logs stay short).
 *
 *   const bar = progress('seeding 20,000 jobs', 20000); bar.tick(1000); ... bar.done();
 */
function progress(label, total) {
  const tty = process.stderr.isTTY;
  const started = Date.now();
  let done = 0;
  let lastDecile = -1;
  const draw = (final = false) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(share * width);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(share * 100)}% (${done.toLocaleString('en')}/${total.toLocaleString('en')}, ${seconds} s)`;
    if (tty) process.stderr.write(`\r${line}${final ? '\n' : ''}`);
    else {
      const decile = Math.floor(share * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        process.stderr.write(`${line}\n`);
      }
    }
  };
  draw();
  return {
    tick(n = 1) {
      done += n;
      draw();
    },
    done() {
      done = total;
      draw(true);
    },
  };
}

module.exports = { progress };
