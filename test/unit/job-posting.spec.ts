import { CareerJobDto } from '../../src/modules/careers/dto/career-jobs.dto';
import { jobPostingJsonLd } from '../../src/modules/careers/job-posting/job-posting';
import { checkGoogleJobPosting, validateWithAdobe } from '../support/google-job-posting';

function job(overrides: Partial<CareerJobDto> = {}): CareerJobDto {
  return {
    jobid: 'Q7mK2pX9aB',
    title: 'Backend engineer',
    date: '2026-01-10T09:00:00.000Z',
    url: 'https://acme.example/jobs/backend',
    company: 'Acme',
    city: 'Lyon',
    state: 'Auvergne-Rhône-Alpes',
    country: 'FR',
    description: '<p>Build <b>APIs</b></p>',
    salary: '55-65k EUR',
    jobtype: 'CDI',
    remotetype: 'Hybrid remote',
    customFields: { Team: 'Platform' },
    ...overrides,
  };
}

const errors = (ld: unknown) => checkGoogleJobPosting(ld).filter((f) => f.severity === 'error');
const warnings = (ld: unknown) => checkGoogleJobPosting(ld).filter((f) => f.severity === 'warning').map((f) => f.property);

describe('jobPostingJsonLd', () => {
  it('gives a complete JobPosting for a complete job: no error, only validThrough missing', async () => {
    const ld = jobPostingJsonLd(job(), { clientName: 'Client' });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend engineer',
      description: '<p>Build <b>APIs</b></p>',
      datePosted: '2026-01-10T09:00:00.000Z',
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: 'Q7mK2pX9aB' },
      url: 'https://acme.example/jobs/backend',
      hiringOrganization: { '@type': 'Organization', name: 'Acme' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Lyon', addressRegion: 'Auvergne-Rhône-Alpes', addressCountry: 'FR' },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 65000, unitText: 'YEAR' },
      },
      directApply: true,
    });
    expect(errors(ld)).toEqual([]);
    expect(warnings(ld)).toEqual(['validThrough']);
    // Adobe's rules recommend the two remote-work properties on every posting; Google's only on remote jobs.
    const adobe = await validateWithAdobe(ld);
    expect(adobe.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    expect(adobe.flatMap((issue) => issue.fieldNames).sort()).toEqual(['applicantLocationRequirements', 'jobLocationType', 'validThrough']);
  });

  it('marks a fully remote job TELECOMMUTE with the country applicants must live in, and no office', async () => {
    const ld = jobPostingJsonLd(job({ remotetype: 'Fully remote' }), { clientName: 'Client' });
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'FR' } });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(errors(ld)).toEqual([]);
    expect((await validateWithAdobe(ld)).filter((issue) => issue.severity === 'ERROR')).toEqual([]);
  });

  it.each(['Hybrid remote', 'No remote', ''])('keeps the office address of a %j job and no TELECOMMUTE', (remotetype) => {
    const ld = jobPostingJsonLd(job({ remotetype }), { clientName: 'Client' });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).toHaveProperty('jobLocation.address.addressCountry', 'FR');
  });

  it.each([
    ['CDD', 'TEMPORARY'],
    ['Stage', 'INTERN'],
    ['Freelance', 'CONTRACTOR'],
    ['CDD temps partiel', ['PART_TIME', 'TEMPORARY']],
  ])('maps the contract type %j to employmentType %j', (jobtype, expected) => {
    const ld = jobPostingJsonLd(job({ jobtype }), { clientName: 'Client' });
    expect(ld).toHaveProperty('employmentType', expected);
    expect(errors(ld)).toEqual([]);
  });

  it.each([
    ['45 000 € / an', { value: 45000, unitText: 'YEAR' }, 'EUR'],
    ['$120,000 a year', { value: 120000, unitText: 'YEAR' }, 'USD'],
    ['12,50 €/h', { value: 12.5, unitText: 'HOUR' }, 'EUR'],
  ])('puts the salary %j as baseSalary', (salary, value, currency) => {
    const ld = jobPostingJsonLd(job({ salary }), { clientName: 'Client' });
    expect(ld).toHaveProperty('baseSalary', { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...value } });
    expect(errors(ld)).toEqual([]);
  });

  it('leaves out what the job does not say, and stays valid: no salary, contract, url or company', async () => {
    const ld = jobPostingJsonLd(job({ salary: 'Selon profil', jobtype: 'À définir', url: '', company: '' }), { clientName: 'Client Corp' });
    for (const property of ['baseSalary', 'employmentType', 'url', 'validThrough']) expect(ld).not.toHaveProperty(property);
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Client Corp' });
    expect(errors(ld)).toEqual([]);
    expect(warnings(ld).sort()).toEqual(['baseSalary', 'employmentType', 'validThrough']);
    expect((await validateWithAdobe(ld)).filter((issue) => issue.severity === 'ERROR')).toEqual([]);
  });

  it('uses the title, escaped, as description when the job has none (Google requires one)', () => {
    const ld = jobPostingJsonLd(job({ title: 'R&D <lead>', description: '  ' }), { clientName: 'Client' });
    expect(ld).toHaveProperty('description', 'R&amp;D &lt;lead&gt;');
  });

  it('is flagged by both validators when the job gives no place at all (Google needs a country)', async () => {
    const ld = jobPostingJsonLd(job({ city: '', state: '', country: '' }), { clientName: 'Client' });
    expect(errors(ld).map((f) => f.property)).toEqual(['jobLocation']);
    expect(await validateWithAdobe(ld)).toContainEqual(expect.objectContaining({ severity: 'ERROR', fieldNames: ['jobLocation'] }));
  });

  it('is flagged when a fully remote job names no country (applicantLocationRequirements)', async () => {
    const ld = jobPostingJsonLd(job({ country: '', remotetype: 'Fully remote' }), { clientName: 'Client' });
    expect(errors(ld).map((f) => f.property)).toEqual(['applicantLocationRequirements']);
    expect(await validateWithAdobe(ld)).toContainEqual(expect.objectContaining({ severity: 'ERROR', fieldNames: ['applicantLocationRequirements'] }));
  });
});

describe('the Google checker itself', () => {
  it('finds every required property missing in an empty JobPosting', () => {
    const found = errors({ '@context': 'https://schema.org', '@type': 'JobPosting' }).map((f) => f.property);
    expect(found).toEqual(['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']);
  });

  it('refuses values outside Google\'s lists', () => {
    const ld = {
      ...jobPostingJsonLd(job(), { clientName: 'Client' }),
      employmentType: 'PERMANENT',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'euro', value: { '@type': 'QuantitativeValue', value: 1, unitText: 'YEAR' } },
      jobLocationType: 'REMOTE',
    };
    expect(errors(ld).map((f) => f.property).sort()).toEqual(['baseSalary', 'employmentType', 'jobLocationType']);
  });
});
