/**
 * A checker of Google's job posting structured data, written from Google Search Central's
 * documented property list ("Job posting (JobPosting) structured data"): what Google requires
 * (errors) and recommends (warnings), with the value rules it documents. Used by the tests of the
 * careers API's jsonLd, beside @adobe/structured-data-validator (see validateWithAdobe).
 */
export interface Finding {
  severity: 'error' | 'warning';
  property: string;
  message: string;
}

export const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
export const GOOGLE_SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function checkGoogleJobPosting(ld: unknown): Finding[] {
  const findings: Finding[] = [];
  const error = (property: string, message: string) => findings.push({ severity: 'error', property, message });
  const warning = (property: string, message: string) => findings.push({ severity: 'warning', property, message });
  if (!isNode(ld)) {
    error('@type', 'not an object');
    return findings;
  }
  if (ld['@context'] !== 'https://schema.org' && ld['@context'] !== 'http://schema.org') error('@context', 'must be https://schema.org');
  if (ld['@type'] !== 'JobPosting') error('@type', 'must be JobPosting');

  // Required properties.
  if (!text(ld.title)) error('title', 'required: the title of the job (not the posting)');
  if (!text(ld.description)) error('description', 'required: the full description, in HTML');
  if (!text(ld.datePosted) || !ISO_8601.test(ld.datePosted as string)) error('datePosted', 'required: ISO 8601 date');
  const organization = ld.hiringOrganization;
  if (!isNode(organization) || organization['@type'] !== 'Organization' || !text(organization.name)) {
    error('hiringOrganization', 'required: an Organization with a name');
  }

  const remote = ld.jobLocationType;
  if (remote !== undefined && remote !== 'TELECOMMUTE') error('jobLocationType', 'the only value is TELECOMMUTE');
  if (remote === 'TELECOMMUTE') {
    const requirements = Array.isArray(ld.applicantLocationRequirements) ? ld.applicantLocationRequirements : [ld.applicantLocationRequirements];
    const valid = requirements.every((area) => isNode(area) && ['Country', 'State', 'AdministrativeArea'].includes(area['@type'] as string) && text(area.name));
    if (ld.applicantLocationRequirements === undefined) error('applicantLocationRequirements', 'required with TELECOMMUTE: where applicants may live');
    else if (!valid) error('applicantLocationRequirements', 'each must be a Country, State or AdministrativeArea with a name');
  } else if (ld.jobLocation === undefined) {
    error('jobLocation', 'required unless the job is fully remote (jobLocationType TELECOMMUTE)');
  }
  if (ld.jobLocation !== undefined) {
    for (const place of Array.isArray(ld.jobLocation) ? ld.jobLocation : [ld.jobLocation]) {
      const address = isNode(place) ? place.address : undefined;
      if (!isNode(place) || place['@type'] !== 'Place' || !isNode(address) || address['@type'] !== 'PostalAddress') {
        error('jobLocation', 'a Place with a PostalAddress');
        continue;
      }
      if (!text(address.addressCountry)) error('jobLocation.address.addressCountry', 'required in an address');
      for (const part of ['addressLocality', 'addressRegion', 'postalCode', 'streetAddress']) {
        if (address[part] !== undefined && !text(address[part])) error(`jobLocation.address.${part}`, 'must not be empty');
      }
      if (!text(address.addressLocality)) warning('jobLocation.address.addressLocality', 'recommended');
    }
  }

  // Recommended properties.
  if (ld.baseSalary === undefined) warning('baseSalary', 'recommended');
  else {
    const salary = ld.baseSalary as Node;
    const value = isNode(salary) ? salary.value : undefined;
    if (!isNode(salary) || salary['@type'] !== 'MonetaryAmount' || typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency)) {
      error('baseSalary', 'a MonetaryAmount with an ISO 4217 currency');
    } else if (!isNode(value) || value['@type'] !== 'QuantitativeValue' || !GOOGLE_SALARY_UNITS.includes(value.unitText as string)) {
      error('baseSalary.value', `a QuantitativeValue with unitText ${GOOGLE_SALARY_UNITS.join(', ')}`);
    } else {
      const numbers = ['value', 'minValue', 'maxValue'].filter((key) => value[key] !== undefined);
      if (numbers.length === 0 || numbers.some((key) => typeof value[key] !== 'number' || !Number.isFinite(value[key]) || (value[key] as number) <= 0)) {
        error('baseSalary.value', 'value, or minValue and/or maxValue, as positive numbers');
      }
      if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.minValue > value.maxValue) error('baseSalary.value', 'minValue above maxValue');
    }
  }
  if (ld.directApply === undefined) warning('directApply', 'recommended');
  else if (typeof ld.directApply !== 'boolean') error('directApply', 'a boolean');
  if (ld.employmentType === undefined) warning('employmentType', 'recommended');
  else {
    const types = Array.isArray(ld.employmentType) ? ld.employmentType : [ld.employmentType];
    if (types.length === 0 || types.some((type) => !GOOGLE_EMPLOYMENT_TYPES.includes(type as string))) error('employmentType', `one or more of ${GOOGLE_EMPLOYMENT_TYPES.join(', ')}`);
  }
  if (ld.identifier === undefined) warning('identifier', 'recommended');
  else if (!isNode(ld.identifier) || ld.identifier['@type'] !== 'PropertyValue' || !text(ld.identifier.name) || !text(ld.identifier.value)) {
    error('identifier', 'a PropertyValue with name and value');
  }
  if (ld.validThrough === undefined) warning('validThrough', 'recommended');
  else if (typeof ld.validThrough !== 'string' || !ISO_8601.test(ld.validThrough)) error('validThrough', 'ISO 8601');
  return findings;
}

export interface AdobeIssue {
  issueMessage: string;
  severity: 'ERROR' | 'WARNING';
  fieldNames?: string[];
}

/** @adobe/structured-data-validator (offline: Google's rules per type; no schema.org vocabulary download). */
export async function validateWithAdobe(ld: unknown): Promise<AdobeIssue[]> {
  const { default: Validator } = await import('@adobe/structured-data-validator');
  return new Validator().validate({ jsonld: { JobPosting: [structuredClone(ld)] } });
}
