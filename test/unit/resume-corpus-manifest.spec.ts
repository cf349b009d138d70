import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The test part's manifest keeps the shape the corpus contract gives the parser evaluation. */

interface Experience {
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
}
interface Education {
  degree: string;
  school: string;
  start: string | null;
  end: string | null;
}
interface Language {
  name: string;
  level: string | null;
  cefr: string | null;
}
interface Truth {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  experiences: Experience[];
  education: Education[];
  skills: string[];
  languages: Language[];
}
interface Entry {
  id: string;
  file: string;
  format: string;
  language: string;
  layout: string;
  source: string;
  truth: Truth;
}

const PART = join(__dirname, '../fixtures/resume-corpus/test');
const manifest = JSON.parse(readFileSync(join(PART, 'manifest.json'), 'utf8')) as Entry[];

const EXTENSIONS: Record<string, string[]> = { pdf: ['pdf'], docx: ['docx'], doc: ['doc'], png: ['png'], jpeg: ['jpg', 'jpeg'] };
const DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const E164 = /^\+[1-9]\d{7,14}$/;
const LINKEDIN = /^linkedin\.com\/in\/[a-z0-9-]+$/;
const CEFR = new Set(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native']);

const isText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const isDateOrNull = (value: unknown): boolean => value === null || (typeof value === 'string' && DATE.test(value));

describe('resume corpus, test part: manifest', () => {
  it('has at least 60 entries, half French and half English, with unique ids', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(60);
    const ids = manifest.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const french = manifest.filter((e) => e.language === 'fr').length;
    expect(french * 2).toBe(manifest.length);
    for (const e of manifest) expect(['fr', 'en']).toContain(e.language);
  });

  it('names each file after its id with the extension of its format, and its source exists', () => {
    for (const e of manifest) {
      expect(Object.keys(EXTENSIONS)).toContain(e.format);
      const [base, ext] = [e.file.slice(0, e.file.lastIndexOf('.')), e.file.slice(e.file.lastIndexOf('.') + 1)];
      expect(base).toBe(e.id);
      expect(EXTENSIONS[e.format]).toContain(ext);
      expect(e.source).toMatch(/^sources\/.+\.json$/);
      expect(existsSync(join(PART, e.source))).toBe(true);
    }
  });

  it('comes from at least 8 layouts made by other people, in every format', () => {
    const themes = new Set(manifest.map((e) => e.layout).filter((l) => l.startsWith('jsonresume-theme-')));
    expect(themes.size).toBeGreaterThanOrEqual(8);
    expect(new Set(manifest.map((e) => e.format))).toEqual(new Set(Object.keys(EXTENSIONS)));
  });

  it('keeps contact fields in their contract forms', () => {
    for (const { id, truth } of manifest) {
      const checks = {
        id,
        names: isText(truth.firstName) && isText(truth.lastName),
        email: truth.email === null || (/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(truth.email) && truth.email === truth.email.toLowerCase()),
        phone: truth.phone === null || E164.test(truth.phone),
        linkedin: truth.linkedin === null || LINKEDIN.test(truth.linkedin),
      };
      expect(checks).toEqual({ id, names: true, email: true, phone: true, linkedin: true });
    }
  });

  it('gives dates at month or year precision, ongoing entries without an end', () => {
    for (const { truth } of manifest) {
      expect(truth.experiences.length).toBeGreaterThan(0);
      for (const x of truth.experiences) {
        expect(isText(x.title) && isText(x.company)).toBe(true);
        expect(isDateOrNull(x.start) && isDateOrNull(x.end)).toBe(true);
        expect(typeof x.current).toBe('boolean');
        if (x.current) expect(x.end).toBeNull();
      }
      for (const x of truth.education) {
        expect(isText(x.degree) && isText(x.school)).toBe(true);
        expect(isDateOrNull(x.start) && isDateOrNull(x.end)).toBe(true);
        if (x.start !== null) expect(x.end).not.toBeNull();
      }
    }
  });

  it('lists skills as strings and languages with a printed level and a CEFR value or null', () => {
    for (const { truth } of manifest) {
      for (const s of truth.skills) expect(isText(s)).toBe(true);
      for (const l of truth.languages) {
        expect(isText(l.name)).toBe(true);
        expect(l.level === null || isText(l.level)).toBe(true);
        expect(l.cefr === null || CEFR.has(l.cefr)).toBe(true);
      }
    }
  });
});
