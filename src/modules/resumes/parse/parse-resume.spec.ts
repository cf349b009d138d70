import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ocrImageLines, terminateOcr } from '../extract/ocr';
import { parseResume } from './parse-resume';

const FR = `DUPONT Jean
Développeur Full Stack
jean.dupont@example.fr | 06 12 34 56 78 | fr.linkedin.com/in/Jean-Dupont/
Paris

EXPÉRIENCE PROFESSIONNELLE
Développeur Full Stack — Doctolib
janv. 2020 – aujourd'hui | Paris
• Refonte du module de prise de rendez-vous
• Migration vers TypeScript
Ingénieur logiciel, Capgemini
03/2017 - 12/2019
- Développement d'API REST

FORMATION
Master Informatique — Université Paris-Saclay
2015 - 2017

COMPÉTENCES
Langages : TypeScript, Python, SQL
Outils : Docker, Kubernetes

LANGUES
Anglais : courant
Espagnol : notions`;

const EN = `Jane Smith
jane.smith@example.com · +44 20 7946 0958 · https://www.linkedin.com/in/janesmith
Summary
Product-minded data engineer.
Work Experience
Acme Analytics Ltd
Senior Data Engineer
Sept 2017 – Present
Built the ingestion platform.
Education
BSc Computer Science, University of Leeds, 2013 - 2016
Skills
Python | Spark | Airflow
Languages
English (native), French (B2)`;

describe('parseResume', () => {
  it('takes every given name where capitals set the family name apart, whatever the address leaves out', () => {
    expect(parseResume('Mei Yee TAN\nData Analyst\nmeitan53@example.com.my').name).toEqual({ firstName: 'Mei Yee', lastName: 'Tan' });
    expect(parseResume('Dr. Ana Beatriz TEIXEIRA\nWASH Engineer\na.teixeira@example.com.br').name).toEqual({ firstName: 'Ana Beatriz', lastName: 'Teixeira' });
    expect(parseResume('Laura Camila CASTANO\nTechnician\nlaura-camila-castano@example.com.co').name).toEqual({ firstName: 'Laura Camila', lastName: 'Castano' });
    expect(parseResume('Nour El Houda TRABELSI\nIngénieure\nnourelhouda.trabelsi@example.tn').name).toEqual({ firstName: 'Nour El Houda', lastName: 'Trabelsi' });
    expect(parseResume('Pierre-Yves Le GALL\nIngénieur\npy.legall@example.fr').name).toEqual({ firstName: 'Pierre-Yves', lastName: 'Le Gall' });
    expect(parseResume('Anne-Sophie de VILLENEUVE\nJuriste\nasv@example.fr').name).toEqual({ firstName: 'Anne-Sophie', lastName: 'de Villeneuve' });
    // (without capitals, a middle name the address leaves out is still no given name)
    expect(parseResume('Rupert Edward van Leeuwen\nAnalyst\nrupert.vanleeuwen@example.nl').name).toEqual({ firstName: 'Rupert', lastName: 'van Leeuwen' });
  });

  it('reads the skills a two-column list printed beside the languages, past rating dots OCR read as zeros', () => {
    const parsed = parseResume('Jane Doe\nNurse\nSKILLS\nLANGUAGES\nEnglish\n00000 Native / bilingual\n(Pyxis Medstation ) (Cerner PowerChart )\nYoruba\n((Meditech Expanse ) ( Epic EHR) ( Wound care )\nINTERESTS\nBaking');
    expect(parsed.skills).toEqual(['Pyxis Medstation', 'Cerner PowerChart', 'Meditech Expanse', 'Epic EHR', 'Wound care']);
  });

  it("splits a family name of two words as the LinkedIn handle does, where the address runs them together", () => {
    const parsed = parseResume('Rami Abi Nader\nChef de projet\nramiabinader81@example.com.lb\nlinkedin.com/in/rami-abinader-999');
    expect(parsed.name).toEqual({ firstName: 'Rami', lastName: 'Abi Nader' });
  });

  it('splits a name of three words as a handle printed alone splits it, and not one a comma split', () => {
    expect(parseResume('LUCÍA FERNÁNDEZ RUIZ\nBiomedical Engineer\n+34 627 184 395\nlucia.fernandez@gmail.com\nlucia-fernandez-ruiz').name).toEqual({ firstName: 'Lucía', lastName: 'Fernández Ruiz' });
    expect(parseResume('da Silva, Rui Miguel\nMOTION DESIGNER\nlin/rui-miguel-da-silva').name).toEqual({ firstName: 'Rui Miguel', lastName: 'da Silva' });
  });

  it('mends a given name OCR read with "rn" for "m" where the address spells it, and reads a Malay "binti"', () => {
    expect(parseResume('Sarnuel Okafor ACCA\nManagement Accountant\nsamuel.okafor@yahoo.com').name).toEqual({ firstName: 'Samuel', lastName: 'Okafor' });
    expect(parseResume('Bjarne Hansen\nEngineer\nbjarne.hansen@example.dk').name).toEqual({ firstName: 'Bjarne', lastName: 'Hansen' });
    expect(parseResume('NUR AISYAH BINTI KAMARUDIN\nChemical Engineer\nnuraisyah.k@gmail.com').name).toEqual({ firstName: 'Nur Aisyah', lastName: 'Binti Kamarudin' });
  });

  it('mends one letter of a given name OCR took for another where the address or the LinkedIn handle spells it, and no other name', () => {
    expect(parseResume('Jodo Pedro Silva\nEngenheiro civil\njoao_pedro.silva84@netcabo.pt').name).toEqual({ firstName: 'Joao Pedro', lastName: 'Silva' });
    expect(parseResume('Pawet Kowalski\nAccountant\nlinkedin.com/in/pawel-kowalski-573pl').name).toEqual({ firstName: 'Pawel', lastName: 'Kowalski' });
    expect(parseResume('Lise Martin\nInfirmière\nlisa.martin@example.fr').name).toEqual({ firstName: 'Lise', lastName: 'Martin' });
    // (a given name of three letters too)
    expect(parseResume('Rul\nMOREIRA\nIngénieur iOS\nrui.m.moreira@example-lyon.fr').name).toEqual({ firstName: 'Rui', lastName: 'Moreira' });
    expect(parseResume('Eva\nMOREIRA\nIngénieure\neve.moreira@example-lyon.fr').name).toEqual({ firstName: 'Eva', lastName: 'Moreira' });
  });

  it('joins a name OCR broke into letters where the address spells it, and leaves a name with particles whole', () => {
    expect(parseResume('+44 7421 167115\nRhys P ritc h a rd\nrhyspritchard80@virginmedia.com\nCardiff').name).toEqual({ firstName: 'Rhys', lastName: 'Pritchard' });
    expect(parseResume('Kaitlyn de la Cruz\nNurse\nkaitlyndelacruz1989@alumni.example.edu').name).toEqual({ firstName: 'Kaitlyn', lastName: 'de la Cruz' });
  });

  it("drops a photo's initials beside the name, not a two-letter family name", () => {
    expect(parseResume('Eilidh\nEF\nFRASER-ROSS\nProject Manager\neilidh.fraser-ross@btinternet.com').name).toEqual({ firstName: 'Eilidh', lastName: 'Fraser-Ross' });
    expect(parseResume('KC\nKa Ho CHEUNG\nSmall Animal Vet\nkcheung@netvigator.com').name).toEqual({ firstName: 'Ka Ho', lastName: 'Cheung' });
    expect(parseResume('Oumar\nBA\nComptable\noumar.ba@orange.sn').name).toEqual({ firstName: 'Oumar', lastName: 'Ba' });
    expect(parseResume('Nicole\nNG\nGraphic Designer\nnicole.ng@example.sg').name).toEqual({ firstName: 'Nicole', lastName: 'Ng' });
  });

  it('keeps every given name printed over a family name in capitals, whatever the address leaves out', () => {
    expect(parseResume('Mohamed Amine\nBERRADA\nIngénieur\nmohamed.berrada@example.ma').name).toEqual({ firstName: 'Mohamed Amine', lastName: 'Berrada' });
  });

  it('reads names of the fourth header set: labels after a bar, particles, Mc in capitals, a title before the name', () => {
    expect(parseResume('Surname | SZABÓ\nGiven names | Eszter Katalin\nE-mail | eszter.szabo91@freemail.hu').name).toEqual({ firstName: 'Eszter Katalin', lastName: 'Szabó' });
    expect(parseResume('Kristine Joy\nde los Santos\nRegistered Pharmacist\nQuezon City').name).toEqual({ firstName: 'Kristine Joy', lastName: 'de los Santos' });
    expect(parseResume("Bram van 't Veer\nPort Logistics Planner").name).toEqual({ firstName: 'Bram', lastName: "van 't Veer" });
    expect(parseResume('RUARAIDH McILWRAITH\nGamekeeper').name).toEqual({ firstName: 'Ruaraidh', lastName: 'McIlwraith' });
    expect(parseResume('Dr.-Ing. Jan-Hendrik Meyer zu Schwabedissen\nSenior Process Engineer\njh.meyerzuschwabedissen@gmx.de\nlinkedin.com/in/jan-hendrik-meyer-zu-schwabedissen').name).toEqual({ firstName: 'Jan-Hendrik', lastName: 'Meyer zu Schwabedissen' });
    expect(parseResume('lsaure de Montbrison\nJuriste\nisaure.demontbrison@gmail.com').name).toEqual({ firstName: 'Isaure', lastName: 'de Montbrison' });
    expect(parseResume('CHO Eun-ji\nPastry Chef\neunji.cho.pastry@gmail.com').name).toEqual({ firstName: 'Eun-ji', lastName: 'Cho' });
    expect(parseResume('Top Skills\nControlling\nBartosz Kędzierski\nSAP FICO Consultant\nb.kedzierski@o2.pl').name).toEqual({ firstName: 'Bartosz', lastName: 'Kędzierski' });
    // (a middle name the LinkedIn handle leaves out, not when the name is printed family name first)
    expect(parseResume('Januario José da Costa\nEscalator Technician\nDili | januario+jobs3@example.tl | linkedin.com/in/januario-da-costa').name).toEqual({ firstName: 'Januario', lastName: 'da Costa' });
    expect(parseResume('Munteanu, Alexandru Ionut\nNOC Team Lead\namunt.86@example.ro | linkedin.com/in/amunteanu').name).toEqual({ firstName: 'Alexandru Ionut', lastName: 'Munteanu' });
    // (a family name of several words after the given name's initial; the place above is no name)
    expect(parseResume('Mail: mvandermerwe.1986@webmail.example.co.za\nPhone: 0027 71 522 6830\nCape Town, Western Cape\nMarelize van der Merwe\nChildren’s Librarian').name).toEqual({ firstName: 'Marelize', lastName: 'van der Merwe' });
  });

  it("reads the country of a national number from the address a narrow column broke", () => {
    const parsed = parseResume('Contact\njansevanrensburg.pieter@example\n.co.za\n079 248 9389 (Mobile)\nTop Skills\nSurpac\nPieter JANSE VAN RENSBURG');
    expect(parsed.phone).toBe('+27792489389');
  });

  it('reads a name on two lines that only the LinkedIn handle spells whole', () => {
    const parsed = parseResume('Rebecca Chinwe\nADEYEMI-JOHNSON\nManagement Consultant\nlinkedin.com/in/rebecca-adeyemi-johnson | +44 7723 418 560\nrebecca.aj@icloud.com');
    expect(parsed.name).toEqual({ firstName: 'Rebecca Chinwe', lastName: 'Adeyemi-Johnson' });
  });

  it('reads a French resume', () => {
    const parsed = parseResume(FR);
    expect(parsed.name).toEqual({ firstName: 'Jean', lastName: 'Dupont' });
    expect(parsed.email).toBe('jean.dupont@example.fr');
    expect(parsed.phone).toBe('+33612345678');
    expect(parsed.linkedinUrl).toBe('https://www.linkedin.com/in/jean-dupont');
    expect(parsed.experiences.map((e) => [e.title, e.company, e.start, e.end, e.current])).toEqual([
      ['Développeur Full Stack', 'Doctolib', '2020-01', null, true],
      ['Ingénieur logiciel', 'Capgemini', '2017-03', '2019-12', false],
    ]);
    expect(parsed.experiences[0].description).toContain('Migration vers TypeScript');
    expect(parsed.education).toEqual([{ degree: 'Master Informatique', school: 'Université Paris-Saclay', start: '2015', end: '2017' }]);
    expect(parsed.skills).toEqual(['TypeScript', 'Python', 'SQL', 'Docker', 'Kubernetes']);
    expect(parsed.languages).toEqual([
      { name: 'Anglais', level: 'courant', cefr: 'C1' },
      { name: 'Espagnol', level: 'notions', cefr: 'A2' },
    ]);
  });

  it('reads an English resume with company above title', () => {
    const parsed = parseResume(EN);
    expect(parsed.name).toEqual({ firstName: 'Jane', lastName: 'Smith' });
    expect(parsed.phone).toBe('+442079460958');
    expect(parsed.linkedinUrl).toBe('https://www.linkedin.com/in/janesmith');
    expect(parsed.experiences.map((e) => [e.title, e.company, e.start, e.current])).toEqual([['Senior Data Engineer', 'Acme Analytics Ltd', '2017-09', true]]);
    expect(parsed.education.map((e) => [e.degree, e.school])).toEqual([['BSc Computer Science', 'University of Leeds']]);
    expect(parsed.skills).toEqual(['Python', 'Spark', 'Airflow']);
    expect(parsed.languages).toEqual([
      { name: 'English', level: 'native', cefr: 'native' },
      { name: 'French', level: 'B2', cefr: 'B2' },
    ]);
  });

  it('reads the dated entries of a first heading it does not know (left in the header)', () => {
    const parsed = parseResume('Jane Smith\njane.smith@example.com\nWhere I have worked\nData Engineer — Acme Analytics Ltd\n2019 - 2022\nBuilt the platform.\nBarista — Central Perk Ltd\n2016 - 2019\nHobbies\nChess');
    expect(parsed.experiences.map((e) => [e.title, e.start])).toEqual([
      ['Data Engineer', '2019'],
      ['Barista', '2016'],
    ]);
    expect(parsed.experiences[1].company).toBe('Central Perk Ltd');
  });

  it('reads entries without a heading right under the contact line, each "Title - Company. dates" with a stop before its dates', () => {
    const parsed = parseResume(
      'Jean-Marc Leblanc\nOttawa CA / (403) 555-0132 / jm@example.ca\nSecondary Science Teacher - Lakehead Credit Union. 2019-09-01 - 2025-01-01\nReporting to the Chief Operating Officer; budget holder.\nHead of Year - Fraser & Chan LLP. 2017-12-01 - 2019-04-01\nEDUCATION\nMcGill University, 2004-01-01 - 2008-07-01\nLL.B.',
    );
    expect(parsed.experiences.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Secondary Science Teacher', 'Lakehead Credit Union.', '2019-09', '2025-01'],
      ['Head of Year', 'Fraser & Chan LLP.', '2017-12', '2019-04'],
    ]);
    expect(parsed.experiences[0].description).toBe('Reporting to the Chief Operating Officer; budget holder.');
    const french = parseResume('Frédérik St-Onge\nQuébec CA / +1 819 555 0168 / f.st-onge@example.ca\nDéveloppeuse full stack - Centre de santé Val-des-Érables. 2019-10-01 - 2025-01-01\nFORMATION\nPolytechnique Montréal, - 2013-12-01\nAEC');
    expect(french.experiences.map((e) => [e.title, e.company])).toEqual([['Développeuse full stack', 'Centre de santé Val-des-Érables.']]);
  });

  it('uses layout: a two-line name, group names above skill lists, a possessive heading', () => {
    const row = (text: string, top: number, size: number) => ({ text, page: 1, x: 40, width: 300, top, size, emphasis: false, column: 'full' as const });
    const layout = [
      row('JANE', 40, 26),
      row('SMITH', 70, 26),
      row('jane.smith@', 100, 10),
      row('example.com', 112, 10),
      row('My Skills', 140, 14),
      row('Web Development', 160, 10),
      row('HTML, CSS, JavaScript', 172, 10),
      row('Data Craft', 184, 10),
      row('SQL, dbt', 196, 10),
      row('A sentence long enough to set the body size of this page for the parser.', 400, 10),
    ];
    const parsed = parseResume(layout.map((line) => line.text).join('\n'), layout);
    expect(parsed.name).toEqual({ firstName: 'Jane', lastName: 'Smith' });
    expect(parsed.email).toBe('jane.smith@example.com');
    expect(parsed.skills).toEqual(['HTML', 'CSS', 'JavaScript', 'SQL', 'dbt']);
  });

  it('reads a language with its level printed above the languages heading (a label column read a row apart)', () => {
    const parsed = parseResume('Jane Doe\nEducation\nMSc Civil Engineering\nThe Open University\n2017 - 2018\nSpanish\nNative speaker\nLanguages\nArabic\nBasic');
    expect(parsed.languages.map((language) => [language.name, language.cefr])).toEqual([
      ['Arabic', 'A2'],
      ['Spanish', 'native'],
    ]);
    expect(parsed.education.map((entry) => [entry.degree, entry.school])).toEqual([['MSc Civil Engineering', 'The Open University']]);
  });

  it('reads a group of skills printed before a group name taken as the skills heading ("Tools")', () => {
    const parsed = parseResume('Aaron Kowalski\nAbout\n55 Asylum Street Hartford CT\nakowalski@example.com\nFinance\nExpert\nBudgeting\nFinancial modelling\nTools\nAdvanced\nPower BI\nExcel');
    expect(parsed.skills).toEqual(['Power BI', 'Excel', 'Budgeting', 'Financial modelling']);
  });

  it('ends a group of skills without a heading where its section ends: the interests after the languages are no skills', () => {
    const parsed = parseResume('Austin Kowalczyk\nSoftware Engineer\nContact\na.kowalczyk@example.net\nProgramming\nJava\nSQL\nLanguages\nEnglish (Native)\nInterests\nMarathon running\nPhotography');
    expect(parsed.skills).toEqual(['Java', 'SQL']);
  });

  it('reads languages named alone in a header whose "Languages" heading was not read, two at least', () => {
    const parsed = parseResume('Jane Doe\njane@example.com\nEnglish ●●●●●\nSpanish ●●●○○\nExperience\nAnalyst, Acme\n2019 - 2021');
    expect(parsed.languages.map((language) => language.name)).toEqual(['English', 'Spanish']);
    expect(parseResume('Jane Doe\njane@example.com\nFrench\nExperience\nAnalyst, Acme\n2019 - 2021').languages).toEqual([]);
  });

  it('reads the jobs of the main column read under a sidebar heading (skills) as experiences', () => {
    const parsed = parseResume('Jane Doe\nExperience\nData Analyst, Acme Ltd\n2021 - 2023\nSkills\nSoftware Engineer, Globex Inc\n2018 - 2021\nPython, SQL');
    expect(parsed.experiences.map((entry) => [entry.title, entry.company, entry.start])).toEqual([
      ['Data Analyst', 'Acme Ltd', '2021'],
      ['Software Engineer', 'Globex Inc', '2018'],
    ]);
  });

  it('reads two lists whose headings stood side by side and were read one after the other (a table row)', () => {
    const parsed = parseResume('Jane Doe\nSkills\nLanguages\nPython\nEnglish (native)\nSQL\nFrench (B2)\nExperience\nAnalyst, Acme Ltd\n2019 - 2021');
    expect(parsed.skills).toEqual(['Python', 'SQL']);
    expect(parsed.languages.map((language) => language.name)).toEqual(['English', 'French']);
  });

  it('reads the schools of the main column read under a sidebar heading (skills) as education', () => {
    const parsed = parseResume('Jane Doe\nExperience\nData Analyst, Acme Ltd\n2021 - 2023\nSkills\nMSc Statistics, University of Leeds\n2018 - 2019\nLanguages\nEnglish');
    expect(parsed.education.map((entry) => [entry.degree, entry.school])).toEqual([['MSc Statistics', 'University of Leeds']]);
  });

  it('keeps what another field holds out of the skills (a job read under the skills heading)', () => {
    const parsed = parseResume('Jane Doe\nExperience\nData Analyst, Acme Ltd\n2021 - 2023\nSkills\nPython\nSoftware Engineer\nGlobex Inc\n2018 - 2021');
    expect(parsed.experiences.map((entry) => entry.company)).toEqual(['Acme Ltd', 'Globex Inc']);
    expect(parsed.skills).toEqual(['Python']);
  });

  it('keeps human languages listed among the skills out of the skills', () => {
    const parsed = parseResume('Jane Smith\nSkills\nTools: Excel, SAP\nLanguages: English, French');
    expect(parsed.skills).toEqual(['Excel', 'SAP']);
    expect(parsed.languages.map((language) => language.name)).toEqual(['English', 'French']);
  });

  it('reads a list after the last job or the profile as the skills when no skills heading was read (an image lost it), and keeps the jobs', () => {
    const parsed = parseResume('Sipho Dlamini\nWarehouse Supervisor\nEXPERIENCE\nWarehouse Supervisor — Imperial Logistics, Durban\n2019 – Present\n- Ran a 40-person night shift across two sites\nReach truck\nCounterbalance forklift\nStock counts\nSAP EWM\nLANGUAGES\nEnglish — Fluent');
    expect(parsed.skills).toEqual(['Reach truck', 'Counterbalance forklift', 'Stock counts', 'SAP EWM']);
    expect(parsed.experiences.map((job) => job.title)).toEqual(['Warehouse Supervisor']);
    const profile = parseResume('Ana Costa\nBarista\nPROFILE\nBarista who loves a busy morning rush and a clean bar.\no Espresso extraction\no Latte art\no Milk texturing\no Cash handling');
    expect(profile.skills).toEqual(['Espresso extraction', 'Latte art', 'Milk texturing', 'Cash handling']);
  });

  it("reads a list ending the contact block as the skills when no skills heading was read, not a place or a person's details", () => {
    const parsed = parseResume('Shanice Campbell\nFront Office Manager\n876-555-0135\nshanice.campbell@gmail.com\nMontego Bay, Jamaica\nOpera PMS\nGuest relations\nUpselling\nNight audit\nPROFILE\nFront office manager with 8 years in resorts.');
    expect(parsed.skills).toEqual(['Opera PMS', 'Guest relations', 'Upselling', 'Night audit']);
    const details = parseResume('Paul Martin\nChauffeur\n06 12 34 56 78\npaul.martin@gmail.com\nPermis C\nVéhiculé\nCélibataire\nNationalité française\nPROFIL\nChauffeur poids lourd depuis 10 ans.');
    expect(details.skills).toEqual([]);
  });

  it('keeps a language printed with its level among the skills out of the skills, and gives it to the languages', () => {
    const parsed = parseResume('Jane Smith\nCompétences et langues\n• Excel\n• Roumain (bilingue)\n• Greek - native');
    expect(parsed.skills).toEqual(['Excel']);
    expect(parsed.languages.map((language) => language.name)).toEqual(['Roumain', 'Greek']);
    const tags = parseResume('Ravi Kumar\nDevOps Engineer\nSKILLS\nl AWS l l Terraform l\nl English l l Hindi l');
    expect(tags.skills).toEqual(['AWS', 'Terraform']);
    expect(tags.languages.map((language) => [language.name, language.level])).toEqual([['English', null], ['Hindi', null]]);
  });
  it('swaps a name of two words in capitals when the address or the handle spells the second one\'s initial before the first ("PETROSYAN NAREK" beside npetrosyan@)', () => {
    const parsed = parseResume('PETROSYAN NAREK\nPharmacy Technician\n099 983 233 | npetrosyan@example.am | Yerevan\nPROFILE\nPharmacy technician.');
    expect([parsed.name?.firstName, parsed.name?.lastName]).toEqual(['Narek', 'Petrosyan']);
    const byHandle = parseResume('CASSOMA ADILSON\nPrivacy Analyst\n926 645 818 | ac479@example.co.ao | linkedin.com/in/acassoma | Luanda\nPROFILE\nPrivacy analyst.');
    expect([byHandle.name?.firstName, byHandle.name?.lastName]).toEqual(['Adilson', 'Cassoma']);
    const inOrder = parseResume('JOHN SMITH\nPharmacy Technician\njsmith@example.com | Leeds\nPROFILE\nPharmacy technician.');
    expect([inOrder.name?.firstName, inOrder.name?.lastName]).toEqual(['John', 'Smith']);
  });

  it('rejoins a name OCR broke where the address spells the given name\'s initial before the family name, and reads "in/handle" in the contact row', () => {
    const parsed = parseResume('Ar naud D ELVAUX\nPréparatrice en pharmacie\nadelvaux@example.be | +32 463 58 27 07 | in/delvaux-arnaud-35\nPROFIL\nPréparatrice en pharmacie.');
    expect([parsed.name?.firstName, parsed.name?.lastName]).toEqual(['Arnaud', 'Delvaux']);
    expect(parsed.linkedinKey).toBe('delvaux-arnaud-35');
  });
  it('reads the name a mailbox named for no one spells in its domain, the family name in capitals over the given name, an OCR crumb between them', () => {
    const parsed = parseResume('IOANNOU\ni\nStelios\nWine Quality Technician\nPROFILE\nWine quality technician with 8 years in cellars\ncv@stelios-ioannou.com.cy');
    expect([parsed.name?.firstName, parsed.name?.lastName]).toEqual(['Stelios', 'Ioannou']);
    expect(parsed.email).toBe('cv@stelios-ioannou.com.cy');
  });

  it('reads a name whose labels stand alone on their lines ("Name:" / "Trajkovski" / "First name:" / "Bojan"), and one opening a one-line header between bars', () => {
    const labelled = parseResume('CURRICULUM VITAE\nPERSONAL INFORMATION\nName:\nTrajkovski\nFirst name:\nBojan\nAddress:\nSkopje\ntrajkovskib@t-home.example.mk');
    expect([labelled.name?.firstName, labelled.name?.lastName]).toEqual(['Bojan', 'Trajkovski']);
    const header = parseResume('Rémi LeBlanc | Ergothérapeute coordinatrice | Shippagan | 506 850-4537 | leblancr@nb.example-aliant.ca\nSYNTHÈSE PROFESSIONNELLE\nErgothérapeute coordinatrice, 11 ans d’expérience.');
    expect([header.name?.firstName, header.name?.lastName]).toEqual(['Rémi', 'LeBlanc']);
    const place = parseResume('Tashana Marie Thompson\nSenior Occupational Therapist\nMontego Bay, St James | +1 876 886 2442 | tashana-thompson@example.com.jm');
    expect(place.name?.lastName).toBe('Thompson');
    const town = parseResume('Tel Aviv · 052-481-6730 · noah.bendavid@gmail.com\nNoah Ben-David\nSecurity Researcher');
    expect([town.name?.firstName, town.name?.lastName]).toEqual(['Noah', 'Ben-David']);
    // (a job title under a name in capitals is no given name, though the address ends on its initial)
    const capitals = parseResume('IBRAHIM MUSA\nAgronomist\nKano, Nigeria\nibrahim.musa@gmail.com');
    expect([capitals.name?.firstName, capitals.name?.lastName]).toEqual(['Ibrahim', 'Musa']);
  });
  it('reads a handle printed alone after an icon where no name was read, when it carries the two words of the address', () => {
    const parsed = parseResume('/Zs0O0fia Katalin Szabo\nFINANCIAL CRIME INVESTIGATOR\nXL 06-20-368-7584\n© szabo.zsofia@example.hu [{ zsofia-szabo-acf ~~ @ Budapest\nPROFILE\nInvestigator of financial crime with 9 years in banks');
    expect(parsed.linkedinKey).toBe('zsofia-szabo-acf');
    const other = parseResume('/Zs0O0fia Katalin Szabo\nFINANCIAL CRIME INVESTIGATOR\n© szabo.zsofia@example.hu [{ budapest-crime-lab ~~ @ Budapest\nPROFILE\nInvestigator of financial crime with 9 years in banks');
    expect(other.linkedinKey).toBeNull();
    const site = parseResume('/Zs0O0fia Katalin Szabo\nFINANCIAL CRIME INVESTIGATOR\n© hello@zsofia-szabo.hu [{ zsofia-szabo-acf ~~ @ Budapest\nPROFILE\nInvestigator of financial crime with 9 years in banks');
    expect(site.linkedinKey).toBe('zsofia-szabo-acf');
  });
  it('reads the cells of a Word table a .doc prints after tabs as items of their own', () => {
    const parsed = parseResume('Jean-Marc Lasserre\nChargé de paie\ncontact@jeanlasserre.fr\nCompétences\nBulletins de paie\tSuivi des absences\t\nNotes de frais\tCharges sociales\t\nDSN\tSage Paie\t');
    expect(parsed.skills).toEqual(['Bulletins de paie', 'Suivi des absences', 'Notes de frais', 'Charges sociales', 'DSN', 'Sage Paie']);
  });
  it('reads a skills group whose label is also a skills heading ("Qualités :") as a group, not a wrapped line', () => {
    const parsed = parseResume('Jean Dupont\nBûcheron\njean.dupont@example.fr\nCOMPÉTENCES\nOutils : Tronçonneuse, GPS de terrain\nInformatique : Word, Outlook\nQualités : discrétion, sens de l’écoute\nLANGUES\nFrançais : Natif');
    expect(parsed.skills).toEqual(['Tronçonneuse', 'GPS de terrain', 'Word', 'Outlook', 'discrétion', 'sens de l’écoute']);
  });
});

describe('a scanned page with a label column set larger than its content', () => {
  afterAll(() => terminateOcr());

  it('reads each heading apart from the row beside it, and that row\'s dates at their own scale; the parser reads its jobs and degree', async () => {
    // (a page made here: headings in 20-point bold in a left column, each top-aligned with its content in 9-point type;
    // Tesseract reads "Education" and "2013 – 2016" as one line, the dates at the heading's scale: "Joc Maber")
    const { text, lines } = await ocrImageLines(readFileSync(join(__dirname, '../../../../test/fixtures/label-column.png')));
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Experience', 'Skills', 'Languages', 'Education', 'BSc Mathematics, University of Leeds']));
    expect(text.split('\n').some((line) => /^March 2019 [–—-] Present$/.test(line))).toBe(true);
    expect(text.split('\n').some((line) => /^2013 [–—-] 2016$/.test(line))).toBe(true);
    const parsed = parseResume(text, lines);
    expect(parsed.experiences.map((entry) => [entry.title, entry.company, entry.start])).toEqual([
      ['Data Analyst', 'Northgate Retail', '2019-03'],
      ['Junior Analyst', 'Bramley Insurance', '2016-06'],
    ]);
    expect(parsed.education.map((entry) => [entry.degree, entry.school, entry.end])).toEqual([['BSc Mathematics', 'University of Leeds', '2016']]);
  }, 120_000);
});
