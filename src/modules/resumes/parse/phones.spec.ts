import type { CountryCode } from 'libphonenumber-js/max';
import { findPhoneNumber, looksLikeDates, resumeCountry, toE164, withOcrDigits } from './phones';

const find = (text: string, country: CountryCode | null = 'FR'): string | null => findPhoneNumber(text.split('\n'), { country, headerLines: 5 });

describe('findPhoneNumber', () => {
  it.each([
    ['Tél. : 06 12 34 56 78', 'FR', '+33612345678'],
    ['Contact\nPhone+1-212-555-0198\nAddress2201 Walnut Street', 'US', '+12125550198'],
    ['Téléphone06 12 34 56 78', 'FR', '+33612345678'],
    ['06 39 98 12 34', 'FR', '+33639981234'],
    ['+33 6 39 98 12 34', 'FR', '+33639981234'],
    ['+33 (0)1 42 68 53 00', 'FR', '+33142685300'],
    ['06.39.98.12.34', 'FR', '+33639981234'],
    ['06-39-98-12-34', 'FR', '+33639981234'],
    ['Mobile: 07700 900123', 'GB', '+447700900123'],
    ['+44 (0)7700 900 123', 'GB', '+447700900123'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['0113 496 0123', 'GB', '+441134960123'],
    ['Phone: (860) 555-0142', 'US', '+18605550142'],
    ['+1 512-555-0199', 'US', '+15125550199'],
    ['503.555.0187', 'US', '+15035550187'],
    // A French number in an English resume of someone living in France.
    ['+33 7 81 22 33 44', 'GB', '+33781223344'],
    // An icon read as a digit before the number.
    ['0 503.555.0229', 'US', '+15035550229'],
    // Its shape says French even when the country is unknown.
    ['06 39 98 12 34', null, '+33639981234'],
  ] as const)('reads %s (%s)', (text, country, expected) => {
    expect(find(text, country)).toBe(expected);
  });

  it.each([
    ['2018 - 2019 Data Engineer 2020 - 2021', 'GB'],
    ['Né en 1990, 2015 - 2017', 'FR'],
    ['03/2019 - 12/2022', 'FR'],
    ['2019-03-01 — 2021-02-01', 'GB'],
    ['Budget de 1 200 000 euros', 'FR'],
  ] as const)('never reads a number from %s', (text, country) => {
    expect(find(`Experience\n\n\n\n\n\n${text}`, country)).toBeNull();
  });

  it('prefers a labelled number to one in running text', () => {
    expect(find('Invoice 0145 223 344\nTel: 06 11 22 33 44')).toBe('+33611223344');
  });
});

describe('numbers OCR read with letters', () => {
  it.each([
    ['Tél. : O6 21 48 93 75', 'Tél. : 06 21 48 93 75'],
    ['+1 902-555-Ol73', '+1 902-555-0173'],
    ['0O33 6 58 21 47 93', '0033 6 58 21 47 93'],
  ])('%s', (line, expected) => {
    expect(withOcrDigits(line)).toBe(expected);
  });

  it('leaves words and short runs alone', () => {
    expect(withOcrDigits('Tel 06 12 34 56 78 Office')).toBe('Tel 06 12 34 56 78 Office');
    expect(withOcrDigits('Oil & Gas 2019 - 2021')).toBe('Oil & Gas 2019 - 2021');
    expect(withOcrDigits('Ol 23 45')).toBe('Ol 23 45');
  });

  it('reads the mended number', () => {
    expect(find('Jane Doe\nTél. : O6 21 48 93 75')).toBe('+33621489375');
  });
});

describe('a landline and a mobile', () => {
  it('takes the mobile of a landline printed first', () => {
    expect(find('Jane Doe\nOffice: 0131 225 4871\nMobile: 07845 662190', 'GB')).toBe('+447845662190');
    expect(find('Jean Dupont\nFixe : 01 42 68 53 00\nPortable : 06 12 34 56 78')).toBe('+33612345678');
  });

  it('keeps the first of two mobiles, and a mobile printed first', () => {
    expect(find('Jean Dupont\n06 12 34 56 78\n07 63 28 19 54')).toBe('+33612345678');
    expect(find('Jean Dupont\n06 12 34 56 78\n01 42 68 53 00')).toBe('+33612345678');
  });
});

describe('looksLikeDates', () => {
  it.each([
    ['2018 - 2019', true],
    ['2018 2019 2020', true],
    ['12/03/2019', true],
    ['2019-03-01', true],
    ['06 39 98 12 34', false],
    ['07700 900123', false],
  ])('%s -> %s', (raw, expected) => {
    expect(looksLikeDates(raw)).toBe(expected);
  });
});

describe('toE164', () => {
  it('accepts an unassigned but possible range, refuses an impossible length', () => {
    expect(toE164({ digits: '0639981234', raw: '06 39 98 12 34' }, 'FR')).toBe('+33639981234');
    expect(toE164({ digits: '+4477009001', raw: '+44 77009001' }, 'GB')).toBeNull();
  });
});

describe('national numbers of a country read by its length', () => {
  it('reads an Irish or a Belgian number in its own country', () => {
    expect(toE164({ digits: '0890485582', raw: '0890485582' }, 'IE')).toBe('+353890485582');
    expect(toE164({ digits: '048369835', raw: '04 836 98 35' }, 'BE')).toBe('+3248369835');
    // (a British mobile in a resume that names Dublin is no Irish number: its range is not Irish)
    expect(toE164({ digits: '07943590351', raw: '07943 590 351' }, 'IE')).toBe('+447943590351');
  });

  it('reads Australian, Moroccan, Senegalese and Indian national numbers in their country', () => {
    expect(toE164({ digits: '0433126604', raw: '0433-126-604' }, 'AU')).toBe('+61433126604');
    expect(toE164({ digits: '0607663090', raw: '0607-663090' }, 'MA')).toBe('+212607663090');
    expect(toE164({ digits: '702896499', raw: '70 289 64 99' }, 'SN')).toBe('+221702896499');
    expect(toE164({ digits: '8956102310', raw: '89561 02310' }, 'IN')).toBe('+918956102310');
  });

  it('reads an Indian mobile printed in two groups of five with no country to go by, not as an American number', () => {
    expect(toE164({ digits: '9987975799', raw: '99879 75799' }, null)).toBe('+919987975799');
    expect(toE164({ digits: '9987975799', raw: '998-797-5799' }, null)).toBe('+19987975799');
    // (ungrouped, in a resume that names an Indian town)
    expect(toE164({ digits: '9845012345', raw: '9845012345' }, 'IN')).toBe('+919845012345');
  });

  it('reads a French number France does not assign in the overseas department that does', () => {
    expect(toE164({ digits: '0690561099', raw: '0690.56.10.99' }, 'FR')).toBe('+590690561099');
    expect(toE164({ digits: '0612345678', raw: '06 12 34 56 78' }, 'FR')).toBe('+33612345678');
  });
});

describe('numbers OCR glued to an icon or printed two on a line', () => {
  it('reads a number an icon read as letters is glued to, and each of two numbers a slash sets apart', () => {
    expect(find('Brian Mugisha\nJ0772 481 635', 'UG')).toBe('+256772481635');
    expect(find('Salomé Bertrand\nka06 98 24 51 73')).toBe('+33698245173');
    expect(find('Cheikh Tidiane SARR\nTél. : 33 824 61 09 / 77 634 29 18', 'SN')).toBe('+221776342918');
    // (an "O" for a zero is no icon)
    expect(find('Romain Aubert\nOO33 6 58 21 47 93')).toBe('+33658214793');
  });
});

describe('numbers of eight digits', () => {
  it('reads one in the contact area where the resume country assigns it', () => {
    expect(find('Rami Abi Nader\n76 857 793\nSaïda, Liban', 'LB')).toBe('+96176857793');
  });

  it('leaves one the country does not assign, one without a country, and one in running text', () => {
    expect(find('Jane Doe\n12 345 678', 'GB')).toBeNull();
    expect(find('Jane Doe\n76 857 793', null)).toBeNull();
    expect(find(`Jane Doe\n${'Summary line\n'.repeat(30)}Budget 76 857 793`, 'LB')).toBeNull();
  });
});

describe('numbers of seven digits', () => {
  it('reads one set apart by a dot or a space in the contact area where the resume country assigns it', () => {
    expect(find('Anisha Persaud\nWoodworking\n@ 630.9435\nhello@anisha-persaud.gy', 'GY')).toBe('+5926309435');
  });

  it('leaves one the country does not assign, one without separators, and one in running text', () => {
    expect(find('Jane Doe\n630.9435', 'FR')).toBeNull();
    expect(find('Jane Doe\n6309435', 'GY')).toBeNull();
    // (nor the end of a longer one a mark cut off)
    expect(find('Orla Byrne\nQ,087 988 6272', 'IE')).not.toBe('+3539886272');
    expect(find(`Jane Doe\n${'Summary line\n'.repeat(30)}Budget 630 9435`, 'GY')).toBeNull();
  });
});

describe('resumeCountry', () => {
  it('reads a national number in the country of an e-mail domain of its own, not in France for a "rue" and the French language', () => {
    expect(resumeCountry('Séverine Crettenand\nRue du Grand-Pont 12, 1950 Sion\n078 709 06 28\nseverine-crettenand@example.ch', 'fr')).toBe('CH');
  });

  it('takes a place the contact block names over the French language and a mail provider\'s country domain', () => {
    expect(resumeCountry('BP 1347 Yaoundé, Cameroun\nmarieclaire.oyono@yahoo.fr', 'fr')).toBe('CM');
    expect(resumeCountry('Cité 500 logements, Bab Ezzouar, Alger\na.benmoussa@yahoo.fr', 'fr')).toBe('DZ');
    expect(resumeCountry('Tel Aviv · 052-481-6730', 'en')).toBe('IL');
    // (an employer's own domain still weighs as the candidate's place)
    expect(resumeCountry('Ingénieure\nkonan.kouassi+cv@example.ci', 'fr')).toBe('CI');
  });

  it('reads a country\'s name in the contact block only: an employer named after it is no place', () => {
    const jobs = Array.from({ length: 14 }, (_, index) => `- Shipped release ${index}.`).join('\n');
    expect(resumeCountry(`Fiona Munro\n027 945 4635 | f.munro@xtra.example.co.nz\nEXPERIENCE\n${jobs}\nBioinformatics Scientist\nGenomics England`, 'en')).toBe('NZ');
    expect(resumeCountry('Loris Marguerettaz\nAoste · 349.636.0144 · loris@libero.example.it', 'fr')).toBe('IT');
  });

  it('gives no weight to a "+" set apart from a number no country assigns (a bullet OCR misread)', () => {
    expect(resumeCountry('Kolkata, West Bengal + 98436-60335 - rohan@example.com', 'en')).toBe('IN');
  });

  it.each([
    ['12 rue des Lilas, 69003 Lyon', 'en', 'FR'],
    ['14 Wellington Place, Leeds, LS1 4AP', 'en', 'GB'],
    ['55 Asylum Street, Hartford, CT 06103', 'en', 'US'],
    ['jane@example.co.uk', 'en', 'GB'],
    ['Développeuse', 'fr', 'FR'],
    ['P.O. Box 12345-00100, Nairobi, Kenya', 'en', 'KE'],
    ['Nairobi, Nairobi County', 'en', 'KE'],
    ['Busan', 'en', 'KR'],
    ['Sham Shui Po, Kowloon', 'en', 'HK'],
    ['Libreville', 'fr', 'GA'],
    ['Kourou, Guyane', 'fr', 'GF'],
    ['Rue de la Station 14, 7500 Tournai', 'fr', 'BE'],
    ['Ennis, Co. Clare', 'en', 'IE'],
    ['Colombo 05, Sri Lanka', 'en', 'LK'],
    ['Saint-Denis (974), La Réunion', 'fr', 'RE'],
    ['Abidjan, Côte d’Ivoire', 'fr', 'CI'],
    ['Newcastle NSW 2300', 'en', 'AU'],
    ['Ingénieure\nkonan.kouassi+cv@example.ci', 'fr', 'CI'],
    ['Réunion de chantier hebdomadaire', 'fr', 'FR'],
    ['Jordan Smith, Chad Street', 'en', null],
    ['+44 7700 900123 · Paris', 'fr', 'GB'],
    ['grainne94@example.ie', 'en', 'IE'],
    ['Rue Haute 12, 1000 Bruxelles\naline@example.be', 'fr', 'BE'],
    ['Genève, GE, CH', 'fr', 'CH'],
    ['Bristol, United Kingdom of Great Britain and Northern Ireland', 'en', 'GB'],
    ['clarke21@example.co.uk, Manchester M3 4LQ', 'en', 'GB'],
    ['Melbourne, VIC, AU\n0497 668 242', 'en', 'AU'],
    ['jarrah.mackenzie.pro@bigpond.example.com.au', 'en', 'AU'],
    ['Casablanca\n0607-663090', 'fr', 'MA'],
    ['khady@orange.example.sn\nDakar\n11000\nFormation', 'fr', 'SN'],
    ['+91 89561 02310', 'en', 'IN'],
    // (a five-digit postcode in a German, Italian or Spanish city is no French one)
    ['maximilian_vonbuelow.80@gmx.example.de\n0152/73633249\nSchönhauser Allee 112 10439 Berlin Berlin DE', 'fr', 'DE'],
    // (a vanity domain is no country)
    ['jane@studio.io\nLeeds LS1 4AP', 'en', 'GB'],
  ] as const)('%s (%s) -> %s', (text, language, expected) => {
    expect(resumeCountry(text, language)).toBe(expected);
  });
});
