import { parseEducation } from './education';
import { isLocation, splitFragments } from './entries';
import { parseExperiences } from './experiences';
import { ResumeLine, resumeLines } from './lines';

const experiences = (text: string): Array<[string, string, string | null, string | null, boolean]> =>
  parseExperiences(resumeLines(text)).map((e) => [e.title, e.company, e.start, e.end, e.current]);
const education = (text: string): Array<[string, string, string | null, string | null]> => parseEducation(resumeLines(text)).map((e) => [e.degree, e.school, e.start, e.end]);

describe('parseExperiences', () => {
  it.each([
    [
      'company / place alone on its line / title / dates (the place neither a heading line nor a company)',
      'Initech\nNew York, NY\nVice President of Sales\nMarch 2019 – Present\nUmbrella\nChesterfield, MO\nDirector of Operations\nJune 2015 – February 2019\nAcme Corp, CA\nAnalyst\n2013 - 2015',
      [['Vice President of Sales', 'Initech', '2019-03', null, true], ['Director of Operations', 'Umbrella', '2015-06', '2019-02', false], ['Analyst', 'Acme Corp', '2013', '2015', false]],
    ],
    [
      'title / dates | town / bullets / the company with its contract type last',
      "Chargée de gestion documentaire\nseptembre 2023 – Aujourd'hui | Amiens\nMise en place d’une chaîne de versement.\nLocarchives · Temps partiel\nArchiviste\nfévrier 2017 – octobre 2021 | Dunkerque\nClassement de 1 800 mètres linéaires.\nRestore Information Management · CDI",
      [['Chargée de gestion documentaire', 'Locarchives', '2023-09', null, true], ['Archiviste', 'Restore Information Management', '2017-02', '2021-10', false]],
    ],
    [
      'dates then "Title, Company, Town." ending on a stop, as moderncv prints its entries',
      '05/2021 – 02/2025 Chef de projet clinique, Parexel, Blainville.\nSuivi de 11 centres d’essais.\n11/2010 – 01/2015 Attaché de recherche clinique, Institut Curie, Paris.',
      [['Chef de projet clinique', 'Parexel', '2021-05', '2025-02', false], ['Attaché de recherche clinique', 'Institut Curie', '2010-11', '2015-01', false]],
    ],
    [
      'a bullet that ends on a contract type is no company',
      'Archivist\nOctober 2019 — Present | Amiens\nworked on the digital archive - full-time',
      [['Archivist', 'Amiens', '2019-10', null, true]],
    ],
    [
      'the same as OCR reads it, its middle dots read as hyphens',
      'Archivist\nOctober 2019 — Present | Leeds\n. Answered 600 reader enquiries a year.\nLeeds Teaching Hospitals - Fixed-term\nRecords Officer\nApril 2018 — September 2019 | Bradford\nRestore Information Management - Full-time',
      [['Archivist', 'Leeds Teaching Hospitals', '2019-10', null, true], ['Records Officer', 'Restore Information Management', '2018-04', '2019-09', false]],
    ],
    [
      'title, company / dates',
      'Data Engineer, Acme Ltd\nMarch 2021 - Present\nBuilt the pipelines.\nAnalyst, Globex Inc.\nSeptember 2017 - February 2021\nReporting.',
      [['Data Engineer', 'Acme Ltd', '2021-03', null, true], ['Analyst', 'Globex Inc.', '2017-09', '2021-02', false]],
    ],
    [
      'company / dates / title, with short description lines that look like headings',
      'Northwind Traders\n2021-03 - Present\nStore Manager\nDashboards\nLed migration\nContoso Pharmaceuticals\n2017-09 - 2021-02\nBarista\nLatte art',
      [['Store Manager', 'Northwind Traders', '2021-03', null, true], ['Barista', 'Contoso Pharmaceuticals', '2017-09', '2021-02', false]],
    ],
    [
      'title, company / dates with a duration in words ("a year") / a bulleted line',
      'Healthcare Assistant, Alder & Finch\nDecember 2019 — September 2023 4 years\nWard Manager, Hartwell & Sons\nMay 2018 — October 2019 a year\n• Wrote the handbook.\nNurse, Adventure Works\nNovember 2014 — May 2018 4 years',
      [['Healthcare Assistant', 'Alder & Finch', '2019-12', '2023-09', false], ['Ward Manager', 'Hartwell & Sons', '2018-05', '2019-10', false], ['Nurse', 'Adventure Works', '2014-11', '2018-05', false]],
    ],
    [
      'dates / title / company, the next dates glued after a description sentence by a converter',
      'October 2022 - present\nSolicitor\nClinique des Tilleuls\nMain point of contact for key customers. December 2018 - June 2022\nCompliance Officer\nÉditions Sablier\nAugust 2015 - August 2018\nLegal Counsel\nHexagone Data',
      [['Solicitor', 'Clinique des Tilleuls', '2022-10', null, true], ['Compliance Officer', 'Éditions Sablier', '2018-12', '2022-06', false], ['Legal Counsel', 'Hexagone Data', '2015-08', '2018-08', false]],
    ],
    [
      'company / its town with a region\'s initials or a country / title / dates',
      'Hotel Casa Jacaranda\nMonterrey, N.L.\nInventory Analyst\nJun 2021 — Jan 2022\nMadagascar Transit Services SA\nAntsirabe, Madagascar\nAnalyste financier\nnov. 2019 — févr. 2021',
      [['Inventory Analyst', 'Hotel Casa Jacaranda', '2021-06', '2022-01', false], ['Analyste financier', 'Madagascar Transit Services SA', '2019-11', '2021-02', false]],
    ],
    [
      'LinkedIn\'s export: an employer with its total tenure above its roles, each with its contract type, dates and duration',
      'Adecco UK Ltd\n4 yrs 5 mos\nHR Assistant\nPermanent Full-time\nMay 2017 - Apr 2021 · 4 yrs\nLeeds, England, United Kingdom\nDesigned the onboarding programme and new-starter survey. Produced monthly HR\ndashboards on headcount.\nPeople Operations Intern\nInternship\nDec 2016 - Apr 2017 · 5 mos\nClinique des Cèdres\nAgent de service hospitalier\nNov 2007 - Feb 2010 · 2 yrs 4 mos',
      [
        ['HR Assistant', 'Adecco UK Ltd', '2017-05', '2021-04', false],
        ['People Operations Intern', 'Adecco UK Ltd', '2016-12', '2017-04', false],
        ['Agent de service hospitalier', 'Clinique des Cèdres', '2007-11', '2010-02', false],
      ],
    ],
    [
      'a duration printed before the title, a contract with "de" and its length',
      '10/2022 – 01/2024 : 1 year 4 months Healthcare Assistant – Kaiser Permanente\n03/2022 – 09/2022 : Assistant approvisionneur (Stage de 6 mois) – Transports Martin SARL',
      [['Healthcare Assistant', 'Kaiser Permanente', '2022-10', '2024-01', false], ['Assistant approvisionneur', 'Transports Martin SARL', '2022-03', '2022-09', false]],
    ],
    [
      'dates / title / "Company, Town, ST"',
      '2018 – Present (3 years)\nLegal Secretary\nLegal Aid Society, New York, NY\n• Prepared court bundles.\n2016 – 2017 (1 year)\nLegal Secretary\nBaker McKenzie, Chicago, IL',
      [['Legal Secretary', 'Legal Aid Society', '2018', null, true], ['Legal Secretary', 'Baker McKenzie', '2016', '2017', false]],
    ],
    [
      'a contract type with its length in brackets after the title',
      '2018 – 2022 : Notaire (CDD 6 mois) – Étude Maître Garnier',
      [['Notaire', 'Étude Maître Garnier', '2018', '2022', false]],
    ],
    [
      'a title above its duration and then its dates is no employer',
      'Data Analyst\n2 years\nJan 2019 - Dec 2020\nAcme Ltd',
      [['Data Analyst', 'Acme Ltd', '2019-01', '2020-12', false]],
    ],
    [
      'company with a legal suffix after a comma ("P.C.") / dates / title',
      'Bayside Legal Group, P.C.\n11/2022 - Present\nSoftware Engineer\n• Cut costs by 30%.\nSilverline Construction LLC\n03/2018 - 08/2022\nData Analyst',
      [['Software Engineer', 'Bayside Legal Group, P.C.', '2022-11', null, true], ['Data Analyst', 'Silverline Construction LLC', '2018-03', '2022-08', false]],
    ],
    [
      'one company above two roles, each role with its dates',
      'Fenwick & Doyle LLP\nIn-house Counsel\nJun 2020 – Present\nDrafted over 150 supply agreements.\nConveyancer\nJul 2017 – Jun 2020\nRan the data room for a share sale.',
      [['In-house Counsel', 'Fenwick & Doyle LLP', '2020-06', null, true], ['Conveyancer', 'Fenwick & Doyle LLP', '2017-07', '2020-06', false]],
    ],
    [
      'company / dates and title set as list items under it (a Word conversion of a theme\'s lists)',
      'Métropole Grenoble-Alpes\n• décembre 2024 - octobre 2025\n• Consultant SEO\n• Trafic naturel en hausse de 42 % en 12 mois.\nCollège Jean-Rostand\n• août 2019 - novembre 2024\n• Chef de produit marketing\n• Lancement de 4 produits sur 6 marchés.',
      [['Consultant SEO', 'Métropole Grenoble-Alpes', '2024-12', '2025-10', false], ['Chef de produit marketing', 'Collège Jean-Rostand', '2019-08', '2024-11', false]],
    ],
    [
      'company / title / dates',
      'Meridian Retail\nOperations Coordinator\n2020 - 2023\nLakeside Health NHS Trust\nStaff Nurse\n2015 - 2020',
      [['Operations Coordinator', 'Meridian Retail', '2020', '2023', false], ['Staff Nurse', 'Lakeside Health NHS Trust', '2015', '2020', false]],
    ],
    [
      'title and right-aligned dates / company · location (a US city and state is neither)',
      'Financial Analyst\nMar 2021 - Present\nKestrel Software · Hartford, CT\nAccountant\nJan 2018 - Feb 2021\nFabrikam Inc.\nHartford, CT',
      [['Financial Analyst', 'Kestrel Software', '2021-03', null, true], ['Accountant', 'Fabrikam Inc.', '2018-01', '2021-02', false]],
    ],
    [
      'French: title at company, letter-spaced dates, a lone start date for the current job',
      'Infirmière chez Clinique des Tilleuls\njuin 2021\nTechnicien de maintenance chez Atelier Duval SARL\n2019-04-01 À 2021-05-01',
      [['Infirmière', 'Clinique des Tilleuls', '2021-06', null, true], ['Technicien de maintenance', 'Atelier Duval SARL', '2019-04', '2021-05', false]],
    ],
    [
      'a label column read a row apart: the first heading above its dates, the next ones below theirs',
      'Quality Engineer at Alder & Finch\n2023-10-01\nManaged a budget of £1.2m.\n2023-01-01 TO 2023-09-01\nQuality Engineer at Summit Community Bank\nTrained 12 new starters.\n2021-01-01 TO 2023-01-01\nMaintenance Technician at Kestrel Software\nCut costs by 30%.',
      [
        ['Quality Engineer', 'Alder & Finch', '2023-10', null, true],
        ['Quality Engineer', 'Summit Community Bank', '2023-01', '2023-09', false],
        ['Maintenance Technician', 'Kestrel Software', '2021-01', '2023-01', false],
      ],
    ],
    [
      'a narrow date column: the start above the end, each alone on its line',
      'Sep 2019\nPresent\nBarista, Northwind Coffee\n2017\n2019\nWaiter, Contoso Bistro',
      [['Barista', 'Northwind Coffee', '2019-09', null, true], ['Waiter', 'Contoso Bistro', '2017', '2019', false]],
    ],
    [
      'a section printed twice: each entry once',
      'Data Engineer, Acme Ltd\nMarch 2021 - Present\nAnalyst, Globex Inc.\n2017 - 2021\nData Engineer, Acme Ltd\nMarch 2021 - Present\nAnalyst, Globex Inc.\n2017 - 2021',
      [['Data Engineer', 'Acme Ltd', '2021-03', null, true], ['Analyst', 'Globex Inc.', '2017', '2021', false]],
    ],
  ])('%s', (_layout, text, expected) => {
    expect(experiences(text)).toEqual(expected);
  });
});

describe('dates in a left gutter', () => {
  it("reads a school's range whose two lines the degree's line came between", () => {
    expect(education('2013 -\nM.S. in Modern Languages\n2015\nKAIST')).toEqual([['M.S. in Modern Languages', 'KAIST', '2013', '2015']]);
  });

  it("reads a range whose two lines the title's line came between", () => {
    expect(experiences('Sep 2023 -\nEvents Coordinator\nPresent\nGL events | Cardiff\n+ Raised sponsorship income by 35%.\nMay 2021 -\nExhibition Sales Manager\nAug 2023\nValley Vets | Newport\n« Organised 45 corporate events a year.')).toEqual([
      ['Events Coordinator', 'GL events', '2023-09', null, true],
      ['Exhibition Sales Manager', 'Valley Vets', '2021-05', '2023-08', false],
    ]);
  });
});

describe('headings set as list items above their dates', () => {
  it('reads each short list item right above an entry\'s dates as its heading when the section opens on one', () => {
    expect(experiences('• Physiotherapist, Banco Cerrado S.A.\nAug 2023 - Oct 2025 2 years 2 months\nPart of a team of 12 serving clients across the region.\n• Ward Manager, Dados do Sul Tecnologia Ltda.\nSep 2020 - May 2023 2 years 7 months\n• Cut medication errors by 40% with a double-check protocol.')).toEqual([
      ['Physiotherapist', 'Banco Cerrado S.A.', '2023-08', '2025-10', false],
      ['Ward Manager', 'Dados do Sul Tecnologia Ltda.', '2020-09', '2023-05', false],
    ]);
  });

  it('reads the list item right above dates set as a list item as part of the heading ("Title" / "• Company" / "• dates")', () => {
    expect(experiences('Procurement Specialist\n• Eko Design Studio\n• May 2020 – Jun 2025\nReporting to the Chief Operating Officer; budget holder.\nCustoms Officer\n• Lagos Freight Services Ltd\n• Mar 2017 – Jun 2018')).toEqual([
      ['Procurement Specialist', 'Eko Design Studio', '2020-05', '2025-06', false],
      ['Customs Officer', 'Lagos Freight Services Ltd', '2017-03', '2018-06', false],
    ]);
  });
});

describe('a title and a company run together on one line', () => {
  it('splits after the title\'s last known word when the rest is a company, and drops a bracketed duration and its badge', () => {
    expect(experiences('ANALYTICS ENGINEER KANO DATA LABS LTD\nJan 2022 - now (3 years 11 months)\ncurrent\nREPORTING ANALYST ZUMA ROCK SOFTWARE LTD\nSep 2016 - Oct 2021 (5 years 2 months)')).toEqual([
      ['ANALYTICS ENGINEER', 'KANO DATA LABS LTD', '2022-01', null, true],
      ['REPORTING ANALYST', 'ZUMA ROCK SOFTWARE LTD', '2016-09', '2021-10', false],
    ]);
    expect(experiences('Financial Controller Estudio Gráfico Alameda S.L.\nNov 2021 - now (4 years 1 month) current')).toEqual([['Financial Controller', 'Estudio Gráfico Alameda S.L.', '2021-11', null, true]]);
    // (the title's lower-case words after it go with it)
    expect(experiences('Pharmacien hospitalier Rheinland Logistik GmbH\nmai 2019 - juil. 2020 (1 an 3 mois)')).toEqual([['Pharmacien hospitalier', 'Rheinland Logistik GmbH', '2019-05', '2020-07', false]]);
  });

  it('keeps a title whose last words are no company ("Développeur Full Stack", "Head of Finance")', () => {
    expect(experiences('Développeur Full Stack\nJan 2020 - Dec 2021')).toEqual([['Développeur Full Stack', '', '2020-01', '2021-12', false]]);
    expect(experiences('Head of Finance Operations\nJan 2020 - Dec 2021')).toEqual([['Head of Finance Operations', '', '2020-01', '2021-12', false]]);
  });
});

describe('companies named by their domain, and titles of the mines', () => {
  it('reads "Takealot.com" as a company, a website with its path or in lower case as none', () => {
    expect(experiences('Production Supervisor\n08/2022 – 03/2023\nTakealot.com\nSaved EUR 1.1M a year.')).toEqual([['Production Supervisor', 'Takealot.com', '2022-08', '2023-03', false]]);
    expect(experiences('Production Supervisor\n08/2022 – 03/2023\ntakealot.com\nSaved EUR 1.1M a year.')[0][1]).not.toBe('takealot.com');
  });

  it('reads a date column\'s range wrapped under its start, the heading beside the start (moderncv)', () => {
    expect(experiences('02/2022 – Bibliothécaire, Bibliothèque municipale de Lyon\n10/2024\n04/2018 – Bibliothécaire jeunesse, Centre hospitalier d’Ajaccio\nPrésent')).toEqual([
      ['Bibliothécaire', 'Bibliothèque municipale de Lyon', '2022-02', '2024-10', false],
      ['Bibliothécaire jeunesse', 'Centre hospitalier d’Ajaccio', '2018-04', null, true],
    ]);
    // (not a range whose end is on its line, a word after it: "Jan 2022 - now (3 years)" / "current")
    expect(experiences('Analytics Engineer, Kano Data Labs\nJan 2022 - now (3 years)\ncurrent')).toEqual([['Analytics Engineer', 'Kano Data Labs', '2022-01', null, true]]);
  });

  it('tells a geologist\'s title from the company above it', () => {
    expect(experiences('Sibanye-Stillwater\nMine Geologist\nDecember 2020 - June 2023\nDiscovery Health\nHSE Superintendent\nMarch 2020 - September 2020')).toEqual([
      ['Mine Geologist', 'Sibanye-Stillwater', '2020-12', '2023-06', false],
      ['HSE Superintendent', 'Discovery Health', '2020-03', '2020-09', false],
    ]);
  });
});

describe('parseEducation', () => {
  it('reads a degree printed without dates after the last dated one, in the dated ones\' order', () => {
    expect(education('Graduate Diploma in Software Engineering\nUniversity of Adelaide\n2015\nBachelor in Information Technology\nFlinders University')).toEqual([
      ['Graduate Diploma in Software Engineering', 'University of Adelaide', null, '2015'],
      ['Bachelor in Information Technology', 'Flinders University', null, null],
    ]);
    // (schools printed over their degrees: a degree line over a school line is no pair, "Bachelor of Education" / "Carleton University")
    expect(education('University of Toronto\nCulinary Arts Management\nOct 2016 — Jun 2019\nBachelor of Education\nCarleton University\nCulinary Arts Management')).toEqual([
      ['Culinary Arts Management', 'University of Toronto', '2016-10', '2019-06'],
    ]);
    expect(education('University of Toronto\nBachelor of Arts\nOct 2016 — Jun 2019\nCarleton University\nBachelor of Education')).toEqual([
      ['Bachelor of Arts', 'University of Toronto', '2016-10', '2019-06'],
      ['Bachelor of Education', 'Carleton University', null, null],
    ]);
  });

  it('reads a second degree the dates\' heading lines reach as an entry of its own, the dates with the degree they stand nearest', () => {
    // (the dates above the first degree: the second undated, its school the line after it, a school named by its acronym)
    expect(education('JUIL. 2014\nMaster en Systèmes d’information\nHEPIA, Genève\nBachelor en Génie logiciel\nHEG Genève, Carouge')).toEqual([
      ['Master en Systèmes d’information', 'HEPIA', null, '2014-07'],
      ['Bachelor en Génie logiciel', 'HEG Genève, Carouge', null, null],
    ]);
    // (the dates below the second degree: the first undated)
    expect(education('BSc (Hons) in Watchmaking, Truro and Penwith College\nHND in Watchmaking, University of Exeter Penryn\n06/2013\nPenryn')).toEqual([
      ['BSc (Hons) in Watchmaking', 'Truro and Penwith College', null, null],
      ['HND in Watchmaking', 'University of Exeter Penryn', null, '2013-06'],
    ]);
    // (the dates on the second degree's line: the first undated)
    expect(education('MSc Fire Safety Management, Truro and Penwith College\nFoundation Degree in Building Surveying, University of Exeter 1999 - 2003')).toEqual([
      ['MSc Fire Safety Management', 'Truro and Penwith College', null, null],
      ['Foundation Degree in Building Surveying', 'University of Exeter', '1999', '2003'],
    ]);
    // (a section that opens on a school prints schools over their degrees: no degree's next line is its school)
    expect(education('KNUST\nBA in Public Health\nAshesi University\nMPhil in Nursing\n2004 — 2007\nGhana Institute of Journalism\nBSc in Midwifery').map(([degree]) => degree)).not.toContain('BA in Public Health');
    // (a second degree with no school after it stays with the first: a double degree's two names)
    expect(education('2014\nMaster en Systèmes d’information\nHEPIA, Genève\nBachelor en Génie logiciel')).toHaveLength(1);
  });

  it('reads an undated degree and its school on one line under a dated one, the town after them dropped', () => {
    const read = education('10/2010 – BTS en Sciences de l’information, Università di Corsica, Corte\n07/2013\nMaster en Sciences de l’information, IUT de Corte, Corte');
    expect(read).toHaveLength(2);
    expect(read[1]).toEqual(['Master en Sciences de l’information', 'IUT de Corte', null, null]);
  });

  it('reads an undated degree under a dated one whose school is named by its acronym', () => {
    expect(education('CAS en Maïeutique\nHEG Genève · Carouge\njuin 2019\nMaster en Santé périnatale\nHEPIA · Genève')).toEqual([
      ['CAS en Maïeutique', 'HEG Genève', null, '2019-06'],
      ['Master en Santé périnatale', 'HEPIA · Genève', null, null],
    ]);
  });

  it('drops a town after the school on its line, not an area on a line of its own', () => {
    expect(education('Master, Orthoptics\nLeipzig University — Leipzig\n2015')).toEqual([['Master, Orthoptics', 'Leipzig University', null, '2015']]);
    expect(education('MA -2010\nUniversité Paris-Saclay\nLaw')).toEqual([['MA Law', 'Université Paris-Saclay', null, '2010']]);
  });

  it('reads "Degree – Area" above dates alone on their line, and the school under them', () => {
    expect(education('PhD - International Development\n2007\nLviv Polytechnic National University\nBachelor’s degree - International Development\n1999 — 2004\nKharkiv National University of Radio Electronics')).toEqual([
      ['PhD International Development', 'Lviv Polytechnic National University', null, '2007'],
      ['Bachelor’s degree International Development', 'Kharkiv National University of Radio Electronics', '1999', '2004'],
    ]);
    // (a first school the lexicon does not know; the template is told by the next entry)
    expect(education('Master - International Development\n2016\nASE Bucuresti\nLicenta (BSc) - Public Health\n2010\nUniversitatea Tehnică din Cluj-Napoca')).toEqual([
      ['Master International Development', 'ASE Bucuresti', null, '2016'],
      ['Licenta (BSc) Public Health', 'Universitatea Tehnică din Cluj-Napoca', null, '2010'],
    ]);
  });

  it('keeps "Degree – School" above its dates whole, the next entry\'s school above its degree', () => {
    expect(education('MSc - University of Leeds\n2016\nBSc - University of York\n2012')).toEqual([
      ['MSc', 'University of Leeds', null, '2016'],
      ['BSc', 'University of York', null, '2012'],
    ]);
  });

  it('keeps a degree whose area ends in a state code that is also a degree ("Business Administration , MA")', () => {
    expect(education('Business Administration , MA - École Centrale de Nantes\nSeptember 2013 - June 2016')).toEqual([['Business Administration , MA', 'École Centrale de Nantes', '2013-09', '2016-06']]);
  });

  it('reads a degree written as a sentence: "Degree in Area from School with GPA of"', () => {
    expect(education('Jan 2017 – May 2020\nM.Tech in Midwifery from Anna University with GPA of 3.8')).toEqual([['M.Tech in Midwifery', 'Anna University', '2017-01', '2020-05']]);
    expect(education('Sep 2012 – Jul 2013\nM.Sc. in Digital Media and Design from VIT Vellore with\nGPA of')).toEqual([['M.Sc. in Digital Media and Design', 'VIT Vellore', '2012-09', '2013-07']]);
  });

  it('reads "Area, Degree, School" lines whose schools are German, Italian, Spanish or Portuguese, however long the line', () => {
    expect(education('Statistics, Diplom-Ingenieur (Dipl.-Ing.), Hochschule für Technik und Wirtschaft Berlin\nJan 2010 - Dec 2014\nStatistics, M.Sc., Technische Universität München\n- Jul 2010')).toEqual([
      ['Statistics, Diplom-Ingenieur (Dipl.-Ing.)', 'Hochschule für Technik und Wirtschaft Berlin', '2010-01', '2014-12'],
      ['Statistics, M.Sc.', 'Technische Universität München', null, '2010-07'],
    ]);
    expect(education('Supply Chain Management, Laurea triennale (Licence), Università degli Studi di Napoli Federico II\n- Jul 2010\nFinance, Licenciatura, Universidad de Granada\nSep 2000 - Dec 2005')).toEqual([
      ['Supply Chain Management, Laurea triennale (Licence)', 'Università degli Studi di Napoli Federico II', null, '2010-07'],
      ['Finance, Licenciatura', 'Universidad de Granada', '2000-09', '2005-12'],
    ]);
  });

  it('splits a degree run into its school at the school\'s first word ("… Hochschule für …", "… UNIVERSITY OF LAGOS")', () => {
    expect(education('Master 2 Pharmacie Hochschule für Technik und Wirtschaft Berlin\nsept. 2015 - juil. 2018 (2 ans 11 mois)')).toEqual([['Master 2 Pharmacie', 'Hochschule für Technik und Wirtschaft Berlin', '2015-09', '2018-07']]);
    expect(education('B.SC. (HONS) BUSINESS INFORMATICS UNIVERSITY OF LAGOS\nSep 2013 - Jun 2016 (2 years 10 months)')).toEqual([['B.SC. (HONS) BUSINESS INFORMATICS', 'UNIVERSITY OF LAGOS', '2013-09', '2016-06']]);
    expect(education('MSc Physics Technische Universität München\n2015 - 2017')).toEqual([['MSc Physics', 'Technische Universität München', '2015', '2017']]);
  });

  it('drops the words that announce a lone date: "Completed in June 2014"', () => {
    expect(education('Licence Design numérique\nObtenu en juin 2014\nUniversité de Lille')).toEqual([['Licence Design numérique', 'Université de Lille', null, '2014-06']]);
  });

  it('joins a degree and its school read as two entries with the same dates', () => {
    expect(education('Health and Social Care, MBA\n2013 — 2014 9 months\nUniversity of Glasgow\n2013 — 2014')).toEqual([['Health and Social Care, MBA', 'University of Glasgow', '2013', '2014']]);
  });

  it('reads school / area / dotted degree / grade line / dates: the grade line shifts nothing, "M.S." is no sentence', () => {
    expect(education("University of Massachusetts Amherst\nTourism\nM.S.\nGPA: Dean's List\nSep 2013 — Jun 2016\nUniversity of Minnesota\nTourism\nB.S.\nGPA: magna cum laude\nSep 2007 — Jul 2011")).toEqual([
      ['Tourism M.S.', 'University of Massachusetts Amherst', '2013-09', '2016-06'],
      ['Tourism B.S.', 'University of Minnesota', '2007-09', '2011-07'],
    ]);
  });

  it('reads two years alone on a bulleted line as the range of the entry below', () => {
    expect(education('• 2017 2018\nTexas State University\nPhD\nLaw\n• 2015 2017\nPortland Community College\nMaster of Engineering\nLegal Practice')).toEqual([
      ['PhD Law', 'Texas State University', '2017', '2018'],
      ['Master of Engineering Legal Practice', 'Portland Community College', '2015', '2017'],
    ]);
  });

  it('takes below its dates the heading line an entry lacks above them (a date column read between two lines)', () => {
    expect(education('University of Glasgow\nMaster of Engineering: Mechanical Engineering\n2018-09-01 TO 2021-06-01\nThe Open University\n2017-09-01 TO 2018-06-01\nMSc: Civil Engineering\nUniversity of Leeds\nBSc: Physics\n2014-09-01 TO 2017-06-01')).toEqual([
      ['Master of Engineering: Mechanical Engineering', 'University of Glasgow', '2018-09', '2021-06'],
      ['MSc: Civil Engineering', 'The Open University', '2017-09', '2018-06'],
      ['BSc: Physics', 'University of Leeds', '2014-09', '2017-06'],
    ]);
  });

  it('reads stacked years, a degree and its area on two lines below the school, and an end date alone after a dash', () => {
    expect(education('2019\n2020\nUniversity of Glasgow\nBTS\nPsychologie du travail\n2017\n2019\nUniversity of Bristol\nMastère spécialisé\nPsychologie du travail')).toEqual([
      ['BTS Psychologie du travail', 'University of Glasgow', '2019', '2020'],
      ['Mastère spécialisé Psychologie du travail', 'University of Bristol', '2017', '2019'],
    ]);
    // (a degree and its year are not a date column: "Licence 2016" / "Master 2018")
    expect(education('Licence 2016\nMaster 2018\nUniversité de Lyon')).not.toContainEqual(expect.arrayContaining(['Master 2018']));
    expect(education('MSc Sales and Marketing - Université Lyon 2\n- July 2020\nMA Business Administration - École Centrale de Nantes\nSeptember 2013 - June 2016')).toEqual([
      ['MSc Sales and Marketing', 'Université Lyon 2', null, '2020-07'],
      ['MA Business Administration', 'École Centrale de Nantes', '2013-09', '2016-06'],
    ]);
  });

  it.each([
    [
      'a comma inside the degree, the school after a dash',
      'MSc, Engineering, Networks and Telecommunications - INSA Lyon\n2014 - 2016\nGPA: 3.7',
      [['MSc, Engineering, Networks and Telecommunications', 'INSA Lyon', '2014', '2016']],
    ],
    [
      'school / dates / degree, with minor and continuing-education lines',
      'University of Leeds\nSep 2014 - Jun 2016\nBSc - Computer Science\nMinor in Economics\nIUT de Nantes\nsept. 2011 - juin 2013\nDUT - Informatique\nEn formation continue',
      [['BSc Computer Science', 'University of Leeds', '2014-09', '2016-06'], ['DUT Informatique', 'IUT de Nantes', '2011-09', '2013-06']],
    ],
    ['a single year is the end year', 'BSc Computer Science, University of Leeds, 2016', [['BSc Computer Science', 'University of Leeds', null, '2016']]],
    [
      'no dates at all: one entry per school, degrees wrapped over two lines',
      'Doctorat, Comptabilité, contrôle,\naudit\nIFSI de Rennes\nMaster, Économie et gestion\nUniversité Paris-Saclay',
      [['Doctorat, Comptabilité, contrôle, audit', 'IFSI de Rennes', null, null], ['Master, Économie et gestion', 'Université Paris-Saclay', null, null]],
    ],
    [
      'the school by its acronym above "degree - area"',
      '2007 - 2011\nIIT Bombay\nM.Sc. - Civil Engineering',
      [['M.Sc. Civil Engineering', 'IIT Bombay', '2007', '2011']],
    ],
    [
      'no dates at all: a Québec college wrapped after its "du"',
      '« AEC en Didactique des langues, Cégep du\nVieux Montréal\n« DESS en Mathématiques, Université du\nQuébec à Trois-Rivières',
      [['AEC en Didactique des langues', 'Cégep du Vieux Montréal', null, null], ['DESS en Mathématiques', 'Université du Québec à Trois-Rivières', null, null]],
    ],
    [
      'a school the lexicon does not know after a degree and a comma',
      "Master Métiers de l'enseignement Premier degré, INSPÉ de Lyon\nsept. 2011 – juil. 2012",
      [["Master Métiers de l'enseignement Premier degré", 'INSPÉ de Lyon', '2011-09', '2012-07']],
    ],
    [
      'no dates at all: one bullet per degree and its school',
      '• MSc in Pharmaceutical Sciences, Cardiff Metropolitan University\n• BSc (Hons) in Chemistry, Loughborough University',
      [['MSc in Pharmaceutical Sciences', 'Cardiff Metropolitan University', null, null], ['BSc (Hons) in Chemistry', 'Loughborough University', null, null]],
    ],
  ])('%s', (_layout, text, expected) => {
    expect(education(text)).toEqual(expected);
  });
});

describe('isLocation', () => {
  it.each([
    ['Hartford, CT', true],
    ['Boise, ID', true],
    ['Paris 8e', true],
    ['Rennes (35)', true],
    ['Manchester, United Kingdom', true],
    ['Télétravail', true],
    ['Madagascar', true],
    ['Laval, QC', true],
    ['Parramatta, NSW', true],
    ["Abidjan, Côte d'Ivoire", true],
    ['Acme SAS', false],
    ['Data Engineer', false],
  ])('%s -> %s', (text, expected) => {
    expect(isLocation(text)).toBe(expected);
  });
});

describe('splitFragments', () => {
  it.each([
    ['Data Engineer — Acme SAS, Paris', ['Data Engineer', 'Acme SAS']],
    ['Title at Company Ltd:', ['Title', 'Company Ltd']],
    ['Analyst, Proseware, Inc.', ['Analyst', 'Proseware, Inc.']],
    ['Acme SAS | Développeur (CDI)', ['Acme SAS', 'Développeur']],
    ['Kestrel Software (https://kestrel.example)', ['Kestrel Software']],
    ['Senior Software Engineer, Acme Corp — Hartford, CT', ['Senior Software Engineer', 'Acme Corp']],
  ])('%s', (line, expected) => {
    expect(splitFragments(line)).toEqual(expected);
  });
});

describe('public employers are companies', () => {
  it('reads "Council" above the dates and the title below as the company', () => {
    const lines = resumeLines('Oakridge County Council\n06/2022 - 07/2024\nDigital Marketing Executive\nReduced complaints by 18%.');
    expect(parseExperiences(lines).map((e) => [e.title, e.company])).toEqual([['Digital Marketing Executive', 'Oakridge County Council']]);
  });
});

describe('titles the lexicon knows beside the office and tech ones', () => {
  it.each(['Laboratory Technician', 'Receptionist', 'Formatrice', 'Aide-soignante', 'Paralegal', 'Conducteur de travaux'])('%s is a title', (title) => {
    const lines = resumeLines(`Harbour Lane Works\n2019 - 2021\n${title}\nDid the work.`);
    expect(parseExperiences(lines).map((e) => [e.title, e.company])).toEqual([[title, 'Harbour Lane Works']]);
  });
});

describe('parseExperiences with layout', () => {
  const at = (text: string, x: number, top: number): ResumeLine => ({ text, page: 1, x, top, size: 1, height: 20, emphasis: false, column: 'full', layout: true, positioned: true });

  it('reads a title set on its company\'s row far right, over dates further left, as a heading cell, not an indented description', () => {
    const lines = [
      at('Fiduciaire Rochat & Cie', 806, 100), at('Senior Auditor', 1662, 100), at('Apr 2022 - Aug 2025', 1571, 140), at('Built the 3-year plan reviewed by the board.', 809, 190),
      at('Clinique des Alpes SA', 808, 250), at('Financial Controller', 1590, 250), at('Oct 2016 - Dec 2021', 1570, 290), at('Shortened the month-end timetable.', 809, 340),
    ];
    expect(parseExperiences(lines).map((e) => [e.title, e.company, e.start])).toEqual([
      ['Senior Auditor', 'Fiduciaire Rochat & Cie', '2022-04'],
      ['Financial Controller', 'Clinique des Alpes SA', '2016-10'],
    ]);
  });
});

describe('a town set in the dates\' column', () => {
  const at = (text: string, x: number, top: number, width: number): ResumeLine => ({ text, page: 1, x, top, width, size: 1, height: 20, emphasis: false, column: 'full', layout: true, positioned: true });

  it('drops a town under the dates in a left cell: the company is in the right cell under the title', () => {
    const lines = [
      at('Oct 2023 — Dec 2024', 188, 100, 330), at('Registered Nurse', 653, 100, 290), at('Southern Cross Aviation Ltd', 652, 140, 438), at('Precepted 15 new graduate nurses.', 653, 185, 595),
      at('Feb 2022 — Sep 2023', 189, 290, 336), at('Theatre Nurse', 651, 290, 236), at('Wellington', 190, 332, 159), at('Tui People Partners Ltd', 654, 332, 366),
    ];
    expect(parseExperiences(lines).map((e) => [e.title, e.company])).toEqual([
      ['Registered Nurse', 'Southern Cross Aviation Ltd'],
      ['Theatre Nurse', 'Tui People Partners Ltd'],
    ]);
  });

  it('drops a town right-aligned like the dates on the company\'s row', () => {
    const lines = [
      at('DESTRELAND SAS', 48, 100, 108), at('Conseillère agricole', 48, 111, 99), at("04/2023 – Aujourd'hui", 454, 111, 110),
      at('FRANCE-ANTILLES GUADELOUPE', 48, 128, 199), at('Baie-Mahault', 497, 128, 67), at('Responsable d’exploitation', 48, 139, 134), at('05/2021 – 02/2023', 472, 139, 92),
    ];
    expect(parseExperiences(lines).map((e) => [e.title, e.company])).toEqual([
      ['Conseillère agricole', 'DESTRELAND SAS'],
      ['Responsable d’exploitation', 'FRANCE-ANTILLES GUADELOUPE'],
    ]);
  });
});

describe('a school set before its degree', () => {
  it.each([
    ['HELMo Master of Science - Civil and Structural Engineering\n2013-01-01 to 2017-06-01', ['Master of Science Civil and Structural Engineering', 'HELMo', '2013-01', '2017-06']],
    ['Haute École Léonard de Vinci Master - Chemical Engineering\n2011-01-01 to 2013-07-01', ['Master Chemical Engineering', 'Haute École Léonard de Vinci', '2011-01', '2013-07']],
    ['HELMO\nMaster (2014-06-01) | Marketing digital et e-commerce', ['Master Marketing digital et e-commerce', 'HELMO', null, '2014-06']],
    ['PUC-Rio\nOct 1, 2010 - Jun 1, 2011\nMestrado - Statistics', ['Mestrado Statistics', 'PUC-Rio', '2010-10', '2011-06']],
  ])('%j', (text, expected) => {
    expect(education(text)).toEqual([expected]);
  });

  it('keeps a degree whose first word is no school ("Executive Master")', () => {
    expect(education('Executive Master - Finance\nHEC Paris\n2015 - 2016')).toEqual([['Executive Master Finance', 'HEC Paris', '2015', '2016']]);
  });
});
