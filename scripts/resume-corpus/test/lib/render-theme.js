'use strict';
/**
 * Child process: renders one source with its JSON Resume theme to HTML in the resume's language.
 *   node render-theme.js SOURCE.json OUT.html
 * "Today" is frozen so that durations and ongoing entries print the same text on every run.
 */
const fs = require('node:fs');
const { THEMES } = require('./themes');
const { translateHtml } = require('./translate');

const FROZEN = Date.UTC(2025, 5, 15, 10, 0, 0);
const RealDate = Date;
class FrozenDate extends RealDate {
  constructor(...args) {
    super(...(args.length ? args : [FROZEN]));
  }
  static now() {
    return FROZEN;
  }
}
global.Date = FrozenDate;

async function main() {
  const [sourcePath, outPath] = process.argv.slice(2);
  const src = JSON.parse(fs.readFileSync(sourcePath, 'utf8'));
  const profile = THEMES[src.theme];
  const theme = require(`jsonresume-theme-${src.theme}`);
  const render = theme.render || (theme.default && theme.default.render);
  let html = await render(JSON.parse(JSON.stringify(src.resume)));
  // Pictures come from the network (gravatar) and would print as broken images with their alt text.
  html = html.replace(/<img\b[^>]*\bsrc=["']?(?:https?:|\/\/|["'\s>])[^>]*>/gi, '');
  if (src.language !== profile.native) html = translateHtml(html, src.language, src.options.presentWord || "aujourd'hui");
  fs.writeFileSync(outPath, html);
}

main().catch((err) => {
  process.stderr.write(`render-theme: ${err && err.stack ? err.stack.split('\n').slice(0, 3).join(' | ') : err}\n`);
  process.exit(1);
});
