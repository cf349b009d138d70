export enum Scope {
  PartnerProjectsRead = 'partner:projects:read',
  PartnerCandidatesWrite = 'partner:candidates:write',
  CareersRead = 'public:careers:read',
  CareersApply = 'public:careers:apply',
  ContactsWrite = 'public:contacts:write',
}

export const ALL_SCOPES: readonly Scope[] = Object.values(Scope);

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}

/**
 * SPEC 5.6: a partner key (one with a connector) also opens the career-site endpoints:
 * partner:projects:read counts as public:careers:read, partner:candidates:write as public:careers:apply.
 */
export function effectiveScopes(scopes: readonly string[], connector: string | null): Set<Scope> {
  const granted = new Set<Scope>(scopes.filter(isScope));
  if (connector) {
    if (granted.has(Scope.PartnerProjectsRead)) granted.add(Scope.CareersRead);
    if (granted.has(Scope.PartnerCandidatesWrite)) granted.add(Scope.CareersApply);
  }
  return granted;
}
