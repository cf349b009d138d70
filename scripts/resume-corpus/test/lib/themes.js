'use strict';
/**
 * What each JSON Resume theme prints (checked on rendered PDFs with pdftotext -layout), and how its HTML is
 * moved to the other language. The generator derives the truth from these profiles; the build renders with them.
 *
 *   linkedin   'printed': the handle or URL is printed; 'hidden': only an icon or the word "LinkedIn" is,
 *              so the generator leaves the profile out of the source (no hidden link, truth null)
 *   workDates / eduDates   precision the theme prints ('month' or 'year')
 *   languages  'level': name and level printed; 'name': names only; 'none': not printed (left out)
 *   skills     'grouped': group name + keywords printed (keywords are the truth);
 *              'flat': only skill names printed (each skill is its own entry)
 *   skillLevels  the level vocabulary the theme requires, or null
 *   native     language the theme's own headings are in
 */
const THEMES = {
  elegant: { linkedin: 'hidden', workDates: 'month', eduDates: 'month', languages: 'name', skills: 'grouped', skillLevels: null, native: 'en', note: 'two columns, header card' },
  kendall: { linkedin: 'printed', workDates: 'month', eduDates: 'year', languages: 'none', skills: 'grouped', skillLevels: null, native: 'en', note: 'sidebar with contact and education' },
  stackoverflow: { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'one column, "title at company"' },
  'tachyons-clean': { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'one column, ISO dates' },
  autumn: { linkedin: 'hidden', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'left skills column, right-aligned dates' },
  orbit: { linkedin: 'printed', workDates: 'year', eduDates: 'year', languages: 'level', skills: 'flat', skillLevels: ['Beginner', 'Intermediate', 'Advanced', 'Master'], native: 'en', note: 'right sidebar, year-only dates' },
  minyma: { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'one column, dates above company' },
  relaxed: { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: ['Beginner', 'Intermediate', 'Advanced', 'Master'], native: 'en', note: 'company under title, right-aligned dates and locations' },
  'simple-red': { linkedin: 'hidden', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'section labels in a left column, contact at the bottom' },
  lucide: { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'fr', note: 'French theme, left sidebar, dates in a left column' },
  full: { linkedin: 'printed', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'company above title, right-aligned dates' },
  dinesh: { linkedin: 'hidden', workDates: 'month', eduDates: 'month', languages: 'level', skills: 'grouped', skillLevels: null, native: 'en', note: 'section labels in a left column, "company - title"' },
};

/** English headings and fixed words of the themes, in French (matched on a whole text node, case-insensitively). */
const TO_FRENCH = {
  'work experience': 'Expérience professionnelle', work: 'Expériences', experience: 'Expérience professionnelle',
  education: 'Formation', skills: 'Compétences', languages: 'Langues', interests: "Centres d'intérêt", about: 'Profil',
  summary: 'Profil', 'personal summary': 'Profil', contact: 'Contact', profiles: 'Profils', highlights: 'Réalisations',
  courses: 'Cours', 'notable courses:': 'Cours suivis :', 'major courses:': 'Cours principaux :', 'grade:': 'Note :',
  'personal info': 'Informations personnelles', 'e-mail': 'E-mail', email: 'E-mail', phone: 'Téléphone', address: 'Adresse',
  background: 'Parcours', 'responsibilities:': 'Missions :', 'skills & proficiency': 'Compétences', 'work experience(2)': 'Expérience professionnelle',
  references: 'Références', projects: 'Projets', 'gpa:': 'Moyenne :', 'skills:': 'Compétences :', 'phone:': 'Tél. :',
  'email:': 'E-mail :',
};
/** Lucide prints French headings: English resumes get English ones. */
const TO_ENGLISH = {
  competences: 'Skills', compétences: 'Skills', 'soft skills': 'Soft skills', langues: 'Languages', interets: 'Interests',
  intérêts: 'Interests', 'experiences professionnelles': 'Work experience', 'expériences professionnelles': 'Work experience',
  formation: 'Education', projets: 'Projects', 'benevolat': 'Volunteering', bénévolat: 'Volunteering', references: 'References',
  références: 'References', publications: 'Publications', certifications: 'Certifications', récompenses: 'Awards',
};

module.exports = { THEMES, TO_FRENCH, TO_ENGLISH };
