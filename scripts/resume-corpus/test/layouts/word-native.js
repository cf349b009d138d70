'use strict';
/**
 * A resume as people make it in Word: one borderless two-column table, a shaded sidebar (contact, skills,
 * languages, sometimes the name) and a main column where each entry is a bold title with its dates pushed to
 * the right by a right tab stop, the employer on the next line with the location on the same tab stop.
 */
const {
  Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, TabStopType, ShadingType,
  BorderStyle, HeadingLevel, AlignmentType, VerticalAlign,
} = require('docx');
const { jsonResume, truthOf } = require('../lib/resume');
const { HEADINGS, printRange } = require('./common');

const NAME = 'own: Word-native DOCX (two-column table with a shaded sidebar, right tab-stop dates)';
const PAGE_WIDTH = 11906;
const MARGIN = 720;
const SIDEBAR = 3400;
const MAIN = PAGE_WIDTH - 2 * MARGIN - SIDEBAR;
const RIGHT_TAB = MAIN - 260;

function source(p, rng, { language }) {
  const fr = language === 'fr';
  const options = {
    dateStyle: rng.pick(fr ? ['short', 'numeric', 'year', 'full'] : ['short', 'full', 'year']),
    sidebar: rng.pick(['left', 'right', 'left']),
    nameIn: rng.pick(['sidebar', 'main']),
    phoneLabel: rng.pick(fr ? ['Tél. : ', 'Portable : ', 'Mobile : ', ''] : ['Mobile: ', 'Tel: ', 'Phone: ', '']),
    linkedinStyle: rng.pick(['short', 'url', 'label']),
    entryOrder: rng.pick(['title-company', 'title-company', 'company-title']),
    skillsStyle: rng.pick(['grouped', 'list']),
    presentWord: rng.pick(fr ? ["aujourd'hui", 'en cours', 'Aujourd’hui'] : ['Present', 'present', 'Current']),
    eduDates: rng.pick(['range', 'end']),
    headingStyle: rng.pick(['word-heading', 'bold-rule']),
    font: rng.pick(['Calibri', 'Arial', 'Cambria', 'Garamond']),
  };
  const profile = {
    linkedin: 'printed', languages: 'level', skills: 'grouped', skillLevels: null,
    workDates: options.dateStyle === 'year' ? 'year' : 'month', eduDates: 'year',
  };
  const resume = jsonResume(p, profile, rng);
  if (options.eduDates === 'end') for (const e of resume.education) delete e.startDate;
  return { options, resume, truth: truthOf(p, profile, resume) };
}

function heading(text, options, color) {
  if (options.headingStyle === 'word-heading') {
    return new Paragraph({ text, heading: HeadingLevel.HEADING_2, spacing: { before: 200, after: 80 } });
  }
  return new Paragraph({
    children: [new TextRun({ text: text.toUpperCase(), bold: true, color, size: 22 })],
    spacing: { before: 220, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color, space: 2 } },
  });
}

function line(text, extra = {}) {
  return new Paragraph({ children: [new TextRun({ text, ...extra })], spacing: { after: 40 } });
}

function tabbed(left, right, leftRun = {}, rightRun = {}) {
  const children = [new TextRun({ text: left, ...leftRun })];
  if (right) children.push(new TextRun({ text: `\t${right}`, ...rightRun }));
  return new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_TAB }], children, spacing: { after: 20 } });
}

function sidebarBlocks(src, h) {
  const { resume, options, language } = src;
  const b = resume.basics;
  const out = [];
  if (options.nameIn === 'sidebar') {
    out.push(new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 40 })], spacing: { after: 60 } }));
    out.push(line(b.label, { italics: true, size: 22 }));
  }
  out.push(heading(h.contact, options, '2E5A88'));
  if (b.phone) out.push(line(`${options.phoneLabel}${b.phone}`));
  out.push(line(b.email));
  const li = b.profiles.find((x) => x.network === 'LinkedIn');
  if (li) {
    const text = options.linkedinStyle === 'url' ? `${li.url}/` : options.linkedinStyle === 'label' ? `LinkedIn : ${li.username}` : `linkedin.com/in/${li.username}`;
    out.push(line(language === 'en' ? text.replace('LinkedIn : ', 'LinkedIn: ') : text));
  }
  const loc = b.location;
  out.push(line(loc.countryCode === 'US' ? `${loc.city}, ${loc.region}` : loc.postalCode ? `${loc.postalCode} ${loc.city}` : loc.city));

  out.push(heading(h.skills, options, '2E5A88'));
  for (const group of resume.skills) {
    if (options.skillsStyle === 'grouped') {
      out.push(new Paragraph({ children: [new TextRun({ text: `${group.name}: `, bold: true }), new TextRun(group.keywords.join(', '))], spacing: { after: 60 } }));
    } else {
      for (const k of group.keywords) out.push(new Paragraph({ text: k, bullet: { level: 0 } }));
    }
  }
  if (resume.languages.length) {
    out.push(heading(h.languages, options, '2E5A88'));
    for (const l of resume.languages) out.push(line(`${l.language} – ${l.fluency}`));
  }
  out.push(heading(h.interests, options, '2E5A88'));
  out.push(line(resume.interests.map((i) => i.name).join(', ')));
  return out;
}

function mainBlocks(src, h) {
  const { resume, options, language } = src;
  const b = resume.basics;
  const out = [];
  if (options.nameIn === 'main') {
    out.push(new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })], spacing: { after: 40 } }));
    out.push(line(b.label, { size: 24, color: '555555' }));
  }
  out.push(heading(h.profile, options, '1F3B5C'));
  out.push(line(b.summary));
  out.push(heading(h.experience, options, '1F3B5C'));
  for (const w of resume.work) {
    const dates = printRange(w.startDate, w.endDate, language, options.dateStyle, { presentWord: options.presentWord });
    if (options.entryOrder === 'company-title') {
      out.push(tabbed(w.name, dates, { bold: true }));
      out.push(tabbed(w.position, w.location, { italics: true }, { italics: true }));
    } else {
      out.push(tabbed(w.position, dates, { bold: true }));
      out.push(tabbed(w.name, w.location, { italics: true }, { italics: true }));
    }
    if (w.summary) out.push(line(w.summary));
    for (const hl of w.highlights) out.push(new Paragraph({ text: hl, bullet: { level: 0 } }));
  }
  out.push(heading(h.education, options, '1F3B5C'));
  for (const e of resume.education) {
    const degree = e.area ? `${e.studyType}, ${e.area}` : e.studyType;
    out.push(tabbed(degree, printRange(e.startDate, e.endDate, language, 'year', { dash: ' – ' }), { bold: true }));
    out.push(line(e.institution, { italics: true }));
    for (const note of e.courses) out.push(line(note));
  }
  return out;
}

/** The DOCX bytes of a source. */
async function build(src) {
  const h = HEADINGS[src.language];
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
  const sidebar = new TableCell({
    width: { size: SIDEBAR, type: WidthType.DXA },
    shading: { fill: 'E9EFF5', type: ShadingType.CLEAR, color: 'auto' },
    margins: { top: 200, bottom: 200, left: 180, right: 180 },
    verticalAlign: VerticalAlign.TOP,
    children: sidebarBlocks(src, h),
  });
  const main = new TableCell({
    width: { size: MAIN, type: WidthType.DXA },
    margins: { top: 200, bottom: 200, left: 260, right: 120 },
    children: mainBlocks(src, h),
  });
  const table = new Table({
    width: { size: PAGE_WIDTH - 2 * MARGIN, type: WidthType.DXA },
    columnWidths: src.options.sidebar === 'left' ? [SIDEBAR, MAIN] : [MAIN, SIDEBAR],
    borders,
    rows: [new TableRow({ children: src.options.sidebar === 'left' ? [sidebar, main] : [main, sidebar] })],
  });
  const doc = new Document({
    creator: src.resume.basics.name,
    title: src.language === 'fr' ? 'CV' : 'Resume',
    styles: { default: { document: { run: { font: src.options.font, size: 20 } } } },
    sections: [{
      properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
      children: [table, new Paragraph({ alignment: AlignmentType.LEFT, children: [] })],
    }],
  });
  return Packer.toBuffer(doc);
}

module.exports = { name: NAME, kind: 'docx', source, build };
