'use strict';
/**
 * The JSON Resume themes of the tuning part (npm `jsonresume-theme-<name>`, devDependencies) and
 * what each one prints, as read from its rendered output:
 *   workDates / eduDates: the printed precision of dates ('month', 'year', 'end' = only the end
 *   date, at month precision, 'none' = not printed);
 *   degree: whether the degree (studyType + area) is printed beside the school;
 *   languages: false when the theme has no languages section (or one that leaves the names out);
 *   batch: 2 for the themes of the second batch (tune-081 on, generate.js --append), 3 for those of
 *   the third (tune-129 on, generate.js --append --batch 3), which also say what their profile needs
 *   (needs: educationDates 'end'/'both' when the theme prints "Present" or today for a missing date,
 *   or prints an education's dates only beside its start date; skillLevels when it fails on a skill
 *   without a level; noCurrent when it prints today's month as the end of a current job;
 *   strictSchema when it rejects a field outside the JSON Resume schema);
 *   word: false: no DOCX/DOC for this theme (its DOCX/DOC swaps with a later entry's other format).
 * eduDates 'endYear': only the end year is printed.
 * Everything else (company, skills, languages, LinkedIn) is checked against the rendered text when
 * the truth is made (generate.js), so the truth holds only what the theme really prints.
 */
const THEMES = {
  actual: { layout: 'two columns, sidebar on the right', workDates: 'month', eduDates: 'none', degree: true },
  caffeine: { layout: 'two columns, sidebar on the left, all capitals', workDates: 'month', eduDates: 'month', degree: true },
  class: { layout: 'one column, labelled contact table', workDates: 'month', eduDates: 'month', degree: false },
  classy: { layout: 'one column, centred header', workDates: 'month', eduDates: 'month', degree: true },
  compact: { layout: 'one column, compact, icons', workDates: 'month', eduDates: 'end', degree: true, languages: false },
  cora: { layout: 'one column, centred header, highlights label', workDates: 'month', eduDates: 'month', degree: true, languages: false },
  eloquent: { layout: 'one column, durations beside dates', workDates: 'month', eduDates: 'year', degree: true },
  flat: { layout: 'one column, dates right-aligned above the title', workDates: 'month', eduDates: 'month', degree: true },
  macchiato: { layout: 'two columns, sidebar on the left', workDates: 'month', eduDates: 'month', degree: true },
  modern: { layout: 'one column, years only', workDates: 'year', eduDates: 'year', degree: true, languages: false },
  'onepage-plus': { layout: 'label column on the left, one page', workDates: 'month', eduDates: 'month', degree: true },
  paper: { layout: 'label column on the left, letter-spaced headings', workDates: 'month', eduDates: 'month', degree: true },
  short: { layout: 'one column, dates beside the title', workDates: 'month', eduDates: 'month', degree: true },
  slick: { layout: 'one column, one field a line', workDates: 'month', eduDates: 'month', degree: true },
  spartan: { layout: 'one column, dates above the title', workDates: 'month', eduDates: 'year', degree: true },
  straightforward: { layout: 'one column, dates right-aligned, company below the title', workDates: 'month', eduDates: 'month', degree: true, languages: false },
  // second batch (tune-081 on)
  ace: { layout: 'sidebar with contact on the left, every section printed twice (screen and print blocks), durations beside dates', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  crisp: { layout: 'one column, avatar placeholder, labelled contact lines, years only, education end year', workDates: 'year', eduDates: 'endYear', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  jacrys: { layout: 'two columns, all-capitals headings, contact/education/skills sidebar on the right, skill levels in a table', workDates: 'month', eduDates: 'year', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  // word: false: LibreOffice hangs converting its HTML to DOCX, so it gets no Word formats
  onepage: { layout: 'label column on the left, ISO dates right-aligned, company before the title', workDates: 'month', eduDates: 'month', degree: true, batch: 2, word: false },
  pumpkin: { layout: 'one column, label/value contact block, section cards, abbreviated months', workDates: 'month', eduDates: 'month', degree: true, batch: 2, needs: { educationDates: 'both', noCurrent: true } },
  rocketspacer: { layout: 'headings in a left column, skills and education in a right column beside the work list, skill tags', workDates: 'month', eduDates: 'month', degree: true, languages: false, batch: 2, needs: { educationDates: 'end' } },
  sceptile: { layout: 'one column, centred all-capitals header, "Title at Company" lines, "Fluency:" labels', workDates: 'month', eduDates: 'month', degree: true, batch: 2, needs: { educationDates: 'end' } },
  smart: { layout: 'two columns, name and icons (phone/mail) on the left, dates in a left column beside the titles, skill levels before the names', workDates: 'month', eduDates: 'year', degree: true, batch: 2, needs: { educationDates: 'end', skillLevels: true } },
  // third batch (tune-129 on)
  '8-bit-sheep': { layout: 'one column, an ASCII-art sheep beside the name, company with full-month dates right-aligned and the title below, no highlights, no phone, a current job with an open end ("June 2021 -")', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both', strictSchema: true } },
  // word: false: its separators ("Company / City / dates") are CSS-generated, so LibreOffice's DOCX/DOC runs company, city and dates together
  colophon: { layout: 'one column, slash-separated contact line with a "LinkedIn" label link, title then "Company / City / Mon YYYY – Mon YYYY", degree then school', workDates: 'month', eduDates: 'month', degree: true, batch: 3, word: false },
  direct: { layout: 'one column (its grid CSS is on a CDN, absent offline): centred capitals header, email only beside a phone, skills/languages/interests before the work, "Title at Company City" on one line (the "at" is CSS-generated: Word runs title and company together), capital month dates below, "Now" for a current job, no profiles', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'end' } },
  latte: { layout: 'two columns, contact (address, mail, phone, profile handles linked to the profile, long addresses wrapped), skills, languages and interests in a left column; company with MM/YYYY dates right-aligned, title below', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both' } },
  microdata: { layout: 'section labels in a left column, contact lines ("handle (LinkedIn)"; screen-reader labels that only Word shows), company, title, dates and place each on its own line, area above the degree', workDates: 'month', eduDates: 'month', degree: true, batch: 3, needs: { educationDates: 'both' } },
  'standard-resume': { layout: 'one column, "City, CC | email" line (no phone; no email without a location), company in capitals, "Title | Mon YYYY - Current" below, languages before education, no skills section', workDates: 'month', eduDates: 'month', degree: true, batch: 3 },
};

module.exports = { THEMES };
