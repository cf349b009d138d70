'use strict';
/** A generated person, the JSON Resume document a layout receives, and the truth of what it prints. */
const P = require('./pools');
const { truthDate, slug, makePhone, cefrOf } = require('./text');

function person(rng, language, isImage) {
  const fr = language === 'fr';
  const country = fr ? 'FR' : rng.pick(['GB', 'US']);
  const career = rng.pick(fr ? P.FR_CAREERS : P.EN_CAREERS);
  const firstName = rng.pick(fr ? P.FR_FIRST : P.EN_FIRST);
  const lastName = rng.pick(fr ? P.FR_LAST : P.EN_LAST);
  let printedName = `${firstName} ${lastName}`;
  const post = P.EN_POSTNOMINALS[career.key];
  if (!fr && post && rng.chance(0.3)) printedName += `${rng.chance(0.5) ? ',' : ''} ${rng.pick(post)}`;
  else if (rng.chance(0.15)) printedName = `${rng.pick(fr ? P.FR_TITLES : P.EN_TITLES)} ${printedName}`;

  const f = slug(firstName).replace(/-/g, '');
  const l = slug(lastName);
  const lCompact = l.replace(/-/g, '');
  const domain = rng.pick(fr ? P.FR_MAIL_DOMAINS : P.EN_MAIL_DOMAINS);
  const email = rng.pick([`${f}.${lCompact}`, `${f}.${l}`, `${f[0]}${lCompact}`, `${f}${lCompact}${rng.int(10, 99)}`, `${lCompact}.${f}`]) + `@${domain}`;

  const place = fr ? rng.pick(P.FR_PLACES) : rng.pick(P.EN_PLACES[country]);
  const phoneRoll = rng.next();
  const phone = phoneRoll < 0.1 ? null
    : makePhone(rng, country, phoneRoll < 0.35 ? 'unassigned' : phoneRoll < 0.48 ? 'landline' : 'mobile', place.areaCode);
  const linkedin = rng.chance(0.72)
    ? rng.pick([`${f}-${lCompact}`, `${f}${lCompact}`, `${f}-${lCompact}-${rng.int(1000, 9999)}`, `${f[0]}${lCompact}`, `${f}-${l}`])
    : null;

  const placeText = (p) => (country === 'US' ? `${p.city}, ${p.region}` : p.city);
  const places = fr ? P.FR_PLACES : P.EN_PLACES[country];

  // Work, newest first, walking back from the present.
  const jobCount = isImage ? rng.int(2, 3) : rng.int(2, 4);
  const current = rng.chance(0.75);
  let cursor = current ? null : { y: rng.int(2024, 2025), m: rng.int(1, 4) };
  let startCursor = current ? { y: 2025, m: 5 } : cursor;
  const companies = rng.shuffle(career.companies);
  const rungs = career.ladder.length;
  const work = [];
  const pool = rng.shuffle(career.bullets);
  for (let i = 0; i < jobCount; i += 1) {
    const months = rng.int(14, 58);
    const endYm = i === 0 ? cursor : startCursor;
    let total = endYm ? endYm.y * 12 + endYm.m - 1 : 2025 * 12 + 4;
    if (i > 0) total -= rng.int(0, 3);
    const startTotal = total - months;
    const start = { y: Math.floor(startTotal / 12), m: (startTotal % 12) + 1 };
    const rung = Math.max(0, rungs - 1 - i - (rng.chance(0.3) ? 1 : 0));
    const take = rng.int(1, isImage ? 2 : 3);
    const bullets = pool.splice(0, Math.min(take, pool.length));
    work.push({
      position: career.ladder[Math.min(rung, rungs - 1)],
      company: companies[i % companies.length],
      location: rng.chance(0.7) ? placeText(rng.chance(0.6) ? place : rng.pick(places)) : null,
      start,
      end: i === 0 && current ? null : { y: Math.floor(total / 12), m: (total % 12) + 1 },
      summary: null,
      highlights: bullets,
    });
    startCursor = start;
  }

  // Education ends before the first job.
  const oldest = work[work.length - 1].start;
  const education = [];
  const eduCount = isImage ? 1 : rng.int(1, 2);
  let endYear = oldest.y - (oldest.m < 9 ? 1 : 0) - rng.int(0, 1);
  const degrees = rng.shuffle(career.degrees);
  const schools = fr ? P.FR_SCHOOLS : P.EN_SCHOOLS[country];
  // A nursing school only for nurses, a lycée only for BTS / bac pro, an IUT for DUT.
  const schoolFor = (studyType) => {
    if (!fr) return rng.pick(schools);
    if (/^(BTS|Bac pro)/.test(studyType)) return rng.pick(['Lycée Jean-Moulin, Angers', 'Lycée Gustave-Eiffel, Bordeaux']);
    if (/^DUT/.test(studyType)) return rng.pick(['IUT de Nantes', 'IUT Lyon 1']);
    if (career.key === 'nursing' && /infirmier|aide-soignant|infirmières/i.test(studyType)) return 'IFSI du CHU de Grenoble';
    return rng.pick(schools.filter((x) => !/^(IFSI|Lycée|IUT)/.test(x)));
  };
  for (let i = 0; i < eduCount; i += 1) {
    const years = rng.int(2, 4);
    const [studyType, area] = degrees[i % degrees.length];
    education.push({
      studyType, area, institution: schoolFor(studyType),
      start: { y: endYear - years, m: 9 }, end: { y: endYear, m: rng.pick([6, 7, 9]) },
      notes: rng.chance(0.45) ? [rng.pick(fr ? P.FR_EDU_NOTES : P.EN_EDU_NOTES)] : [],
    });
    endYear -= years + rng.int(0, 1);
  }

  // Skills by group, 5 to 10 in all.
  const skillGroups = [];
  for (const [name, keywords] of Object.entries(career.skills)) {
    const picked = rng.shuffle(keywords).slice(0, rng.int(2, keywords.length));
    skillGroups.push({ name, keywords: picked });
  }

  const own = fr ? ['Français', ['langue maternelle', 'maternelle', 'langue maternelle']] : ['English', ['Native', 'Native speaker', 'Mother tongue']];
  const languages = [{ name: own[0], level: rng.pick(own[1]) }];
  for (const [name, levels] of rng.shuffle(fr ? P.FR_LANGUAGES : P.EN_LANGUAGES).slice(0, rng.int(1, 2))) {
    languages.push({ name, level: rng.pick(levels) });
  }
  const interests = rng.shuffle(fr ? P.FR_INTERESTS : P.EN_INTERESTS).slice(0, 2);

  return {
    language, country, firstName, lastName, printedName, email, phone, linkedin, place, label: career.label,
    summary: career.summary, work, education, skillGroups, languages, interests,
  };
}

const ym = (d) => (d ? `${d.y}-${String(d.m).padStart(2, '0')}` : undefined);

/** A JSON Resume document for a theme, holding only what the theme prints. */
function jsonResume(p, profile, rng) {
  const fr = p.language === 'fr';
  const basics = {
    name: p.printedName, label: p.label, email: p.email, summary: p.summary,
    location: { city: p.place.city, region: p.place.region, countryCode: p.country, ...(p.place.postalCode ? { postalCode: p.place.postalCode } : {}) },
    profiles: [],
  };
  if (p.phone) basics.phone = p.phone.display;
  if (p.linkedin && profile.linkedin === 'printed') {
    basics.profiles.push({ network: 'LinkedIn', username: p.linkedin, url: `https://www.linkedin.com/in/${p.linkedin}` });
  }
  const freeLevels = fr ? ['Avancé', 'Expert', 'Intermédiaire'] : ['Advanced', 'Expert', 'Intermediate'];
  let skills;
  if (profile.skills === 'flat') {
    skills = p.skillGroups.flatMap((g) => g.keywords).map((name) => ({ name, level: rng.pick(profile.skillLevels || freeLevels), keywords: [] }));
  } else {
    skills = p.skillGroups.map((g) => {
      const level = profile.skillLevels ? rng.pick(profile.skillLevels) : rng.chance(0.3) ? rng.pick(freeLevels) : undefined;
      return { name: g.name, ...(level ? { level } : {}), keywords: g.keywords };
    });
  }
  return {
    basics,
    work: p.work.map((w) => ({
      name: w.company, company: w.company, position: w.position, ...(w.location ? { location: w.location } : {}),
      startDate: ym(w.start), ...(w.end ? { endDate: ym(w.end) } : {}), ...(w.summary ? { summary: w.summary } : {}), highlights: w.highlights,
    })),
    education: p.education.map((e) => ({
      institution: e.institution, area: e.area, studyType: e.studyType, startDate: ym(e.start), endDate: ym(e.end), courses: e.notes,
    })),
    skills,
    languages: profile.languages === 'none' ? [] : p.languages.map((l) => ({ language: l.name, fluency: l.level })),
    interests: p.interests.map((name) => ({ name })),
  };
}

function degreeOf(e) {
  return e.area ? `${e.studyType}, ${e.area}` : e.studyType;
}

function truthOf(p, profile, resume) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ? p.phone.e164 : null,
    linkedin: resume.basics.profiles.length ? `linkedin.com/in/${p.linkedin.toLowerCase()}` : null,
    experiences: p.work.map((w, i) => {
      const printed = resume.work[i];
      return {
        title: w.position, company: w.company,
        start: truthDate(printed.startDate, profile.workDates),
        end: printed.endDate ? truthDate(printed.endDate, profile.workDates) : null,
        current: !printed.endDate,
      };
    }),
    education: resume.education.map((e, i) => ({
      degree: degreeOf(p.education[i]), school: e.institution,
      start: e.startDate ? truthDate(e.startDate, profile.eduDates) : null,
      end: truthDate(e.endDate, profile.eduDates),
    })),
    skills: profile.skills === 'flat' ? resume.skills.map((s) => s.name) : resume.skills.flatMap((s) => s.keywords),
    languages: resume.languages.map((l) => ({
      name: l.language,
      level: profile.languages === 'level' ? l.fluency : null,
      cefr: profile.languages === 'level' ? cefrOf(l.fluency) : null,
    })),
  };
}

module.exports = { person, jsonResume, truthOf, degreeOf, ym };
