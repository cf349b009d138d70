import type { MonetaryAmount, Place } from 'schema-dts';
import { CareerJobDto, JobPostingJsonLd } from '../dto/career-jobs.dto';
import { employmentTypes } from './employment-type';
import { parseSalary } from './salary';

export interface JobPostingContext {
  /** Who hires when the job names no company: the client. */
  clientName: string;
}

/**
 * A schema.org JobPosting as Google's job search reads it (required: title, description,
 * datePosted, hiringOrganization, jobLocation or, for a fully remote job, jobLocationType
 * TELECOMMUTE with applicantLocationRequirements; recommended: identifier, employmentType,
 * baseSalary, directApply, validThrough). Only what the job states is said: no employmentType when
 * the contract text does not map, no baseSalary when the salary text does not parse, no
 * validThrough (the service does not know when a job closes), no address part that is empty.
 */
export function jobPostingJsonLd(job: CareerJobDto, context: JobPostingContext): JobPostingJsonLd {
  const organization = job.company.trim() || context.clientName;
  const fullyRemote = job.remotetype === 'Fully remote';
  const country = job.country.trim();
  const types = employmentTypes(job.jobtype);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description.trim() ? job.description : escapeHtml(job.title),
    datePosted: job.date,
    identifier: { '@type': 'PropertyValue', name: organization, value: job.jobid },
    ...(job.url.trim() ? { url: job.url } : {}),
    hiringOrganization: { '@type': 'Organization', name: organization },
    ...(fullyRemote ? {} : location(job)),
    ...(fullyRemote
      ? { jobLocationType: 'TELECOMMUTE', ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}) }
      : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    ...salary(job.salary),
    // The career page that carries this JSON-LD shows the application form (applicationForm).
    directApply: true,
  };
}

/** jobLocation with the parts of the address the job gives (Google needs addressCountry). */
function location(job: CareerJobDto): { jobLocation?: Place } {
  const parts = {
    ...(job.city.trim() ? { addressLocality: job.city.trim() } : {}),
    ...(job.state.trim() ? { addressRegion: job.state.trim() } : {}),
    ...(job.country.trim() ? { addressCountry: job.country.trim() } : {}),
  };
  if (Object.keys(parts).length === 0) return {};
  return { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...parts } } };
}

function salary(text: string): { baseSalary?: MonetaryAmount } {
  const parsed = parseSalary(text);
  if (!parsed) return {};
  const { currency, unit, value, minValue, maxValue } = parsed;
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(value !== undefined ? { value } : {}),
        ...(minValue !== undefined ? { minValue } : {}),
        ...(maxValue !== undefined ? { maxValue } : {}),
        unitText: unit,
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
