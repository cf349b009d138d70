import { formatKey, generateKey, hashSecret, parseKey, secretMatches } from './api-key-format';
import { effectiveScopes, Scope } from './scopes';

describe('API key format', () => {
  it('generates keys that parse back, with a hash of the secret only', () => {
    const { key, publicId, secretHash } = generateKey();
    expect(key).toMatch(/^rk_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
    const parsed = parseKey(key);
    expect(parsed?.publicId).toBe(publicId);
    expect(secretMatches(parsed!.secret, secretHash)).toBe(true);
    expect(secretHash.equals(hashSecret(parsed!.secret))).toBe(true);
  });

  it('generates distinct keys', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey().key));
    expect(keys.size).toBe(200);
  });

  it('refuses a key whose checksum does not match (a typo)', () => {
    const key = formatKey('A'.repeat(12), 'B'.repeat(32));
    expect(parseKey(key)).not.toBeNull();
    const typo = key.slice(0, 20) + (key[20] === 'B' ? 'C' : 'B') + key.slice(21);
    expect(parseKey(typo)).toBeNull();
  });

  it.each([undefined, '', 'rk_', 'Bearer x', `${formatKey('A'.repeat(12), 'B'.repeat(32))}x`, ' '.repeat(54)])('refuses %j', (value) => {
    expect(parseKey(value)).toBeNull();
  });

  it('compares secrets against the stored hash', () => {
    expect(secretMatches('x'.repeat(32), hashSecret('y'.repeat(32)))).toBe(false);
  });
});

describe('effectiveScopes (SPEC 5.6)', () => {
  it('gives a partner key with a connector the career-site equivalents', () => {
    const scopes = effectiveScopes([Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite], 'jobboard');
    expect(scopes.has(Scope.CareersRead)).toBe(true);
    expect(scopes.has(Scope.CareersApply)).toBe(true);
    expect(scopes.has(Scope.ContactsWrite)).toBe(false);
  });

  it('maps each partner scope only to its own equivalent', () => {
    const scopes = effectiveScopes([Scope.PartnerProjectsRead], 'jobboard');
    expect(scopes.has(Scope.CareersRead)).toBe(true);
    expect(scopes.has(Scope.CareersApply)).toBe(false);
  });

  it('gives no equivalence to a key without a connector', () => {
    const scopes = effectiveScopes([Scope.PartnerCandidatesWrite], null);
    expect([...scopes]).toEqual([Scope.PartnerCandidatesWrite]);
  });

  it('ignores unknown scope strings', () => {
    expect([...effectiveScopes(['admin:all', Scope.ContactsWrite], null)]).toEqual([Scope.ContactsWrite]);
  });
});
