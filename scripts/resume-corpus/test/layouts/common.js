'use strict';
/** Wording shared by the two home-made layouts. */
const { monthYear, parseYm } = require('../lib/text');

const HEADINGS = {
  en: { profile: 'Profile', experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages', interests: 'Interests', contact: 'Contact' },
  fr: { profile: 'Profil', experience: 'Expériences professionnelles', education: 'Formation', skills: 'Compétences', languages: 'Langues', interests: "Centres d'intérêt", contact: 'Coordonnées' },
};

/**
 * One printed date: style 'short' (Sep 2019 / sept. 2019), 'full' (September 2019), 'numeric' (09/2019) or
 * 'year' (2019).
 */
function printDate(value, language, style) {
  const { y, m } = parseYm(value);
  if (style === 'year' || !m) return String(y);
  if (style === 'numeric') return `${String(m).padStart(2, '0')}/${y}`;
  return monthYear(value, language, style);
}

/** A printed range; ongoing entries end with the present word, or read "depuis 2021" / "since 2021". */
function printRange(start, end, language, style, opts = {}) {
  const dash = opts.dash || ' – ';
  if (!end && opts.since) return `${language === 'fr' ? 'depuis' : 'since'} ${printDate(start, language, style)}`;
  const tail = end ? printDate(end, language, style) : opts.presentWord || (language === 'fr' ? "aujourd'hui" : 'Present');
  if (!start) return tail;
  return `${printDate(start, language, style)}${dash}${tail}`;
}

function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

module.exports = { HEADINGS, printDate, printRange, escapeHtml };
