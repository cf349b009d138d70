import { authoredBy, carriedFrom, FillTarget, fillEmptyFields, mayWrite } from './identity-fields';

const person = (overrides: Partial<FillTarget> = {}): FillTarget => ({
  firstName: 'Jean',
  lastName: 'Dupont',
  email: null,
  phone: null,
  linkedinUrl: null,
  jobTitle: null,
  provenance: { firstName: 'form', lastName: 'form' },
  ...overrides,
});

describe('mayWrite (fill-empty-never-overwrite)', () => {
  it.each([
    ['an empty field, by a form', null, undefined, 'form', true],
    ['an empty field, by the resume', '', 'recruiter', 'resume', true],
    ['a recruiter value, by a form', 'x', 'recruiter', 'form', false],
    ['a form value, by a form', 'x', 'form', 'form', false],
    ['a partner value, by another partner', 'x', 'partner:a', 'partner:b', false],
    ['a recruiter value, by the resume', 'x', 'recruiter', 'resume', false],
    ['a value with no recorded author, by the resume', 'x', undefined, 'resume', false],
    ['a value the resume set, by the resume', 'x', 'resume', 'resume', true],
  ] as const)('%s: %s', (_label, current, owner, source, expected) => {
    expect(mayWrite(current, owner, source, authoredBy(source))).toBe(expected);
  });

  it('never lets a merge replace a value, even one the resume set on both persons', () => {
    expect(mayWrite('x', 'resume', 'resume', carriedFrom({ phone: 'resume' }))).toBe(false);
  });
});

describe('fillEmptyFields', () => {
  it('fills the empty fields only, each recording who wrote it', () => {
    const fill = fillEmptyFields(person({ phone: '+33700000000', provenance: { phone: 'recruiter' } }), { firstName: 'Other', email: 'jean@example.fr', phone: '+33612345678' }, authoredBy('partner:acme'));
    expect(fill.values).toEqual({ email: 'jean@example.fr' });
    expect(fill.filled).toEqual(['email']);
    expect(fill.provenance).toEqual({ phone: 'recruiter', email: 'partner:acme' });
  });

  it.each(['recruiter', 'form', 'partner:acme'] as const)('never lets the resume overwrite a phone set by %s', (owner) => {
    const fill = fillEmptyFields(person({ phone: '+33700000000', provenance: { phone: owner } }), { phone: '+33612345678' }, authoredBy('resume'));
    expect(fill.filled).toEqual([]);
    expect(fill.provenance.phone).toBe(owner);
  });

  it('lets the resume replace a value it set itself', () => {
    const fill = fillEmptyFields(person({ phone: '+33700000000', provenance: { phone: 'resume' } }), { phone: '+33612345678' }, authoredBy('resume'));
    expect(fill.values).toEqual({ phone: '+33612345678' });
  });

  it('changes nothing for the same value again (e-mail ignoring case)', () => {
    const fill = fillEmptyFields(person({ email: 'Jean@Example.fr', provenance: { email: 'resume' } }), { email: 'jean@example.fr' }, authoredBy('resume'));
    expect(fill.filled).toEqual([]);
  });

  it('carries each field\'s author on a merge, and records none for a field that had none', () => {
    const fill = fillEmptyFields(person(), { email: 'a@example.fr', phone: '+33612345678' }, carriedFrom({ email: 'partner:acme' }));
    expect(fill.values).toEqual({ email: 'a@example.fr', phone: '+33612345678' });
    expect(fill.provenance).toEqual({ firstName: 'form', lastName: 'form', email: 'partner:acme' });
  });
});
