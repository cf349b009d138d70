#!/usr/bin/env node
/**
 * Generates the labelled resume corpus under test/fixtures/resumes/: fictional people, half French
 * half English, single- and two-column layouts, as PDF (pdf-lib), DOCX (docx), DOC (LibreOffice
 * conversion of the DOCX, when `soffice` is installed) and PNG/JPEG page images (SVG text rendered
 * by sharp). Each file has a ground-truth JSON written from the generator's own data, never from
 * the parser. Deterministic (seeded), so re-running gives the same corpus.
 *
 *   node scripts/make-resume-corpus.js [--out DIR] [--seed N]
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const { execFileSync } = require('node:child_process');
const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');
const docx = require('docx');
const sharp = require('sharp');
const { isValidPhoneNumber } = require('libphonenumber-js/max');

const args = process.argv.slice(2);
const argValue = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const OUT = path.resolve(argValue('--out', path.join(__dirname, '..', 'test', 'fixtures', 'resumes')));
let seed = Number(argValue('--seed', '20261122'));

// ---------------------------------------------------------------- random
function random() {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;
function sample(list, n) {
  const copy = [...list];
  const out = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
}
const deaccent = (s) => s.normalize('NFKD').replace(/\p{M}+/gu, '');

// ---------------------------------------------------------------- data pools
const FR_FIRST = ['Jean', 'Marie', 'Camille', 'Léa', 'Thomas', 'Nicolas', 'Sophie', 'Julien', 'Élodie', 'François', 'Hélène', 'Jérôme', 'Anaïs', 'Maxime', 'Chloé', 'Pierre-Antoine', 'Marie-Claire', 'Mathilde', 'Antoine', 'Inès', 'Karim', 'Aurélien', 'Sandrine', 'Baptiste', 'Noémie', 'Yannick', 'Céline', 'Rémi'];
const FR_LAST = ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Le Gall', 'Rousseau', 'Faure', 'Mercier', 'Lambert', 'Bonnet', 'Chevalier', 'Garnier', 'Benali', 'Perrin', 'Morel', 'Gauthier', 'Roux', 'Lemaire', 'Marchand', 'Duval', 'Caron', 'Brunet', 'Da Silva', 'Nguyen', 'Leroy'];
const EN_FIRST = ['James', 'Emily', 'Olivia', 'Daniel', 'Sarah', 'Michael', 'Hannah', 'Oliver', 'Grace', 'Ethan', 'Priya', 'Chloe', 'Liam', 'Amelia', 'Jack', 'Sophie', 'Ryan', 'Megan', 'Noah', 'Aisha', 'Thomas', 'Lucy', 'Samuel', 'Rachel', 'Adam', 'Zoe'];
const EN_LAST = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thompson', "O'Brien", 'Patel', 'Walker', 'Robinson', 'Wright', 'Hughes', 'Edwards', 'Green', 'Hall', 'Clarke', 'Turner', 'Murphy', 'Khan', 'Bennett', 'Mitchell', 'Campbell', 'Fletcher', 'Hayes'];
const MAIL_DOMAINS = ['gmail.com', 'outlook.fr', 'yahoo.fr', 'protonmail.com', 'hotmail.com', 'orange.fr', 'free.fr', 'icloud.com', 'outlook.com', 'mail.com', 'example.org'];

const FR_CITIES = ['Paris', 'Lyon', 'Nantes', 'Bordeaux', 'Lille', 'Toulouse', 'Rennes', 'Marseille', 'Grenoble', 'Strasbourg', 'Montpellier'];
const EN_CITIES = ['London', 'Manchester', 'Edinburgh', 'Dublin', 'Boston', 'New York', 'Toronto', 'Bristol', 'Leeds', 'Chicago'];

const FR_TITLES = ['Développeur Full Stack', 'Ingénieur logiciel', 'Cheffe de projet digital', 'Chef de projet informatique', 'Responsable marketing', 'Chargée de communication', 'Comptable', 'Data Analyst', 'Consultant SAP', 'Product Owner', 'Technicien support', 'Commercial B2B', 'Assistante RH', 'Développeuse back-end', 'Contrôleur de gestion', 'Responsable logistique', 'Ingénieure DevOps', 'Chargé de recrutement', 'Architecte cloud', 'UX Designer', 'Acheteur industriel', 'Juriste droit social'];
const EN_TITLES = ['Software Engineer', 'Senior Data Analyst', 'Project Manager', 'Marketing Manager', 'Accountant', 'Product Designer', 'DevOps Engineer', 'Sales Executive', 'HR Business Partner', 'Customer Success Manager', 'Backend Developer', 'Financial Analyst', 'Operations Coordinator', 'QA Engineer', 'Product Manager', 'Technical Support Specialist', 'Data Scientist', 'Frontend Developer', 'Business Analyst', 'Supply Chain Planner'];
const FR_COMPANIES = ['Nexalia', 'Groupe Veridis', 'Helios Conseil', 'Banque Armorique', 'Lumen Labs', 'Maison Dorval', 'Atelier Sorel', 'Kestrel Logistique', 'Orbis Retail', 'Vectora SAS', 'Solstice Assurances', 'Ecliptik', 'Pragma Technologies', 'Transports Mareuil', 'Clinique des Tilleuls', 'Mairie de Villeurbanne', 'Altameo', 'Cofira Finance', 'Biolys Pharma', 'Studio Capucine', 'Airelle Énergies', 'Sablier Digital'];
const EN_COMPANIES = ['Northwind Analytics', 'Bluepeak Software', 'Cartwright & Sons Ltd', 'Harbourline Bank', 'Foxglove Health', 'Quillstone', 'Redwood Logistics', 'Brightwater Group', 'Ironbark Systems', 'Meridian Retail', 'Tessellate Labs', 'Larkspur Media', 'Copperfield Insurance', 'Kinetica Inc', 'Ashford Consulting', 'Greenhollow Foods', 'Pinecrest Capital', 'Oakridge Hospital', 'Zephyr Airlines', 'Lumio'];
const FR_DEGREES = ['Master Informatique', 'Licence Économie-Gestion', "Diplôme d'ingénieur", 'BTS Comptabilité et gestion', 'DUT Techniques de commercialisation', 'Master 2 Marketing digital', 'MBA', 'Licence professionnelle Logistique', 'Master Droit social', 'Master Finance', 'Baccalauréat scientifique', 'Licence Informatique'];
const FR_SCHOOLS = ['Université de Lyon', 'École Centrale de Nantes', 'IUT de Bordeaux', 'INSA Toulouse', 'Université Paris-Saclay', 'NEOMA Business School', 'Université de Lille', 'Université Grenoble Alpes', 'EPITA', 'Sciences Po Paris', 'Université de Rennes', 'KEDGE Business School', 'Lycée Jean Moulin'];
const EN_DEGREES = ['BSc Computer Science', 'MSc Data Science', 'BA (Hons) Economics', 'MBA', 'Bachelor of Engineering', 'MA Marketing', 'BSc Accounting and Finance', 'MSc Software Engineering', 'BA English Literature', 'BSc Business Management', 'MEng Mechanical Engineering'];
const EN_SCHOOLS = ['University of Manchester', "King's College London", 'University of Leeds', 'Boston University', 'University of Edinburgh', 'Trinity College Dublin', 'University of Bristol', 'University of Toronto', 'Imperial College London', 'University of Warwick', 'Northeastern University'];
const SKILLS_TECH = ['TypeScript', 'JavaScript', 'Python', 'SQL', 'Java', 'Docker', 'Kubernetes', 'AWS', 'React', 'Node.js', 'PostgreSQL', 'Git', 'Terraform', 'Power BI', 'Tableau', 'Excel', 'SAP', 'Salesforce', 'Jira', 'Figma', 'Go', 'C#', 'Spark', 'Airflow', 'Linux', 'GraphQL', 'Vue.js', 'Angular', 'Scrum', 'Google Analytics'];
const SKILLS_FR = ['Gestion de projet', 'Négociation', 'Comptabilité analytique', 'Recrutement', 'Prise de parole', 'Management d’équipe', 'Veille concurrentielle', 'Paie', 'Relation client', 'Analyse financière'];
const SKILLS_EN = ['Stakeholder management', 'Negotiation', 'Budgeting', 'Public speaking', 'Team leadership', 'Data visualisation', 'Customer onboarding', 'Forecasting', 'Copywriting', 'Risk analysis'];
const LANGUAGES = [
  { en: 'English', fr: 'Anglais' }, { en: 'French', fr: 'Français' }, { en: 'Spanish', fr: 'Espagnol' },
  { en: 'German', fr: 'Allemand' }, { en: 'Italian', fr: 'Italien' }, { en: 'Arabic', fr: 'Arabe' }, { en: 'Portuguese', fr: 'Portugais' },
];
const LEVELS = { fr: ['courant', 'bilingue', 'langue maternelle', 'notions', 'intermédiaire', 'C1', 'B2'], en: ['fluent', 'native', 'intermediate', 'basic', 'C1', 'B2', 'professional working proficiency'] };
const FR_BULLETS = ['Refonte du parcours client et hausse de 18 % de la conversion', 'Encadrement d’une équipe de 4 personnes', 'Mise en place d’indicateurs de suivi mensuels', 'Migration de l’application vers le cloud', 'Négociation des contrats fournisseurs', 'Automatisation des rapports de clôture', 'Animation des ateliers avec les métiers', 'Réduction des délais de livraison de 12 %', 'Recrutement et intégration de 25 collaborateurs', 'Rédaction des spécifications fonctionnelles'];
const EN_BULLETS = ['Led the redesign of the onboarding flow, raising activation by 22%', 'Managed a team of 5 engineers across two time zones', 'Built monthly reporting dashboards used by the executive team', 'Migrated legacy services to the cloud with zero downtime', 'Negotiated supplier contracts worth £2M a year', 'Automated the month-end close, saving 3 days per cycle', 'Ran discovery workshops with customers and sales', 'Cut delivery lead times by 15%', 'Hired and onboarded 20 new starters', 'Wrote functional specifications for the billing platform'];
const FR_SUMMARY = ['Professionnelle rigoureuse avec plusieurs années d’expérience, à la recherche d’un nouveau défi dans une entreprise en croissance.', 'Passionné par les produits numériques, j’aime travailler en équipe et livrer des solutions utiles aux utilisateurs.', 'Orienté résultats, curieux et autonome, je souhaite mettre mes compétences au service d’un projet ambitieux.'];
const EN_SUMMARY = ['Results-driven professional with several years of experience, looking for a new challenge in a growing company.', 'Curious and pragmatic, I enjoy working with cross-functional teams to ship products people love.', 'Analytical thinker with a track record of delivering projects on time and within budget.'];
const FR_INTERESTS = ['Course à pied, photographie, bénévolat associatif', 'Voyages, cuisine, échecs', 'Escalade, lecture, musique (piano)'];
const EN_INTERESTS = ['Running, photography, volunteering', 'Travel, cooking, chess', 'Climbing, reading, playing the guitar'];

const HEADINGS = {
  fr: {
    experience: ['EXPÉRIENCE PROFESSIONNELLE', 'Expériences professionnelles', 'Parcours professionnel', 'Expérience', 'EXPÉRIENCES'],
    education: ['FORMATION', 'Formation', 'Diplômes et formations', 'Études', 'FORMATIONS'],
    skills: ['COMPÉTENCES', 'Compétences', 'Compétences techniques', 'Savoir-faire', 'COMPÉTENCES CLÉS'],
    languages: ['LANGUES', 'Langues', 'Langues étrangères'],
    summary: ['PROFIL', 'Profil', 'À propos'],
    interests: ["CENTRES D'INTÉRÊT", 'Centres d’intérêt', 'Loisirs'],
    contact: ['CONTACT', 'Coordonnées'],
  },
  en: {
    experience: ['WORK EXPERIENCE', 'Professional Experience', 'Experience', 'Employment History', 'EXPERIENCE'],
    education: ['EDUCATION', 'Education', 'Academic Background', 'Education & Training'],
    skills: ['SKILLS', 'Key Skills', 'Technical Skills', 'Core Competencies', 'Skills'],
    languages: ['LANGUAGES', 'Languages'],
    summary: ['PROFILE', 'Summary', 'About Me', 'Professional Summary'],
    interests: ['INTERESTS', 'Interests', 'Hobbies'],
    contact: ['CONTACT', 'Contact Details'],
  },
};

const MONTHS = {
  frShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  frLong: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  enShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  enLong: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
const pad = (m) => String(m).padStart(2, '0');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** One date style per resume, as real people use one style throughout. */
const DATE_STYLES = {
  fr: [
    (s, e) => `${MONTHS.frShort[s.m - 1]} ${s.y} – ${e ? `${MONTHS.frShort[e.m - 1]} ${e.y}` : "aujourd'hui"}`,
    (s, e) => `${pad(s.m)}/${s.y} - ${e ? `${pad(e.m)}/${e.y}` : 'présent'}`,
    (s, e) => `${cap(MONTHS.frLong[s.m - 1])} ${s.y} – ${e ? `${cap(MONTHS.frLong[e.m - 1])} ${e.y}` : 'à ce jour'}`,
    (s, e) => (e ? `${s.y} – ${e.y}` : `depuis ${s.y}`),
    (s, e) => (e ? `De ${MONTHS.frLong[s.m - 1]} ${s.y} à ${MONTHS.frLong[e.m - 1]} ${e.y}` : `Depuis ${MONTHS.frLong[s.m - 1]} ${s.y}`),
  ],
  en: [
    (s, e) => `${MONTHS.enShort[s.m - 1]} ${s.y} – ${e ? `${MONTHS.enShort[e.m - 1]} ${e.y}` : 'Present'}`,
    (s, e) => `${pad(s.m)}/${s.y} - ${e ? `${pad(e.m)}/${e.y}` : 'Present'}`,
    (s, e) => `${MONTHS.enLong[s.m - 1]} ${s.y} to ${e ? `${MONTHS.enLong[e.m - 1]} ${e.y}` : 'present'}`,
    (s, e) => (e ? `${s.y} - ${e.y}` : `Since ${s.y}`),
    (s, e) => `${s.y}-${pad(s.m)} – ${e ? `${e.y}-${pad(e.m)}` : 'Current'}`,
  ],
};

// ---------------------------------------------------------------- people
/** Only numbers that are valid for their country (e.g. 06 9x is overseas France, not +33). */
function phoneFor(lang) {
  for (;;) {
    const phone = drawPhone(lang);
    if (isValidPhoneNumber(phone.e164)) return phone;
  }
}

function drawPhone(lang) {
  if (lang === 'fr') {
    const mobile = chance(0.8);
    const first = mobile ? pick(['6', '7']) : String(int(1, 5));
    const second = first === '7' ? String(int(3, 9)) : String(int(0, 9));
    const rest = Array.from({ length: 7 }, () => int(0, 9)).join('');
    const national = `${first}${second}${rest}`;
    const pairs = `0${national}`.match(/../g);
    const display = pick([
      pairs.join(' '),
      pairs.join('.'),
      `+33 ${national[0]} ${national.slice(1).match(/../g).join(' ')}`,
      `+33 (0)${national[0]} ${national.slice(1).match(/../g).join(' ')}`,
      `0${national}`,
    ]);
    return { display, e164: `+33${national}` };
  }
  if (chance(0.5)) {
    const national = `79${int(0, 9)}${int(0, 9)}${Array.from({ length: 6 }, () => int(0, 9)).join('')}`;
    return { display: pick([`+44 ${national.slice(0, 4)} ${national.slice(4)}`, `+44 (0)${national.slice(0, 4)} ${national.slice(4)}`, `0${national.slice(0, 4)} ${national.slice(4)}`, `0${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`]), e164: `+44${national}` };
  }
  const area = pick(['415', '212', '617', '312', '206', '512']);
  const exchange = `${int(2, 9)}${int(2, 9)}${int(0, 9)}`;
  const line = Array.from({ length: 4 }, () => int(0, 9)).join('');
  return { display: pick([`+1 (${area}) ${exchange}-${line}`, `+1 ${area} ${exchange} ${line}`, `+1-${area}-${exchange}-${line}`]), e164: `+1${area}${exchange}${line}` };
}

function emailFor(first, last) {
  const f = deaccent(first).toLowerCase().replace(/[^a-z]/g, '');
  const l = deaccent(last).toLowerCase().replace(/[^a-z]/g, '');
  const local = pick([`${f}.${l}`, `${f[0]}${l}`, `${f}_${l}${int(1, 99)}`, `${f}${l}`, `${l}.${f}`]);
  return `${local}@${pick(MAIL_DOMAINS)}`;
}

function linkedinFor(first, last) {
  const handleBase = `${deaccent(first)}-${deaccent(last)}`.replace(/[^A-Za-z-]/g, '').replace(/-+/g, '-');
  const handle = chance(0.5) ? `${handleBase.toLowerCase()}-${int(10, 9999).toString(16)}` : chance(0.5) ? handleBase : handleBase.toLowerCase();
  const display = pick([
    `linkedin.com/in/${handle}`,
    `https://www.linkedin.com/in/${handle}/`,
    `www.linkedin.com/in/${handle}`,
    `https://fr.linkedin.com/in/${handle}`,
    `https://linkedin.com/in/${handle}`,
  ]);
  return { display, key: handle.toLowerCase() };
}

function makePerson(lang, size) {
  const fr = lang === 'fr';
  const firstName = pick(fr ? FR_FIRST : EN_FIRST);
  const lastName = pick(fr ? FR_LAST : EN_LAST);
  const phone = chance(0.95) ? phoneFor(lang) : null;
  const linkedin = chance(0.75) ? linkedinFor(firstName, lastName) : null;
  const expCount = size === 'short' ? int(2, 3) : size === 'xl' ? int(5, 6) : int(3, 4);
  const titles = sample(fr ? FR_TITLES : EN_TITLES, expCount);
  const companies = sample(fr ? FR_COMPANIES : EN_COMPANIES, expCount);
  let year = 2026 - int(0, 1);
  let month = int(1, 12);
  const experiences = [];
  for (let i = 0; i < expCount; i += 1) {
    const current = i === 0 && chance(0.6);
    const end = current ? null : { y: year, m: month };
    const lengthMonths = int(10, 40);
    let sm = (end ? end.m : month) - (lengthMonths % 12);
    let sy = (end ? end.y : year) - Math.floor(lengthMonths / 12);
    if (sm < 1) { sm += 12; sy -= 1; }
    const start = { y: sy, m: sm };
    experiences.push({
      title: titles[i],
      company: companies[i],
      city: pick(fr ? FR_CITIES : EN_CITIES),
      contract: chance(0.15) ? pick(fr ? ['CDI', 'CDD', 'Stage', 'Alternance', 'Freelance'] : ['Contract', 'Full-time', 'Internship', 'Part-time']) : null,
      start,
      end,
      bullets: sample(fr ? FR_BULLETS : EN_BULLETS, size === 'short' ? int(1, 2) : size === 'xl' ? int(3, 5) : int(2, 4)),
    });
    month = sm - int(0, 3);
    year = sy;
    if (month < 1) { month += 12; year -= 1; }
  }
  const eduCount = size === 'short' ? 1 : size === 'xl' ? 2 : int(1, 2);
  const degrees = sample(fr ? FR_DEGREES : EN_DEGREES, eduCount);
  const schools = sample(fr ? FR_SCHOOLS : EN_SCHOOLS, eduCount);
  let eduEnd = year - int(0, 1);
  const education = degrees.map((degree, i) => {
    const span = int(2, 5);
    const honours = chance(0.3) ? pick(fr ? ['Mention Bien', 'Mention Très bien', 'Mention Assez bien'] : ['First-class honours', 'Upper second-class honours', 'Distinction']) : null;
    const entry = { degree, school: schools[i], startY: eduEnd - span, endY: eduEnd, city: pick(fr ? FR_CITIES : EN_CITIES), honours };
    eduEnd -= span;
    return entry;
  });
  const skills = [...sample(SKILLS_TECH, size === 'short' ? int(4, 6) : int(5, 9)), ...sample(fr ? SKILLS_FR : SKILLS_EN, int(1, 3))];
  const native = fr ? LANGUAGES[1] : LANGUAGES[0];
  const others = sample(LANGUAGES.filter((l) => l !== native), int(1, 2));
  const languages = [native, ...others].map((l, i) => ({ en: l.en, shown: fr ? l.fr : l.en, level: i === 0 ? (fr ? 'langue maternelle' : 'native') : pick(LEVELS[lang]) }));
  const street = fr ? `${int(1, 120)} ${pick(['rue des Lilas', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue de la République', 'impasse des Tilleuls'])}` : `${int(1, 220)} ${pick(['Baker Street', 'Maple Avenue', 'Church Road', 'Station Road', 'Elm Grove'])}`;
  const city = pick(fr ? FR_CITIES : EN_CITIES);
  const address = fr ? `${street}, ${int(10, 95)}${pad(int(0, 99))}0 ${city}` : `${street}, ${city}${chance(0.5) ? ` ${pick(['NW1', 'M4', 'LS2', 'EH3', 'BS1'])} ${int(1, 9)}${pick(['AB', 'XE', 'QT', 'DL'])}` : ''}`;
  const extras = fr ? sample(['Permis B', `${int(24, 52)} ans`, `Né(e) le ${pad(int(1, 28))}/${pad(int(1, 12))}/${int(1972, 2000)}`, 'Nationalité française'], int(0, 2)) : sample(['Full UK driving licence', 'Right to work in the UK', 'Available immediately'], int(0, 1));
  const certifications = chance(0.3)
    ? sample(fr ? ['Certification PMP – 2021', 'TOEIC 945 (2019)', 'Scrum Master PSM I, 2022', 'AWS Certified Cloud Practitioner – 2023'] : ['PMP certification – 2021', 'AWS Certified Solutions Architect, 2022', 'Google Data Analytics Certificate (2023)', 'CIMA Certificate, 2019'], int(1, 2))
    : [];
  return {
    lang,
    address: chance(0.4) ? address : null,
    extras,
    certifications,
    firstName,
    lastName,
    email: emailFor(firstName, lastName),
    phone,
    linkedin,
    city: pick(fr ? FR_CITIES : EN_CITIES),
    headline: titles[0],
    summary: pick(fr ? FR_SUMMARY : EN_SUMMARY),
    interests: pick(fr ? FR_INTERESTS : EN_INTERESTS),
    experiences,
    education,
    skills,
    languages,
  };
}

// ---------------------------------------------------------------- document model
/**
 * A resume as styled lines: { text, kind, column } where kind is name|headline|contact|heading|
 * entry|sub|bullet|para and column is main|side.
 */
function layoutModel(person, options) {
  const { lang } = person;
  const h = (key) => {
    const text = pick(HEADINGS[lang][key]);
    return { text: options.upperHeadings ? text.toUpperCase() : text, kind: 'heading' };
  };
  const dateStyle = options.dateStyle;
  const side = [];
  const main = [];
  const top = [];
  const nameText = options.nameStyle === 'LAST First' ? `${person.lastName.toUpperCase()} ${person.firstName}` : options.nameStyle === 'UPPER' ? `${person.firstName} ${person.lastName}`.toUpperCase() : `${person.firstName} ${person.lastName}`;
  top.push({ text: nameText, kind: 'name' });
  top.push({ text: person.headline, kind: 'headline' });
  const label = options.contactLabels ? (lang === 'fr' ? { email: pick(['Email : ', 'E-mail : ', 'Mail : ']), phone: pick(['Tél. : ', 'Tél : ', 'Mobile : ']), linkedin: 'LinkedIn : ' } : { email: pick(['Email: ', 'E-mail: ']), phone: pick(['Phone: ', 'Mobile: ', 'Tel: ']), linkedin: 'LinkedIn: ' }) : { email: '', phone: '', linkedin: '' };
  const contactItems = [
    `${label.email}${person.email}`,
    person.phone ? `${label.phone}${person.phone.display}` : null,
    person.linkedin ? `${label.linkedin}${person.linkedin.display}` : null,
    person.address ?? person.city,
    ...person.extras,
  ].filter(Boolean);
  if (options.twoColumn) {
    side.push({ ...h('contact') });
    for (const item of contactItems) side.push({ text: item, kind: 'contact' });
  } else if (options.contactInline) {
    top.push({ text: contactItems.join(pick([' | ', ' · ', ' – '])), kind: 'contact' });
  } else {
    for (const item of contactItems) top.push({ text: item, kind: 'contact' });
  }

  const skillsBlock = [h('skills')];
  if (options.skillStyle === 'comma') skillsBlock.push({ text: person.skills.join(', '), kind: 'para' });
  else if (options.skillStyle === 'pipe') skillsBlock.push({ text: person.skills.join(' | '), kind: 'para' });
  else if (options.skillStyle === 'grouped') {
    const tech = person.skills.filter((s) => SKILLS_TECH.includes(s));
    const soft = person.skills.filter((s) => !SKILLS_TECH.includes(s));
    skillsBlock.push({ text: `${lang === 'fr' ? 'Outils et langages' : 'Tools & languages'} : ${tech.join(', ')}`.replace(' : ', lang === 'fr' ? ' : ' : ': '), kind: 'para' });
    if (soft.length) skillsBlock.push({ text: `${lang === 'fr' ? 'Savoir-être' : 'Soft skills'}: ${soft.join(', ')}`, kind: 'para' });
  } else for (const s of person.skills) skillsBlock.push({ text: `• ${s}`, kind: 'bullet' });

  const languagesBlock = [h('languages')];
  for (const l of person.languages) {
    const text = pick([`${l.shown} : ${l.level}`, `${l.shown} (${l.level})`, `${l.shown} – ${l.level}`]).replace(' : ', lang === 'fr' ? ' : ' : ': ');
    languagesBlock.push({ text, kind: options.twoColumn ? 'contact' : 'para' });
  }

  const summaryBlock = [h('summary'), { text: person.summary, kind: 'para' }];
  const expBlock = [h('experience')];
  for (let e of person.experiences) {
    const dates = dateStyle(e.start, e.end);
    const at = lang === 'fr' ? 'chez' : 'at';
    const shownTitle = e.contract ? pick([`${e.title} (${e.contract})`, `${e.title} – ${e.contract}`]) : e.title;
    e = { ...e, title: shownTitle };
    switch (options.entryStyle) {
      case 'title-company':
        expBlock.push({ text: `${e.title} — ${e.company}`, kind: 'entry' }, { text: `${dates} | ${e.city}`, kind: 'sub' });
        break;
      case 'company-first':
        expBlock.push({ text: `${e.company}, ${e.city}`, kind: 'entry' }, { text: e.title, kind: 'sub' }, { text: dates, kind: 'sub' });
        break;
      case 'date-first':
        expBlock.push({ text: `${dates}  ${e.title}, ${e.company}`, kind: 'entry' });
        break;
      case 'inline':
        expBlock.push({ text: `${e.title} ${at} ${e.company} (${dates})`, kind: 'entry' });
        break;
      default:
        expBlock.push({ text: e.title, kind: 'entry' }, { text: `${e.company} | ${dates}`, kind: 'sub' });
    }
    if (options.descriptionStyle === 'para') expBlock.push({ text: `${e.bullets.join('. ')}.`, kind: 'para' });
    else for (const b of e.bullets) expBlock.push({ text: `${options.bulletChar} ${b}`, kind: 'bullet' });
  }
  const eduBlock = [h('education')];
  for (const ed of person.education) {
    switch (options.eduStyle) {
      case 'degree-school':
        eduBlock.push({ text: `${ed.degree} — ${ed.school}`, kind: 'entry' }, { text: `${ed.startY} - ${ed.endY}`, kind: 'sub' });
        break;
      case 'year-first':
        eduBlock.push({ text: `${ed.endY}  ${ed.degree}, ${ed.school}`, kind: 'entry' });
        break;
      default:
        eduBlock.push({ text: ed.school, kind: 'entry' }, { text: `${ed.degree}, ${ed.startY} – ${ed.endY}`, kind: 'sub' });
    }
    if (ed.honours) eduBlock.push({ text: ed.honours, kind: 'para' });
  }
  const interestsBlock = [h('interests'), { text: person.interests, kind: 'para' }];
  if (person.certifications.length) interestsBlock.unshift({ text: lang === 'fr' ? pick(['CERTIFICATIONS', 'Certifications']) : pick(['CERTIFICATIONS', 'Certifications']), kind: 'heading' }, ...person.certifications.map((c) => ({ text: `${options.bulletChar} ${c}`, kind: 'bullet' })));
  if (options.twoColumn) {
    side.push(...skillsBlock, ...languagesBlock);
    main.push(...summaryBlock, ...expBlock, ...eduBlock, ...interestsBlock);
  } else {
    const order = options.educationFirst ? [summaryBlock, eduBlock, expBlock, skillsBlock, languagesBlock, interestsBlock] : [summaryBlock, expBlock, eduBlock, skillsBlock, languagesBlock, interestsBlock];
    for (const block of order) main.push(...block);
  }
  return { top, side, main };
}

function pickOptions(lang, twoColumn) {
  return {
    twoColumn,
    upperHeadings: chance(0.3),
    dateStyle: pick(DATE_STYLES[lang]),
    nameStyle: lang === 'fr' ? pick(['First Last', 'LAST First', 'First Last', 'UPPER']) : pick(['First Last', 'First Last', 'UPPER']),
    contactInline: chance(0.5),
    skillStyle: pick(['comma', 'pipe', 'grouped', 'bullets']),
    entryStyle: pick(['title-company', 'company-first', 'date-first', 'inline', 'title-then-company']),
    eduStyle: pick(['degree-school', 'year-first', 'school-first']),
    descriptionStyle: chance(0.2) ? 'para' : 'bullets',
    bulletChar: pick(['•', '-', '▪', '–']),
    educationFirst: chance(0.2),
    contactLabels: chance(0.35),
    pageNumbers: chance(0.5),
  };
}

// ---------------------------------------------------------------- PDF
const WIN_ANSI_SAFE = (s) => s.replace(/▪/g, '•').replace(/→/g, '-');

async function renderPdf(model, options) {
  const pdf = await PDFDocument.create();
  const serif = chance(0.4);
  const font = await pdf.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await pdf.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const W = 595.28;
  const H = 841.89;
  const margin = 48;
  const pages = [pdf.addPage([W, H])];
  const style = (kind) => ({
    name: { f: bold, size: 20, gap: 8 }, headline: { f: font, size: 12, gap: 4 }, contact: { f: font, size: 9.5, gap: 1 },
    heading: { f: bold, size: 12.5, gap: 12 }, entry: { f: bold, size: 11, gap: 7 }, sub: { f: font, size: 10, gap: 2 },
    bullet: { f: font, size: 10, gap: 2 }, para: { f: font, size: 10, gap: 3 },
  })[kind];
  function wrap(text, f, size, width) {
    const words = text.split(' ');
    const lines = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (f.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }
  function flow(items, x, width, yStart, pageIndex) {
    let y = yStart;
    let p = pageIndex;
    for (const item of items) {
      const s = style(item.kind);
      y -= s.gap;
      const text = WIN_ANSI_SAFE(item.text);
      const indent = item.kind === 'bullet' ? 8 : 0;
      for (const [i, line] of wrap(text, s.f, s.size, width - indent).entries()) {
        if (y - s.size < margin) {
          p += 1;
          if (!pages[p]) pages[p] = pdf.addPage([W, H]);
          y = H - margin;
        }
        y -= s.size * 1.3;
        pages[p].drawText(line, { x: x + (i > 0 ? indent + 6 : indent), y, size: s.size, font: s.f, color: item.kind === 'heading' ? rgb(0.1, 0.2, 0.45) : rgb(0, 0, 0) });
      }
      if (item.kind === 'heading') pages[p].drawLine({ start: { x, y: y - 3 }, end: { x: x + width, y: y - 3 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    }
    return { y, page: p };
  }
  const headerEnd = flow(model.top, margin, W - 2 * margin, H - margin, 0);
  if (options.twoColumn) {
    const sideWidth = 150;
    flow(model.side, margin, sideWidth, headerEnd.y - 10, 0);
    flow(model.main, margin + sideWidth + 28, W - 2 * margin - sideWidth - 28, headerEnd.y - 10, 0);
  } else {
    flow(model.main, margin, W - 2 * margin, headerEnd.y - 6, 0);
  }
  if (options.pageNumbers) {
    for (const [i, page] of pages.entries()) page.drawText(`${i + 1} / ${pages.length}`, { x: W / 2 - 10, y: 24, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
  }
  pdf.setTitle('Curriculum vitae');
  pdf.setProducer('resume corpus generator');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  return Buffer.from(await pdf.save());
}

// ---------------------------------------------------------------- DOCX
function docxParagraph(item) {
  const { Paragraph, TextRun, HeadingLevel } = docx;
  if (item.kind === 'heading') return new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 200, after: 80 }, children: [new TextRun({ text: item.text, bold: true })] });
  if (item.kind === 'name') return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: item.text, bold: true, size: 40 })] });
  if (item.kind === 'entry') return new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: item.text, bold: true })] });
  if (item.kind === 'bullet') return new Paragraph({ bullet: { level: 0 }, children: [new TextRun(item.text.replace(/^[•▪–-]\s*/, ''))] });
  return new Paragraph({ children: [new TextRun({ text: item.text, italics: item.kind === 'sub' })] });
}

async function renderDocx(model, options) {
  const { Document, Packer, Table, TableRow, TableCell, WidthType, BorderStyle } = docx;
  const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
  const children = model.top.map(docxParagraph);
  if (options.twoColumn) {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders,
        rows: [
          new TableRow({
            children: [
              new TableCell({ width: { size: 32, type: WidthType.PERCENTAGE }, borders, children: model.side.map(docxParagraph) }),
              new TableCell({ width: { size: 68, type: WidthType.PERCENTAGE }, borders, children: model.main.map(docxParagraph) }),
            ],
          }),
        ],
      }),
    );
  } else children.push(...model.main.map(docxParagraph));
  const doc = new Document({
    creator: 'resume corpus generator',
    title: 'CV',
    styles: { default: { document: { run: { font: pick(['Calibri', 'Arial', 'Georgia']), size: 20 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

// ---------------------------------------------------------------- images
const xmlEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function renderImage(model, options, format) {
  const W = 1240;
  const H = 1754;
  const family = pick(['DejaVu Sans', 'DejaVu Serif']);
  const size = { name: 46, headline: 28, contact: 22, heading: 28, entry: 24, sub: 22, bullet: 22, para: 22 };
  const lines = [];
  const charWidth = 0.55;
  function flow(items, x, width, yStart) {
    let y = yStart;
    for (const item of items) {
      const s = size[item.kind];
      y += item.kind === 'heading' ? 22 : item.kind === 'entry' ? 10 : 2;
      const maxChars = Math.floor(width / (s * charWidth));
      const words = item.text.split(' ');
      let line = '';
      const out = [];
      for (const w of words) {
        if ((line + ' ' + w).trim().length > maxChars && line) {
          out.push(line);
          line = w;
        } else line = (line + ' ' + w).trim();
      }
      if (line) out.push(line);
      for (const l of out) {
        y += s * 1.35;
        const weight = ['name', 'heading', 'entry'].includes(item.kind) ? 'bold' : 'normal';
        // A long unbreakable item (URL, e-mail) is set smaller so that it stays inside its column.
        const fitted = l.length > maxChars ? Math.floor(width / (l.length * charWidth)) : s;
        lines.push(`<text x="${x}" y="${y.toFixed(0)}" font-family="${family}" font-size="${fitted}" font-weight="${weight}">${xmlEscape(l)}</text>`);
      }
    }
    return y;
  }
  const top = flow(model.top, 80, W - 160, 40);
  if (options.twoColumn) {
    flow(model.side, 80, 330, top + 20);
    flow(model.main, 460, W - 540, top + 20);
  } else flow(model.main, 80, W - 160, top + 10);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${pick(['#ffffff', '#fbfaf6', '#f7f7f7'])}"/>${lines.join('')}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (chance(0.4)) image = image.blur(0.6);
  return format === 'png' ? image.png({ compressionLevel: 9, palette: true }).toBuffer() : image.jpeg({ quality: 78 }).toBuffer();
}

// ---------------------------------------------------------------- ground truth
function truth(person, file, format, layout) {
  return {
    file,
    format,
    lang: person.lang,
    layout,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone ? person.phone.e164 : null,
    linkedin: person.linkedin ? person.linkedin.key : null,
    experiences: person.experiences.map((e) => ({ title: e.title, company: e.company, startYear: String(e.start.y), current: e.end === null })),
    education: person.education.map((e) => ({ degree: e.degree, school: e.school })),
    skills: person.skills,
    languages: person.languages.map((l) => l.en),
  };
}

function findSoffice() {
  for (const name of ['soffice', 'libreoffice']) {
    try {
      execFileSync('which', [name], { stdio: 'ignore' });
      return name;
    } catch {
      /* not installed */
    }
  }
  return null;
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const name of fs.readdirSync(OUT)) if (/\.(pdf|docx|doc|png|jpg|json)$/.test(name)) fs.unlinkSync(path.join(OUT, name));
  const soffice = findSoffice();
  // 50 resumes: 16 PDF, 12 DOCX, 10 DOC, 10 images, 2 scanned PDFs; in each format half FR half EN, half two-column.
  const plan = [
    ...Array.from({ length: 16 }, (_, i) => ({ format: 'pdf', lang: i % 2 ? 'en' : 'fr', twoColumn: i % 4 >= 2 })),
    ...Array.from({ length: 12 }, (_, i) => ({ format: 'docx', lang: i % 2 ? 'en' : 'fr', twoColumn: i % 4 >= 2 })),
    ...Array.from({ length: 10 }, (_, i) => ({ format: soffice ? 'doc' : 'docx', lang: i % 2 ? 'en' : 'fr', twoColumn: i % 4 >= 2 })),
    ...Array.from({ length: 10 }, (_, i) => ({ format: i < 6 ? 'png' : 'jpg', lang: i % 2 ? 'en' : 'fr', twoColumn: i % 4 >= 2 })),
    // Scanned resumes: a page image inside a PDF with no text layer.
    ...Array.from({ length: 2 }, (_, i) => ({ format: 'pdf-scan', lang: i % 2 ? 'en' : 'fr', twoColumn: i === 1 })),
  ];
  const docPending = [];
  const index = [];
  for (const [i, item] of plan.entries()) {
    const image = item.format === 'png' || item.format === 'jpg' || item.format === 'pdf-scan';
    // PDFs get the longest careers: most run to two pages, the case the speed target is about.
    const person = makePerson(item.lang, image ? 'short' : item.format === 'pdf' ? 'xl' : 'long');
    const options = pickOptions(item.lang, item.twoColumn);
    const model = layoutModel(person, options);
    const layout = item.twoColumn ? 'two-column' : 'single';
    const base = `${String(i + 1).padStart(2, '0')}-${item.lang}-${layout}`;
    let file;
    if (item.format === 'pdf') {
      file = `${base}.pdf`;
      fs.writeFileSync(path.join(OUT, file), await renderPdf(model, options));
    } else if (item.format === 'docx') {
      file = `${base}.docx`;
      fs.writeFileSync(path.join(OUT, file), await renderDocx(model, options));
    } else if (item.format === 'doc') {
      file = `${base}.doc`;
      const tmp = path.join(os.tmpdir(), `${base}.docx`);
      fs.writeFileSync(tmp, await renderDocx(model, options));
      docPending.push(tmp);
    } else if (item.format === 'pdf-scan') {
      file = `${base}-scan.pdf`;
      const scan = await PDFDocument.create();
      const page = scan.addPage([595.28, 841.89]);
      page.drawImage(await scan.embedJpg(await renderImage(model, options, 'jpg')), { x: 0, y: 0, width: 595.28, height: 841.89 });
      scan.setCreationDate(new Date('2026-01-01T00:00:00Z'));
      scan.setModificationDate(new Date('2026-01-01T00:00:00Z'));
      fs.writeFileSync(path.join(OUT, file), Buffer.from(await scan.save()));
    } else {
      file = `${base}.${item.format}`;
      fs.writeFileSync(path.join(OUT, file), await renderImage(model, options, item.format));
    }
    const record = truth(person, file, item.format, layout);
    fs.writeFileSync(path.join(OUT, `${base}.json`), `${JSON.stringify(record, null, 2)}\n`);
    index.push(file);
  }
  if (docPending.length > 0) {
    execFileSync(soffice, ['--headless', '--convert-to', 'doc:MS Word 97', '--outdir', OUT, ...docPending], { stdio: 'ignore', timeout: 300_000 });
    for (const tmp of docPending) fs.unlinkSync(tmp);
  }
  const total = fs.readdirSync(OUT).reduce((sum, name) => sum + fs.statSync(path.join(OUT, name)).size, 0);
  process.stdout.write(`${index.length} resumes written to ${path.relative(process.cwd(), OUT)} (${(total / 1024 / 1024).toFixed(2)} MB)${soffice ? '' : ' — soffice not found: DOC resumes written as DOCX'}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
