import { Part, PartResult, report } from './report';
import { Counts, Field, FIELDS, scoreDocument, Truth } from './scoring';

const truth: Truth = {
  firstName: 'Secretname',
  lastName: 'Hiddenfamily',
  email: 'secret@example.org',
  phone: '+33639981234',
  linkedin: null,
  experiences: [{ title: 'Confidential Title', company: 'Undisclosed Ltd', start: '2021', end: null, current: true }],
  education: [],
  skills: ['Secretskill'],
  languages: [],
};

function result(blind: boolean): PartResult {
  const part: Part = {
    key: blind ? 'test' : 'tuning',
    title: blind ? 'test part (held out)' : 'tuning part',
    blind,
    fields: FIELDS,
    note: '1 document',
    documents: [{ id: 'doc-secret-id', path: '/nowhere/doc-secret-id.pdf', format: 'pdf', language: 'en', layout: 'x', truth }],
  };
  const score = scoreDocument(truth, { name: null, email: 'wrong@example.org', phone: null, linkedinKey: null, experiences: [], education: [], skills: ['Otherskill'], languages: [] });
  const all = Object.fromEntries(FIELDS.map((field) => [field, score.counts[field]])) as Record<Field, Counts>;
  return {
    part,
    buckets: new Map([['all', all], ['format:pdf', all], ['language:en', all]]),
    failures: new Map(score.failures.map((failure) => [failure, 1])),
    perDocument: [{ id: 'doc-secret-id', failures: score.failures }],
    cefr: { right: 0, total: 0 },
    skipped: 0,
    errors: 0,
  };
}

describe('report', () => {
  it('shows a held-out part as scores and failure classes only, never a document id or value, even verbose', () => {
    const text = report([result(true)], true);
    expect(text).toContain('## test part (held out)');
    expect(text).toMatch(/\| email \| 0\.000 \|/);
    expect(text).toContain('| email: wrong value (another text) | 1 | 1 |');
    expect(text).not.toMatch(/doc-secret-id|Secret|secret|Hidden|Confidential|Undisclosed|Otherskill|wrong@/);
  });

  it('lists the tuning part document by document when verbose', () => {
    expect(report([result(false)], true)).toContain('- doc-secret-id: ');
    expect(report([result(false)], false)).not.toContain('doc-secret-id');
  });
});
