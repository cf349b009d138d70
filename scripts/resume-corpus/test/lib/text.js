'use strict';
/** Dates, phones and small text helpers shared by the generator, the layouts and the self-check. */

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EN_MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_MONTHS_SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** Seeded PRNG (mulberry32): the same seed always gives the same corpus. */
function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/** "2019-09" -> { y: 2019, m: 9 }; "2019" -> { y: 2019, m: null }. */
function parseYm(value) {
  const [y, m] = String(value).split('-');
  return { y: Number(y), m: m ? Number(m) : null };
}

/** A printed month-year in a resume's language: style 'full' (September 2019 / septembre 2019) or 'short'. */
function monthYear(value, language, style) {
  const { y, m } = parseYm(value);
  if (!m) return String(y);
  if (language === 'fr') return `${(style === 'full' ? FR_MONTHS : FR_MONTHS_SHORT)[m - 1]} ${y}`;
  return `${(style === 'full' ? EN_MONTHS : EN_MONTHS_SHORT)[m - 1]} ${y}`;
}

/** Truth date at the printed precision. */
function truthDate(value, precision) {
  if (value == null) return null;
  const { y, m } = parseYm(value);
  return precision === 'year' || !m ? String(y) : `${y}-${String(m).padStart(2, '0')}`;
}

/** ASCII folding for e-mail addresses and LinkedIn handles. */
function fold(text) {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').toLowerCase();
}

function slug(text) {
  return fold(text).replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

function digits(count, rng) {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(rng.int(0, 9));
  return out;
}

function groups(text, sizes) {
  const out = [];
  let at = 0;
  for (const size of sizes) {
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

/**
 * A phone number as a candidate from that country prints it, with its E.164 form.
 * kind 'unassigned' draws from ranges that look unallocated but are possible numbers.
 */
function makePhone(rng, country, kind, areaCode) {
  if (country === 'FR') {
    let national;
    if (kind === 'unassigned') national = `63998${digits(4, rng)}`;
    else if (kind === 'landline') national = `${rng.pick(['1', '4', '2'])}${digits(8, rng)}`;
    else national = `${rng.pick(['6', '7'])}${rng.int(1, 9)}${digits(7, rng)}`;
    const pairs = groups(`0${national}`, [2, 2, 2, 2, 2]);
    const style = rng.pick(['spaces', 'spaces', 'dots', 'intl', 'intl0', 'compact', 'dashes']);
    const display = {
      spaces: pairs.join(' '),
      dots: pairs.join('.'),
      intl: `+33 ${national[0]} ${groups(national.slice(1), [2, 2, 2, 2]).join(' ')}`,
      intl0: `+33 (0)${national[0]} ${groups(national.slice(1), [2, 2, 2, 2]).join(' ')}`,
      compact: `0${national}`,
      dashes: pairs.join('-'),
    }[style];
    return { display, e164: `+33${national}` };
  }
  if (country === 'GB') {
    let national;
    if (kind === 'unassigned') national = `7700900${digits(3, rng)}`;
    else if (kind === 'landline') national = rng.chance(0.5) ? `2079460${digits(3, rng)}` : `1614960${digits(3, rng)}`;
    else national = `7${rng.pick(['4', '5', '7', '8', '9'])}${digits(8, rng)}`;
    const london = national.startsWith('20');
    const local = london ? `0${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
      : national.startsWith('161') ? `0161 ${national.slice(3, 6)} ${national.slice(6)}` : `0${national.slice(0, 4)} ${national.slice(4)}`;
    const intl = london ? `+44 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
      : national.startsWith('161') ? `+44 161 ${national.slice(3, 6)} ${national.slice(6)}` : `+44 ${national.slice(0, 4)} ${national.slice(4)}`;
    const style = rng.pick(['local', 'local', 'intl', 'intl0']);
    const display = style === 'local' ? local : style === 'intl' ? intl : intl.replace('+44 ', '+44 (0)');
    return { display, e164: `+44${national}` };
  }
  const area = areaCode || '860';
  const exchange = kind === 'unassigned' ? '555' : `${rng.int(2, 9)}${digits(2, rng)}`;
  const line = kind === 'unassigned' ? `01${digits(2, rng)}` : digits(4, rng);
  const style = rng.pick(['paren', 'paren', 'dash', 'dots', 'intl', 'intlparen']);
  const display = {
    paren: `(${area}) ${exchange}-${line}`,
    dash: `${area}-${exchange}-${line}`,
    dots: `${area}.${exchange}.${line}`,
    intl: `+1 ${area} ${exchange} ${line}`,
    intlparen: `+1 (${area}) ${exchange}-${line}`,
  }[style];
  return { display, e164: `+1${area}${exchange}${line}` };
}

/** CEFR for a printed level, or null when the words do not say one. */
function cefrOf(level) {
  if (!level) return null;
  const code = /\b([ABC][12])\b/.exec(level);
  if (code) return code[1];
  const l = fold(level);
  if (/native|maternelle/.test(l)) return 'native';
  if (/bilingu/.test(l)) return 'C2';
  if (/fluent|courant/.test(l)) return 'C1';
  if (/intermediate|intermediaire/.test(l)) return 'B1';
  if (/beginner|debutant/.test(l)) return 'A1';
  return null;
}

module.exports = {
  EN_MONTHS, EN_MONTHS_SHORT, FR_MONTHS, FR_MONTHS_SHORT, makeRng, parseYm, monthYear, truthDate, fold, slug, makePhone, cefrOf,
};
