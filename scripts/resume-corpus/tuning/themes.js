'use strict';
/**
 * The JSON Resume themes of the tuning part (npm `jsonresume-theme-<name>`, devDependencies) and
 * what each one prints, as read from its rendered output:
 *   workDates / eduDates: the printed precision of dates ('month', 'year', 'end' = only the end
 *   date, at month precision, 'none' = not printed);
 *   degree: whether the degree (studyType + area) is printed beside the school;
 *   languages: false when the theme has no languages section (or one that leaves the names out);
 *   batch: 2 for the themes of the second batch (tune-081 on, generate.js --append), which also say
 *   what their profile needs (needs: educationDates 'end'/'both' when the theme prints "Present" or
 *   today for a missing date, skillLevels when it fails on a skill without a level, noCurrent when
 *   it prints today's month as the end of a current job).
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
};

module.exports = { THEMES };
