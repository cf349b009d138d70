'use strict';
/**
 * The JSON Resume themes of the tuning part (npm `jsonresume-theme-<name>`, devDependencies) and
 * what each one prints, as read from its rendered output:
 *   workDates / eduDates: the printed precision of dates ('month', 'year', 'end' = only the end
 *   date, at month precision, 'none' = not printed);
 *   degree: whether the degree (studyType + area) is printed beside the school;
 *   languages: false when the theme has no languages section.
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
};

module.exports = { THEMES };
