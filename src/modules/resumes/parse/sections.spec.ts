import type { LayoutLine } from '../extract/layout';
import { resumeLines } from './lines';
import { headingKind, splitSections, withCellHeadingsOnTheirLines, withSideListsGathered, withTopAlignedHeadingsFirst } from './sections';

/** A layout line of body text at (x, top), five units a letter wide. */
const at = (text: string, x: number, top: number): LayoutLine => ({ text, page: 1, x, width: text.length * 5, top, size: 10, emphasis: false, column: 'full' });

describe('headingKind', () => {
  it.each([
    ['EpucaTioN', 'education'],
    ['ExPERlENCE', 'experience'],
    ['SKlLLS', 'skills'],
    ['C0MPÉTENCES', 'skills'],
    ['DOMAINES', 'skills'],
    ['WHAT I DO', 'skills'],
    ['Atouts', 'skills'],
    ['QUALITÉS PERSONNELLES', 'skills'],
    ['Skills & Certifications', 'skills'],
    ['CORE QUALIFICATIONS', 'skills'],
    ['Tools & Technologies', 'skills'],
    ['Savoir-être', 'skills'],
    ['Other skills', 'skills'],
    ['Autres compétences', 'skills'],
    ['Research Experience', 'experience'],
    ['Jobs', 'experience'],
    ['Professional Profile', 'summary'],
    ['Profil professionnel', 'summary'],
    ['Career Objective', 'summary'],
    ['Volunteer Work', 'other'],
    ['Honors & Awards', 'other'],
    ['Top Skills', 'skills'],
    ['Principales compétences', 'skills'],
    ['SK|LLS', 'skills'],
    ['SKILL5', 'skills'],
    ['LANGUAGES KNOWN', 'languages'],
    ['Mes compétences', 'skills'],
    ['Logiciels', 'skills'],
    ['SOFTWARE', 'skills'],
    ['Systems & Software:', 'skills'],
    ['Skills & Languages:', 'skills'],
    ['What I bring', 'skills'],
    ["Ce que j'apporte", 'skills'],
    ['My Experience', 'experience'],
    ['Mon parcours', 'experience'],
    ['Educational Background', 'education'],
    ['Education History', 'education'],
    ['Skills Summary', 'skills'],
    ['Professional Skills Summary', 'skills'],
    ['Skills & Abilities', 'skills'],
    ['Technical Proficiencies', 'skills'],
    ['Tech Stack', 'skills'],
    ['Toolkit', 'skills'],
    ['Elsewhere', 'other'],
    ['O ME CONTACTER', 'other'],
    ['Contact me', 'other'],
    ['Connaissances techniques', 'skills'],
    ['Environnement technique', 'skills'],
    ['Languages Spoken', 'languages'],
    ['Langues étrangères', 'languages'],
    ['Professional Experience & Projects', 'experience'],
    ['— Skills —', 'skills'],
    ['[ Education ]', 'education'],
    ['// Languages', 'languages'],
    ['<Experience />', 'experience'],
    ['02 | Formation', 'education'],
    ['Work Experience(3)', 'experience'],
    ['Languages (2)', 'languages'],
    ['S U M M A RY', 'summary'],
    ['E D U C AT I O N', 'education'],
    ['WORKEXPERIENCE', 'experience'],
  ])('%s is a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each(['JAVASCRIPT', 'A B C D', 'Informatique', 'Mes amis et moi', 'My role in the team', '2019 - 2021', 'C++', 'Diplôme 2015 - 2017', 'Formation 2019', 'JavaScript', 'PowerPoint', 'eLearning', 'McDonalds'])('%s is content', (line) => {
    expect(headingKind(line)).toBeNull();
  });
});

describe('splitSections', () => {
  it('keeps a "Languages: SQL, R" group of the skills in the skills, the spoken languages under their own heading', () => {
    const sections = splitSections(resumeLines('Skills & Tools:\nLanguages: SQL, R, Scala\nData Stack: Apache Spark, dbt\nLANGUAGE:\nEnglish: Mother tongue\nArabic: fluent'));
    expect(sections.skills.map((line) => line.text)).toEqual(['Languages: SQL, R, Scala', 'Data Stack: Apache Spark, dbt']);
    expect(sections.languages.map((line) => line.text)).toEqual(['English: Mother tongue', 'Arabic: fluent']);
  });

  it('keeps the dates under a one-word degree (not a heading of two lines)', () => {
    const sections = splitSections(resumeLines('Jane Doe\nEducation\nUniversité de Lille\nDiplôme\n2015 - 2017'));
    expect(sections.education.map((line) => line.text)).toContain('2015 - 2017');
  });

  it('reads a label column read with its row in title case: "Skills Clinical", "Languages English", not "Education Coordinator"', () => {
    const sections = splitSections(resumeLines('Jane Doe\nExperience\nEducation Coordinator\nSkills Clinical\nWound care\nLanguages English\nNative'));
    expect(sections.experience.map((line) => line.text)).toEqual(['Education Coordinator']);
    expect(sections.skills.map((line) => line.text)).toEqual(['Clinical', 'Wound care']);
    expect(sections.languages.map((line) => line.text)).toEqual(['English', 'Native']);
  });

  it('keeps a skill group named "Languages" in the skills, not the spoken languages after it or beside it', () => {
    const grouped = splitSections(resumeLines('Jane Doe\nSKILLS\nLanguages\nC#\nJava 17\nFrameworks\nReact\nLanguages\nDutch\nEnglish (Native)'));
    expect(grouped.skills.map((line) => line.text)).toEqual(['C#', 'Java 17', 'Frameworks', 'React']);
    expect(grouped.languages.map((line) => line.text)).toEqual(['Dutch', 'English (Native)']);
    // (two headings side by side, their lists read row by row)
    const sideBySide = splitSections(resumeLines('Jane Doe\nSkills\nLanguages\nPython\nEnglish\nSQL\nFrench'));
    expect(sideBySide.languages.map((line) => line.text)).toEqual(['Python', 'English', 'SQL', 'French']);
  });

  it('files lines under possessive French headings', () => {
    const sections = splitSections(resumeLines('Jane Doe\nMes expériences\nBarista — Café Lumière\nMes formations\nBTS Hôtellerie'));
    expect(sections.experience.map((line) => line.text)).toEqual(['Barista — Café Lumière']);
    expect(sections.education.map((line) => line.text)).toEqual(['BTS Hôtellerie']);
  });
});

describe('the tools of a job printed under it', () => {
  it('keeps "Tech stack:" under a job in the job, not the skills, and goes on with the jobs after it', () => {
    const sections = splitSections(resumeLines('WORK HISTORY\nStaff Nurse — Leeds Teaching Hospitals\n2019 – Present\nTech stack: Nervecentre, Datix\nSpire Healthcare | Leeds | 2016 - 2019\nHealthcare Assistant'));
    expect(sections.skills).toEqual([]);
    expect(sections.experience.map((line) => line.text)).toEqual(['Staff Nurse — Leeds Teaching Hospitals', '2019 – Present', 'Tech stack: Nervecentre, Datix', 'Spire Healthcare | Leeds | 2016 - 2019', 'Healthcare Assistant']);
  });
});

describe('labels inside the skills', () => {
  it('keeps "Languages:" of programming languages, and gives "Spoken languages:" to the languages and "Interests:" to no section', () => {
    const sections = splitSections(resumeLines('SKILLS\nLanguages: Go, Python, Kotlin\nFrameworks: FastAPI\nADDITIONAL\nCertificates: CKA\nSpoken languages: Vietnamese (Mother tongue), English (Fluent)\nSKILLS\nInterests: Baking, Trail running'));
    expect(sections.skills.map((line) => line.text)).toEqual(['Languages: Go, Python, Kotlin', 'Frameworks: FastAPI']);
    expect(sections.languages.map((line) => line.text)).toEqual(['Vietnamese (Mother tongue), English (Fluent)']);
  });
});

describe('a European CV\'s language labels', () => {
  it('reads "Mother tongue(s) English" and "Other language(s)" as the languages, "Langue maternelle" after a language as its level', () => {
    const sections = splitSections(resumeLines('PERSONAL SKILLS\nMother tongue(s) English\nOther language(s)\nGerman B2\nSKILLS\nBudgeting'));
    expect(sections.languages.map((line) => line.text)).toEqual(['English', 'German B2']);
    expect(headingKind('Langue maternelle')).toBeNull();
  });

  it('keeps a "PERSONAL" group of soft skills in the skills, not a "Personal" section of details; ends the skills at "Licences & Certifications"', () => {
    const skills = splitSections(resumeLines('SKILLS / LANGUAGES\nVeeva Vault\nPERSONAL\nAttention to detail\nLicences & Certifications\nPRINCE2'));
    expect(skills.skills.map((line) => line.text)).toEqual(['Veeva Vault', 'PERSONAL', 'Attention to detail']);
    expect(skills.other.map((line) => line.text)).toEqual(['PRINCE2']);
    const details = splitSections(resumeLines('SKILLS\nVeeva Vault\nPersonal\nNationality: Irish'));
    expect(details.skills.map((line) => line.text)).toEqual(['Veeva Vault']);
  });
});

describe('a Word table read cell by cell', () => {
  it("starts a line at the next cell's heading set after a tab, and leaves a tab before other text", () => {
    expect(withCellHeadingsOnTheirLines('IUT de Moroni\n2010\nÉcole de santé publique\tExpertise\nPlan de traitement')).toBe('IUT de Moroni\n2010\nÉcole de santé publique\nExpertise\nPlan de traitement');
    expect(withCellHeadingsOnTheirLines('Chef de projet\tParis\nIngénieur\t2019 – 2021')).toBe('Chef de projet\tParis\nIngénieur\t2019 – 2021');
  });
});

describe('a heading wrapped in a left gutter', () => {
  it('joins "Domaines" / "d\'expertise" across the first row of the content read between them, which stays content', () => {
    const lines = resumeLines('', [at('Domaines', 69, 493), at('Sécurité des aliments : IFS Food, FSSC 22000', 151, 493), at("d'expertise", 62, 505), at('Laboratoire : HPLC', 151, 505)]);
    expect(splitSections(lines).skills.map((line) => line.text)).toEqual(['Sécurité des aliments : IFS Food, FSSC 22000', 'Laboratoire : HPLC']);
  });
});

describe('a contact column read after the degrees', () => {
  it('leaves the contact details out of the entries: an address, a number, a handle with figures, a label and what follows it', () => {
    const sections = splitSections(resumeLines('Jane Doe\nEDUCATION\nBSc\nNewcastle University\n2016\ng.heslop-58@mail.example.co.uk\n(+44) 7920 093262\ngheslop-1982\nE-mail : contact.yvesmuller-\nEmail:\n2019 - 2021\n2018 2019 2020\n2019.06 2021.07'));
    expect(sections.education.map((line) => line.text)).toEqual(['BSc', 'Newcastle University', '2016', '2019 - 2021', '2018 2019 2020', '2019.06 2021.07']);
    expect(sections.header.map((line) => line.text)).toEqual(['Jane Doe', 'g.heslop-58@mail.example.co.uk', '(+44) 7920 093262', 'gheslop-1982', 'E-mail : contact.yvesmuller-', 'Email:']);
  });
});

describe('a side list read row by row', () => {
  // (a left column of skills beside the jobs with no clean gutter: each row's pieces read left, then right)
  const page = [
    at('SKILLS', 50, 139),
    at('EXPERIENCE', 201, 139),
    at('Lead Engineer — Transalp Logistics, Lyon', 201, 155),
    at('2019 – 2024', 201, 167),
    at('Python', 50, 173),
    at('• Led a team of eight engineers building the routing platform', 201, 178),
    at('PostgreSQL', 50, 184),
    at('across the network.', 201, 189),
    at('Team leadership', 50, 196),
    at('Software Engineer — Fretline, Grenoble', 201, 211),
    at('Curious and steady, I like hard', 50, 250),
    at('problems in routing and planning', 50, 261),
    at('2014 – 2019', 201, 262),
  ];

  it('moves the list under its heading, level with the jobs\' heading, up to where its rows\' pitch breaks', () => {
    const sections = splitSections(withSideListsGathered(resumeLines('', page)));
    expect(sections.skills.map((line) => line.text)).toEqual(['Python', 'PostgreSQL', 'Team leadership']);
    expect(sections.experience.map((line) => line.text)).toEqual(['Lead Engineer — Transalp Logistics, Lyon', '2019 – 2024', '• Led a team of eight engineers building the routing platform', 'across the network.', 'Software Engineer — Fretline, Grenoble', 'Curious and steady, I like hard', 'problems in routing and planning', '2014 – 2019']);
  });

  it('moves a right column read after its neighbour\'s heading before it, its lists\' headings and lines, up to a line across', () => {
    const right = [
      at('EXPERIENCE', 50, 100),
      at('STRENGTHS', 400, 100),
      at('Engineer, Acme', 50, 120),
      at('Python SQL', 400, 120),
      at('2019 – 2021', 50, 132),
      at('Docker', 400, 134),
      at('• Built the routing service', 50, 144),
      at('LANGUAGES', 400, 160),
      at('Analyst, Beta', 50, 170),
      at('English Native', 400, 176),
      at('French B2', 400, 188),
      at('• Reported weekly', 50, 190),
      at('References available on request from both of my former managers at Acme', 50, 200),
      at('Golf', 400, 206),
    ];
    const sections = splitSections(withSideListsGathered(resumeLines('', right)));
    expect(sections.skills.map((line) => line.text)).toEqual(['Python SQL', 'Docker']);
    expect(sections.languages.map((line) => line.text)).toEqual(['English Native', 'French B2']);
    expect(sections.experience.map((line) => line.text)).toEqual(['Engineer, Acme', '2019 – 2021', '• Built the routing service', 'Analyst, Beta', '• Reported weekly', 'References available on request from both of my former managers at Acme', 'Golf']);
  });

  it('leaves the order alone when the headings are not level, or the list heading is not a list\'s', () => {
    const lower = page.map((line) => (line.text === 'SKILLS' ? { ...line, top: 120 } : line));
    expect(withSideListsGathered(resumeLines('', lower)).map((line) => line.text)).toEqual(lower.map((line) => line.text));
    const summary = page.map((line) => (line.text === 'SKILLS' ? { ...line, text: 'PROFILE' } : line));
    expect(withSideListsGathered(resumeLines('', summary)).map((line) => line.text)).toEqual(summary.map((line) => line.text));
  });
});

describe('a heading set larger than its content, top-aligned with it', () => {
  const sized = (text: string, x: number, top: number, size: number): LayoutLine => ({ text, page: 1, x, width: text.length * size * 0.5, top, size, emphasis: false, column: 'full' });
  const order = (lines: LayoutLine[]): string[] => withTopAlignedHeadingsFirst(resumeLines('', lines)).map((line) => line.text);

  it('is read before the row whose baseline stands above its own, within its height', () => {
    expect(order([sized('Data Analyst, Northgate Retail', 180, 136, 9), sized('Experience', 40, 142, 20), sized('March 2019 – Present', 180, 148, 9)])).toEqual(['Experience', 'Data Analyst, Northgate Retail', 'March 2019 – Present']);
  });

  it('stays after a row as large as it, a row above its top, a row that goes on from the line above, or when it is no heading', () => {
    expect(order([sized('Data Analyst, Northgate Retail', 180, 136, 12), sized('Experience', 40, 142, 12)])).toEqual(['Data Analyst, Northgate Retail', 'Experience']);
    expect(order([sized('Data Analyst, Northgate Retail', 180, 120, 9), sized('Experience', 40, 142, 20)])).toEqual(['Data Analyst, Northgate Retail', 'Experience']);
    expect(order([sized('small teams and large organisations, always close', 265, 121, 8.5), sized('colleagues on the ground. I like clear goals.', 265, 136, 8.5), sized('Experience', 114, 142, 20)])).toEqual(['small teams and large organisations, always close', 'colleagues on the ground. I like clear goals.', 'Experience']);
    // (a school's name set large, "Université Lyon", is no section heading)
    expect(order([sized('2015 – 2018', 180, 136, 9), sized('Université Lyon', 40, 142, 20)])).toEqual(['2015 – 2018', 'Université Lyon']);
  });
});
