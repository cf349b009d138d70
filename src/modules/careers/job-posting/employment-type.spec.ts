import { employmentTypes } from './employment-type';

describe('employmentTypes', () => {
  it.each([
    ['CDI', ['FULL_TIME']],
    ['Permanent contract', ['FULL_TIME']],
    ['Contrat à durée indéterminée', ['FULL_TIME']],
    ['Full-time', ['FULL_TIME']],
    ['Temps plein', ['FULL_TIME']],
    ['CDI temps partiel', ['PART_TIME']],
    ['Permanent, part-time', ['PART_TIME']],
    ['Mi-temps', ['PART_TIME']],
    ['CDD', ['TEMPORARY']],
    ['Contrat à durée déterminée (6 mois)', ['TEMPORARY']],
    ['Fixed-term contract', ['TEMPORARY']],
    ['Intérim', ['TEMPORARY']],
    ['CDD temps plein', ['FULL_TIME', 'TEMPORARY']],
    ['CDD à temps partiel', ['PART_TIME', 'TEMPORARY']],
    ['Freelance', ['CONTRACTOR']],
    ['Contractor', ['CONTRACTOR']],
    ['Indépendant', ['CONTRACTOR']],
    ['Stage', ['INTERN']],
    ['Stage de fin d\'études', ['INTERN']],
    ['Internship', ['INTERN']],
    ['Alternance', ['INTERN']],
    ['Contrat d\'apprentissage', ['INTERN']],
    ['Apprenticeship', ['INTERN']],
    ['Bénévolat', ['VOLUNTEER']],
    ['Service civique', ['VOLUNTEER']],
    ['Volunteer', ['VOLUNTEER']],
    ['', []],
    ['Contrat', []],
    ['To be discussed', []],
  ])('maps %j to %j', (jobtype, expected) => {
    expect(employmentTypes(jobtype)).toEqual(expected);
  });
});
