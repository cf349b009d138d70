'use strict';
/**
 * Moves a theme's rendered HTML to the resume's language: section titles and fixed words (a whole text node),
 * month names in dates, the word for an ongoing job, durations. Style and script are left alone.
 */
const { TO_FRENCH, TO_ENGLISH } = require('./themes');
const { EN_MONTHS, EN_MONTHS_SHORT, FR_MONTHS, FR_MONTHS_SHORT } = require('./text');

const ENTITIES = { '&amp;': '&', '&#39;': "'", '&#x27;': "'", '&quot;': '"', '&nbsp;': ' ', '&#x2F;': '/' };
const decode = (t) => t.replace(/&(amp|#39|#x27|quot|nbsp|#x2F);/g, (m) => ENTITIES[m]);

function sameCase(original, replacement) {
  return /[A-Z]/.test(original) && original === original.toUpperCase() ? replacement.toLocaleUpperCase('fr') : replacement;
}

const EN_MONTH_RE = new RegExp(`\\b(${[...EN_MONTHS, 'Sept', ...EN_MONTHS_SHORT].join('|')})\\b\\.?,?(\\s+)(\\d{4})`, 'g');
const FR_SHORT_RE = /\b(janv\.?|févr\.?|mars|avr\.?|mai|juin|juil\.?|août|sept\.?|oct\.?|nov\.?|déc\.?)(\s+)(\d{4})/gi;
const FR_SHORT_KEYS = ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'];

function toFrench(text, presentWord) {
  let out = text.replace(EN_MONTH_RE, (m, month, space, year) => {
    const full = EN_MONTHS.indexOf(month);
    if (full >= 0 && month !== 'May') return `${FR_MONTHS[full]} ${year}`;
    const index = month === 'Sept' ? 8 : EN_MONTHS_SHORT.indexOf(month);
    return `${FR_MONTHS_SHORT[index]} ${year}`;
  });
  out = out.replace(/\b(Present|present|Current|Now|now)\b/g, presentWord);
  out = out.replace(/\b(\d+) years?\b/g, (m, n) => `${n} an${n === '1' ? '' : 's'}`).replace(/\b(\d+) months?\b/g, '$1 mois');
  out = out.replace(/^(\s*)Resume of /, '$1CV de ');
  out = out.replace(/(^|\s)at(\s|$)/g, '$1chez$2').replace(/(^|\s)in(\s|$)/g, '$1en$2');
  return out;
}

function toEnglish(text) {
  let out = text.replace(FR_SHORT_RE, (m, month, space, year) => {
    const index = FR_SHORT_KEYS.indexOf(month.toLowerCase().replace('.', ''));
    const en = EN_MONTHS_SHORT[index];
    return `${month[0] === month[0].toUpperCase() ? en : en.toLowerCase()} ${year}`;
  });
  out = out.replace(/Aujourd['’]hui/g, 'Present').replace(/aujourd['’]hui/g, 'present');
  out = out.replace(/\b(\d+) ans?\b/g, (m, n) => `${n} year${n === '1' ? '' : 's'}`).replace(/\b(\d+) mois\b/g, (m, n) => `${n} month${n === '1' ? '' : 's'}`);
  return out;
}

function translateText(raw, to, presentWord) {
  const lead = raw.match(/^\s*/)[0];
  const tail = raw.match(/\s*$/)[0];
  const core = raw.trim();
  if (!core) return raw;
  const map = to === 'fr' ? TO_FRENCH : TO_ENGLISH;
  const key = decode(core).toLowerCase().replace(/\s+/g, ' ');
  if (map[key]) return lead + sameCase(core, map[key]).replace(/'/g, '&#39;') + tail;
  return to === 'fr' ? toFrench(raw, presentWord) : toEnglish(raw);
}

/** Words that themes print from CSS (content: "at "), in French. */
const CSS_CONTENT_FR = { 'at ': 'chez ', 'Major courses: ': 'Cours principaux : ', 'Skills: ': 'Compétences : ' };

function translateCss(css, to) {
  if (to !== 'fr') return css;
  return css.replace(/content:\s*"([^"]*)"/g, (m, text) => (CSS_CONTENT_FR[text] ? `content:"${CSS_CONTENT_FR[text]}"` : m));
}

function translateHtml(html, to, presentWord) {
  // Comments render nothing; Svelte's hydration markers (<!--[-->) would otherwise split text nodes.
  const parts = html.replace(/<!--[\s\S]*?-->/g, '').split(/(<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>)/i);
  return parts.map((part, i) => (i % 2 ? translateCss(part, to) : part.replace(/>([^<]+)</g, (m, text) => `>${translateText(text, to, presentWord)}<`)))
    .join('')
    .replace(/<html([^>]*)\slang="[^"]*"/i, `<html$1 lang="${to}"`);
}

module.exports = { translateHtml };
