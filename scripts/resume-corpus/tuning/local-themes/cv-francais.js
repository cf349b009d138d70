'use strict';
/**
 * A French "CV" as people lay it out in a word processor (eleventh batch; written in French: the
 * corpus gives it French resumes only): the name family name first in capitals ("DUPONT Marie") and
 * the title in a framed band; an "État civil" block (birth date and age, nationality, family status,
 * driving licence) beside "Coordonnées" with French labels (Adresse, "Portable :" and "Fixe :" or
 * "Tél. :", "E-mail :", "LinkedIn :" and the username as the profile gives it); "Profil";
 * "Expériences professionnelles" with the dates in a left column ("Depuis mars 2021", "janv. 2018 –
 * févr. 2021"), "TITLE – Company (Town)"; "Formation" with years; "Compétences" as tags; "Langues" as
 * "Name : level"; "Centres d'intérêt" on one line.
 */
const { esc, linkedin } = require('./common');

const MOIS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const PAYS = { CA: 'Canada', LB: 'Liban', TN: 'Tunisie', DZ: 'Algérie', CM: 'Cameroun', CI: "Côte d'Ivoire", BJ: 'Bénin', CD: 'RD Congo', MU: 'Maurice', TG: 'Togo', FR: 'France' };

const mois = (value) => {
  const [year, month] = String(value).split('-');
  return month ? `${MOIS[Number(month) - 1]} ${year}` : year;
};
const periode = (start, end) => (start && !end ? `Depuis ${mois(start)}` : [start, end].filter(Boolean).map(mois).join(' – '));
const annees = (start, end) => [start, end].filter(Boolean).map((value) => String(value).slice(0, 4)).join(' – ');

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const civil = b.civil;
  const profile = linkedin(resume);
  const born = civil ? civil.birthDate.split('-').map(Number) : null;
  // (age at the renders' today, 1 November 2025)
  const age = born ? 2025 - born[0] - (born[1] > 11 || (born[1] === 11 && born[2] > 1) ? 1 : 0) : null;
  const etat = civil ? [
    `${civil.gender === 'f' ? 'Née' : 'Né'} le ${String(born[2]).padStart(2, '0')}/${String(born[1]).padStart(2, '0')}/${born[0]} (${age} ans)`,
    `Nationalité : ${civil.nationality}`,
    civil.family,
    civil.licence,
  ].filter(Boolean) : [];
  const phones = b.landline ? [`Portable : ${b.phone}`, `Fixe : ${b.landline}`] : b.phone ? [`Tél. : ${b.phone}`] : [];
  const coords = [
    loc?.address ? `${loc.address}` : '',
    loc?.city ? [loc.postalCode, loc.city].filter(Boolean).join(' ') + (PAYS[loc.countryCode] ? `, ${PAYS[loc.countryCode]}` : '') : '',
    ...phones,
    b.email ? `E-mail : ${b.email}` : '',
    profile ? `LinkedIn : ${profile.username || profile.url}` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="when">${esc(periode(job.startDate, job.endDate))}</td><td><b>${esc(job.position.toUpperCase())}</b> – ${esc(job.name)}${job.location ? ` (${esc(job.location)})` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="when">${esc(annees(entry.startDate, entry.endDate))}</td><td><b>${esc([entry.studyType, entry.area].filter(Boolean).join(' – '))}</b><br>${esc(entry.institution)}</td></tr>`);
  const tags = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map((name) => `<span class="tag">${esc(name)}</span>`);
  const langues = (resume.languages ?? []).map((language) => `<div>${esc(language.language)} : ${esc(language.fluency)}</div>`);
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>CV – ${esc(b.name)}</title>
<style>
@page { size: A4; margin: 12mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10.5pt; color: #111; margin: 0; }
.head { border: 1.5px solid #7a1f3d; padding: 4mm 5mm; text-align: center; margin-bottom: 5mm; }
h1 { font-size: 20pt; margin: 0; color: #7a1f3d; }
.head .label { font-size: 12.5pt; font-style: italic; margin-top: 2px; }
table.id { width: 100%; border-collapse: collapse; margin-bottom: 3mm; }
table.id td { vertical-align: top; width: 50%; padding-right: 6mm; }
h3 { font-size: 10.5pt; margin: 0 0 3px; text-decoration: underline; }
h2 { font-size: 12pt; color: #fff; background: #7a1f3d; padding: 2px 6px; margin: 5mm 0 2.5mm; text-transform: uppercase; letter-spacing: 0.5px; }
table.rows { width: 100%; border-collapse: collapse; }
table.rows td { vertical-align: top; padding: 0 0 3.5mm; }
td.when { width: 41mm; padding-right: 4mm !important; font-weight: bold; color: #7a1f3d; white-space: nowrap; }
tr { page-break-inside: avoid; }
.tag { display: inline-block; border: 1px solid #7a1f3d; border-radius: 3px; padding: 1px 6px; margin: 0 4px 4px 0; font-size: 9.5pt; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="head"><h1>${esc(b.name)}</h1>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
<table class="id"><tr>
<td>${etat.length ? `<h3>État civil</h3>${etat.map((line) => `<div>${esc(line)}</div>`).join('')}` : ''}</td>
<td><h3>Coordonnées</h3>${coords.map((line) => `<div>${esc(line)}</div>`).join('')}</td>
</tr></table>
${b.summary ? `<h2>Profil</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Expériences professionnelles</h2><table class="rows">${jobs.join('')}</table>` : ''}
${schools.length ? `<h2>Formation</h2><table class="rows">${schools.join('')}</table>` : ''}
${tags.length ? `<h2>Compétences</h2><div>${tags.join('')}</div>` : ''}
${langues.length ? `<h2>Langues</h2>${langues.join('')}` : ''}
${resume.interests?.length ? `<h2>Centres d'intérêt</h2><div>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</div>` : ''}
</body></html>
`;
}

module.exports = { render };
