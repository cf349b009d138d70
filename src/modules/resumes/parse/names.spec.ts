import { findName, labelledName, nameBeforeTitle, nameSpelledByAddress, parseNameLine, withFamilyNameFromAddress, withFamilyNameFromAddressSpelling, withoutMiddleNames, stripNameDecorations } from './names';
import { resumeLines } from './lines';

describe('stripNameDecorations', () => {
  it.each([
    ['Dr Jane Doe', 'Jane Doe'],
    ['Dr. Jane Doe', 'Jane Doe'],
    ['Mme Inès Le Gall', 'Inès Le Gall'],
    ['Siobhán Kelly, RGN', 'Siobhán Kelly'],
    ['Aaron Walsh, CFA, MBA', 'Aaron Walsh'],
    ['Clément Lemaître PhD', 'Clément Lemaître'],
    ['Théo Mercier, Acheteuse', 'Théo Mercier'],
    ['Jane Doe | Data Engineer', 'Jane Doe'],
  ])('%s -> %s', (line, expected) => {
    expect(stripNameDecorations(line)).toBe(expected);
  });
});

describe('parseNameLine', () => {
  it.each([
    ['lonut Constantinescu, PMP', 'Ionut', 'Constantinescu'],
    ['Ana Carolina Ferreira dos Santos', 'Ana Carolina', 'Ferreira dos Santos'],
    ['João da Silva', 'João', 'da Silva'],
    ['Maria Grazia da Ponte', 'Maria Grazia', 'da Ponte'],
    ['lgor Petrov', 'Igor', 'Petrov'],
    ['Annika Marie llves', 'Annika Marie', 'Ilves'],
    ['Xu, Haoran (Harry)', 'Haoran', 'Xu'],
    ['Dipl.-Ing. Maximilian Huber', 'Maximilian', 'Huber'],
    ['Bérénice Nguye\u0302\u0303n', 'Bérénice', 'Nguye\u0302\u0303n'],
    ['Name Anaïs Lefèvre', 'Anaïs', 'Lefèvre'],
    ['Nom : Jean Dupont', 'Jean', 'Dupont'],
    ["I'm Oisín Breathnach.", 'Oisín', 'Breathnach'],
    ['Je suis Léa Martin', 'Léa', 'Martin'],
    ['Dr Jane Doe, RGN', 'Jane', 'Doe'],
    ['ZOÉ MÜLLER-MARTIN', 'Zoé', 'Müller-Martin'],
    ['Jean-Luc St. John', 'Jean-Luc', 'St. John'],
    ['Aoife Ní Bhriain', 'Aoife', 'Ní Bhriain'],
    ['Siobhán Ó Súilleabháin', 'Siobhán', 'Ó Súilleabháin'],
    ['Rania el-Haddad, Guest Experience Manager', 'Rania', 'el-Haddad'],
    ['Minh Le', 'Minh', 'Le'],
    ['VAN DEN BROECK ANNE-CATHERINE', 'Anne-Catherine', 'Van Den Broeck'],
    ['Reto Dal Molin', 'Reto', 'Dal Molin'],
    ["Anne-Sophie N'Diaye", 'Anne-Sophie', "N'Diaye"],
    ['Liam Van der Berg', 'Liam', 'Van der Berg'],
    ['© Jane Doe', 'Jane', 'Doe'],
    ['— JANE DOE —', 'Jane', 'Doe'],
    ['» Jane Doe |', 'Jane', 'Doe'],
    ['Doe, Jane', 'Jane', 'Doe'],
    ['DUPONT, Jean-Pierre', 'Jean-Pierre', 'Dupont'],
    ['da Silva, Rui Miguel', 'Rui Miguel', 'da Silva'],
    ['Sousa e Castro, João Pedro, Auditrice junior', 'João Pedro', 'Sousa e Castro'],
    ['VAN DER BERG, Anna', 'Anna', 'Van Der Berg'],
    ['Anna Berg, Stockholm', 'Anna', 'Berg'],
    ['France Gall', 'France', 'Gall'],
    ['Maria Lopez MSN', 'Maria', 'Lopez'],
    ['John A. Smith', 'John', 'Smith'],
    ['JOHN A. SMITH', 'John', 'Smith'],
    ['Robert "Bob" Smith', 'Robert', 'Smith'],
    ['CV de KHADY BA', 'Khady', 'Ba'],
    ['Résumé of MACKENZIE, MIA', 'Mia', 'Mackenzie'],
    ['Curriculum vitae – Jane Doe', 'Jane', 'Doe'],
    ["CV d'Anne Martin", 'Anne', 'Martin'],
    ['Mackenzie Chan🌑🌕', 'Mackenzie', 'Chan'],
  ])('reads %s', (line, firstName, lastName) => {
    expect(parseNameLine(line)).toEqual({ firstName, lastName });
  });

  it.each(['Core Skills', 'Contact', 'Work Experience', 'Profile Summary', 'About Me', 'Kelly, RGN', 'HELLO,WORLD.', 'Hello, World!', 'Paris, Data Engineer', 'Paris, France', 'London, England', 'Kestrel Software, Solicitor', 'Lakeside Health NHS Trust', 'University of Bristol', 'CV DELPHINE BA', 'Resume of Work'])('refuses the line %s', (line) => {
    expect(parseNameLine(line)).toBeNull();
  });
});

describe('findName', () => {
  const line = (text: string, top: number, size: number, column: 'full' | 'left' | 'right' = 'full') => ({ text, page: 1, x: 40, width: 100, top, size, emphasis: false, column });

  it('takes the largest name-like line near the top, even in a sidebar read after the main column', () => {
    const layout = [line('Experience', 120, 14, 'right'), line('Data Engineer', 140, 10, 'right'), line('Core', 90, 10, 'left'), line('Zoé Müller-Martin', 60, 24, 'left')];
    const lines = resumeLines('', layout);
    expect(findName(lines, [])).toEqual({ firstName: 'Zoé', lastName: 'Müller-Martin' });
  });

  it('joins given names in title case over a family name in capitals set alike under them', () => {
    const layout = [
      { text: 'Mary Ann', page: 1, x: 504, width: 406, top: 3054, size: 67, emphasis: false, column: 'full' as const },
      // (OCR boxes: the descender of "y" makes the first line's a fifth taller)
      { text: 'DE SILVA', page: 1, x: 500, width: 421, top: 3157, size: 56, emphasis: false, column: 'full' as const },
      { text: 'Policy Officer', page: 1, x: 492, width: 223, top: 3221, size: 29, emphasis: false, column: 'full' as const },
    ];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Mary Ann', lastName: 'De Silva' });
  });

  it('joins a given name over a family name broken at its hyphen', () => {
    expect(findName(resumeLines('KATHARINA\nSCHAFER-\nHARTMANN\nCOMPLIANCE OFFICER'), [])).toEqual({ firstName: 'Katharina', lastName: 'Schafer-Hartmann' });
  });

  it('joins a name broken at its hyphen', () => {
    const layout = [line('Zoé Müller-', 60, 24), line('Martin', 84, 24), line('Data Engineer', 110, 10)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Zoé', lastName: 'Müller-Martin' });
  });

  it('joins given names and the family name wrapped under them, centred alike, not a name and its title', () => {
    const centred = (text: string, x: number, width: number, top: number, size: number) => ({ ...line(text, top, size), x, width });
    const wrapped = [centred('Résumé of JARRAH THOMAS', 518, 996, 2804, 44), centred("O'DONNELL", 807, 417, 2906, 41.6), centred('MELBOURNE, VIC', 852, 329, 2971, 26)];
    expect(findName(resumeLines('', wrapped), [])).toEqual({ firstName: 'Jarrah Thomas', lastName: "O'Donnell" });
    const titled = [line('Chloé LE GALL', 60, 24), line('Etalagiste', 84, 24), line('Coordonnées', 110, 10)];
    expect(findName(resumeLines('', titled), [])).toEqual({ firstName: 'Chloé', lastName: 'Le Gall' });
  });

  it('joins a given name with a middle initial and the family name wrapped under them ("MUSA S." / "DANJUMA")', () => {
    const layout = [line('MUSA S.', 60, 24), line('DANJUMA', 84, 24), line('ANALYTICS ENGINEER', 110, 12), line('CONTACT', 140, 12)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Musa', lastName: 'Danjuma' });
  });

  it('joins a name broken at its hyphen with the job title after a bar on the next line', () => {
    const lines = resumeLines('Yves MULLER-\nFELTGEN | Développeuse logiciel\nTéléphone : 661 07 10 96');
    expect(findName(lines, lines)).toEqual({ firstName: 'Yves', lastName: 'Muller-Feltgen' });
  });

  it('reads a name with a link printed after it', () => {
    const lines = resumeLines('Tom REUTER @O (https://github.com/someone/a-theme)\nContrôleuse de gestion');
    expect(findName(lines, lines)).toEqual({ firstName: 'Tom', lastName: 'Reuter' });
  });

  it('joins a name set on two widely spaced lines (a line pitch under three heights)', () => {
    const layout = [line('MARIE-FRANCE', 60, 30), line('BERSET', 141, 30), line('Ergothérapeute', 202, 28), line('Contact', 260, 12)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Marie-France', lastName: 'Berset' });
  });

  it('reads a family name that is also a trade on the line set largest, or first over a job title', () => {
    const layout = [line('Jane Baker', 60, 28), line('Project Coordinator', 100, 14), line('Experience', 140, 12), line('Site Carpenter', 160, 10)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Jane', lastName: 'Baker' });
    const lines = resumeLines('Tom Cook\nProject Coordinator\ntc1987@example.com');
    expect(findName(lines, lines)).toEqual({ firstName: 'Tom', lastName: 'Cook' });
    // (a job title over another line is no name)
    const titled = resumeLines('Pastry Chef\nJane Doe\njane@example.com');
    expect(findName(titled, titled)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });

  it('takes no name from a job or a degree read under its heading', () => {
    const lines = resumeLines('jane baker\nProject Coordinator\nEducation\nBSc Mathematics\nUniversity of Leeds');
    const education = new Set(lines.slice(3));
    expect(findName(lines, lines.slice(0, 2), education)).toBeNull();
  });

  it('reads "Ben", "Al" or "Van" opening a name as a given name, not a particle', () => {
    expect(parseNameLine('Ben Thomas PAPPAS, MSc')).toEqual({ firstName: 'Ben Thomas', lastName: 'Pappas' });
    expect(parseNameLine('Ben van Dijk')).toEqual({ firstName: 'Ben', lastName: 'van Dijk' });
    expect(parseNameLine('Ahmed Ben Salah')).toEqual({ firstName: 'Ahmed', lastName: 'Ben Salah' });
    expect(parseNameLine('BEN SALAH Ahmed')).toEqual({ firstName: 'Ahmed', lastName: 'Ben Salah' });
  });

  it('rejoins a name OCR broke, the family name in capitals first, where the handle spells its words in another order', () => {
    const lines = resumeLines('LAU RENT Laetiti a\nCheffe de produit R&D\nlinkedin.com/in/laetitialaurent10');
    expect(nameSpelledByAddress(lines, 'laetitialaurent10@linkedin.com')).toEqual({ firstName: 'Laetitia', lastName: 'Laurent' });
  });

  it('reads the first name-like line without layout', () => {
    const lines = resumeLines('Curriculum Vitae\nDr Jane Doe, RGN\nStaff Nurse');
    expect(findName(lines, lines)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });
});

describe('findName on two lines', () => {
  const line = (text: string, top: number, size: number) => ({ text, page: 1, x: 40, width: 100, top, size, emphasis: false, column: 'full' as const });

  it.each([
    [['JANE', 'DOE'], 'Jane', 'Doe'],
    [['Marie', 'DE LA FONTAINE'], 'Marie', 'De La Fontaine'],
    [['Siobhán', "O'Brien"], 'Siobhán', "O'Brien"],
    [['SÉBASTIEN', 'LE'], 'Sébastien', 'Le'],
    [["I'm Jaylen", 'Bauer-Lin.'], 'Jaylen', 'Bauer-Lin'],
  ])('joins a first name set above its family name: %j', ([first, last], firstName, lastName) => {
    const layout = [line(first, 60, 28), line(last, 90, 28), line('Data Engineer', 120, 11), line('A line of body text that sets the body size of the page.', 300, 10)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName, lastName });
  });

  it('does not join lines set apart (a name and a city in body text)', () => {
    const layout = [line('Jane Doe', 60, 28), line('London', 100, 10), line('A line of body text that sets the body size of the page.', 300, 10)];
    expect(findName(resumeLines('', layout), [])).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });

  it('joins the two lines without layout', () => {
    const lines = resumeLines('JANE\nDOE\nData Engineer');
    expect(findName(lines, lines)).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });
});

describe('withFamilyNameFromAddress', () => {
  it.each([
    [{ firstName: 'Jean-Noël Nguyen', lastName: 'Thi' }, 'nguyenthi.jean-noel@mail.example.fr', { firstName: 'Jean-Noël', lastName: 'Nguyen Thi' }],
    [{ firstName: 'Luz Ann Nguyen', lastName: 'Thi' }, 'luz_nguyenthi@mail.example.com', { firstName: 'Luz Ann', lastName: 'Nguyen Thi' }],
    [{ firstName: 'Nour', lastName: 'El Houda TRABELSI' }, 'nourelhouda.trabelsi@example.tn', { firstName: 'Nour El Houda', lastName: 'Trabelsi' }],
    [{ firstName: 'Rodrigo Martínez', lastName: 'Ochoa' }, 'r.martinezochoa73@example.net.mx', { firstName: 'Rodrigo', lastName: 'Martínez Ochoa' }],
    [{ firstName: 'María', lastName: 'José García López' }, 'mariajose.garcia.lopez@example.es', { firstName: 'María José', lastName: 'García López' }],
  ])('takes the family name the address spells whole: %j, %s', (name, email, expected) => {
    expect(withFamilyNameFromAddress(name, email)).toEqual(expected);
  });

  it.each([
    [{ firstName: 'Mary Ann', lastName: 'Smith' }, 'annsmith@example.com'],
    [{ firstName: 'Jane', lastName: 'Doe' }, 'jane.doe@example.com'],
    [{ firstName: 'Georgina Thomas', lastName: "D'Souza" }, 'g.dsouza@example.co.uk'],
    // (the family name must be whole pieces of the address: "luisramirez" is inside "joseluis.ramirez")
    [{ firstName: 'José Luis', lastName: 'Ramírez' }, 'joseluis.ramirez@example.com'],
    [{ firstName: 'Mary Ann', lastName: 'Thompson' }, 'maryann.thompson54@example.com'],
    [{ firstName: 'Rupert Edward', lastName: 'van Leeuwen' }, 'rupert.vanleeuwen@example.nl'],
  ])('keeps %j with %s', (name, email) => {
    expect(withFamilyNameFromAddress(name, email)).toEqual(name);
  });
});

describe('a place is no name', () => {
  it('reads no name in a city with its region and country codes', () => {
    expect(parseNameLine('Vancouver BC CA')).toBeNull();
  });
});

describe('nameBeforeTitle', () => {
  it.each([
    ['Tiago Miguel Araújo Revenue manager', 'araujo.tiago.9@videotron.example.qc.ca', { firstName: 'Tiago Miguel', lastName: 'Araújo' }],
    ['Đức H. Phạm Software Developer', 'duc.h.pham@mail.example.ca', { firstName: 'Đức', lastName: 'Phạm' }],
  ])('takes the words the address spells before a job title: %s', (line, email, expected) => {
    expect(nameBeforeTitle(resumeLines(`${line}\nSummary`), email)).toEqual(expected);
  });

  it.each([
    ['Tiago Miguel Araújo Revenue manager', 'contact@example.com'],
    ['Tiago Araújo', 'araujo.tiago.9@example.com'],
    ['Tiago Araújo Lisbon Portugal', 'araujo.tiago.9@example.com'],
  ])('leaves %s with %s to the other rules', (line, email) => {
    expect(nameBeforeTitle(resumeLines(line), email)).toBeNull();
  });
});

describe('withoutMiddleNames', () => {
  it.each([
    [{ firstName: 'Rupert Edward', lastName: 'van Leeuwen' }, 'rupert.vanleeuwen@example.nl', { firstName: 'Rupert', lastName: 'van Leeuwen' }],
    [{ firstName: 'Marie Claire', lastName: 'Dupont' }, 'marieclaire.dupont@example.fr', { firstName: 'Marie Claire', lastName: 'Dupont' }],
    [{ firstName: 'Marie Claire', lastName: 'Dupont' }, 'contact@dupont-conseil.fr', { firstName: 'Marie Claire', lastName: 'Dupont' }],
    [{ firstName: 'Jane', lastName: 'Doe' }, 'jane.doe@example.com', { firstName: 'Jane', lastName: 'Doe' }],
    [{ firstName: 'Georgina Thomas', lastName: "D'Souza" }, 'g.dsouza@example.co.uk', { firstName: 'Georgina', lastName: "D'Souza" }],
    [{ firstName: 'Daan Hendrik', lastName: 'van Rijn' }, 'dvanrijn+jobs24@example.fr', { firstName: 'Daan', lastName: 'van Rijn' }],
    [{ firstName: 'Georgina Thomas', lastName: "D'Souza" }, 'gt.dsouza@example.co.uk', { firstName: 'Georgina Thomas', lastName: "D'Souza" }],
    [{ firstName: 'Tanguy Hervé', lastName: 'Le Berre' }, 'leberre-t-52@free.example.fr', { firstName: 'Tanguy', lastName: 'Le Berre' }],
    [{ firstName: 'Marelize Elize', lastName: 'Steenkamp' }, 'steenkamp.marelize+apply@example.co.za', { firstName: 'Marelize', lastName: 'Steenkamp' }],
    [{ firstName: 'Marie Elise', lastName: 'Dupont' }, 'marie.elise.dupont@example.fr', { firstName: 'Marie Elise', lastName: 'Dupont' }],
    [{ firstName: 'Dominik Josef', lastName: 'Cremer' }, 'cremer.d.pro@post.example.be', { firstName: 'Dominik', lastName: 'Cremer' }],
    // (the given name and the family name's initial do not tell: "Maria Theresia" may be one given name)
    [{ firstName: 'Maria Theresia', lastName: 'Hofer' }, 'mariah1986@aon.example.at', { firstName: 'Maria Theresia', lastName: 'Hofer' }],
  ])('%j with %s', (name, email, expected) => {
    expect(withoutMiddleNames(name, email)).toEqual(expected);
  });

  it('reads the LinkedIn handle as a spelling too', () => {
    expect(withoutMiddleNames({ firstName: 'Januario José', lastName: 'da Costa' }, 'januario+jobs3@example.tl', 'januario-da-costa')).toEqual({ firstName: 'Januario', lastName: 'da Costa' });
    expect(withoutMiddleNames({ firstName: 'Januario José', lastName: 'da Costa' }, 'januario+jobs3@example.tl', null)).toEqual({ firstName: 'Januario José', lastName: 'da Costa' });
  });
});

describe('names a line could not tell alone', () => {
  it.each([
    ['Nom : MARTIN\nPrénom : Julien\nNé le 04/11/1994', { firstName: 'Julien', lastName: 'Martin' }],
    ['CURRICULUM VITAE\nNom : DIALLO Prénoms : Mamadou Lamine', { firstName: 'Mamadou Lamine', lastName: 'Diallo' }],
    ['Informations personnelles\nNom :\nDeprez\nPrénom(s) :\nHélène\nTéléphone :', { firstName: 'Hélène', lastName: 'Deprez' }],
    ['Personal details\nSurname: Keane\nFirst name(s): Aoife Mary', { firstName: 'Aoife Mary', lastName: 'Keane' }],
  ])('reads the labelled family and given names: %s', (text, expected) => {
    expect(labelledName(resumeLines(text))).toEqual(expected);
  });

  it('reads no labelled name in a company label', () => {
    expect(labelledName(resumeLines("Nom de l'entreprise : Acme\nPrénom : Julien"))).toBeNull();
  });

  it.each([
    ['Pierre Boulanger\nBoulanger-pâtissier', 'pierre.boulanger21@example.fr', { firstName: 'Pierre', lastName: 'Boulanger' }],
    ['Juan Carlos\nRODRÍGUEZ PEÑA\nHotel Revenue Manager', 'jc.rodriguezpena@example.com', { firstName: 'Juan Carlos', lastName: 'Rodríguez Peña' }],
    ['Mary Catherine\nFitzgerald\nBoston, MA', 'mc.fitzgerald@example.com', { firstName: 'Mary Catherine', lastName: 'Fitzgerald' }],
    ['AALIYAH\nEDUCATION\nJACKSON\n2018 B.S. Public Health', 'aaliyah.jackson@gmail.com', { firstName: 'Aaliyah', lastName: 'Jackson' }],
    ['Q Lyon\nCamille\nBERTHIER-ROUX\n& 06 71 48 29 53', 'camille.berthier@orange.fr', { firstName: 'Camille', lastName: 'Berthier-Roux' }],
  ])('reads the name the address spells: %s', (text, email, expected) => {
    expect(nameSpelledByAddress(resumeLines(text), email)).toEqual(expected);
  });

  it('reads no name in lines the address does not spell', () => {
    expect(nameSpelledByAddress(resumeLines('Senior Baker\nLyon'), 'pierre.boulanger21@example.fr')).toBeNull();
  });

  it.each([
    ['Candidate: Stephen Walker', { firstName: 'Stephen', lastName: 'Walker' }],
    ['Nom et prénom : BA Oumar', { firstName: 'Oumar', lastName: 'Ba' }],
    ['Taylor Morgan (she/her)', { firstName: 'Taylor', lastName: 'Morgan' }],
    ['Rhys ap Gruffydd', { firstName: 'Rhys', lastName: 'ap Gruffydd' }],
    ['Juan Pablo de la Cruz Hernández', { firstName: 'Juan Pablo', lastName: 'de la Cruz Hernández' }],
  ])('%s', (line, expected) => {
    expect(parseNameLine(line)).toEqual(expected);
  });

  it.each(['Sydney NSW', 'Surrey, BC'])('reads no name in a town and its state: %s', (line) => {
    expect(parseNameLine(line)).toBeNull();
  });
});

describe('withFamilyNameFromAddressSpelling', () => {
  it.each([
    [{ firstName: 'Joélle', lastName: 'Miiller' }, 'joelle.muller.pro@example.ch', 'Muller'],
    [{ firstName: 'Hans-Peter', lastName: 'WeifB' }, 'hans.weiss@example.de', 'Weiss'],
    [{ firstName: 'Minh', lastName: 'Bang' }, 'minh.q.dang@example.ca', 'Dang'],
  ])('takes the spelling of the address for an OCR misreading: %j, %s', (name, email, lastName) => {
    expect(withFamilyNameFromAddressSpelling(name, email)).toEqual({ ...name, lastName });
  });

  it.each([
    [{ firstName: 'Anna', lastName: 'Muller' }, 'anna.mueller@example.de'],
    [{ firstName: 'Jane', lastName: 'Doe' }, 'jane.doe@example.com'],
    [{ firstName: 'Jane', lastName: 'Smith' }, 'contact@example.com'],
  ])('keeps %j with %s', (name, email) => {
    expect(withFamilyNameFromAddressSpelling(name, email)).toEqual(name);
  });
});

describe('names of this session\'s blind headers', () => {
  it.each([
    ['Eng. Abdulaziz Al-Qahtani', 'Abdulaziz', 'Al-Qahtani'],
    ['Ir. Budi Santoso, M.T.', 'Budi', 'Santoso'],
    ['Univ.-Prof. Dr. Ingrid Bauer-Schwarz', 'Ingrid', 'Bauer-Schwarz'],
    ['Jean-Christophe « JC » MARCHETTI', 'Jean-Christophe', 'Marchetti'],
    ['Tama Te Whata', 'Tama', 'Te Whata'],
    ['Zeeshan ul Haq', 'Zeeshan', 'ul Haq'],
  ])('%s', (line, firstName, lastName) => {
    expect(parseNameLine(line)).toEqual({ firstName, lastName });
  });

  it('reads given names and a family name on the next line that the address spells, before the first line alone', () => {
    const lines = resumeLines('ABDUL RAHMAN\nAL-FARSI\nPetroleum Engineer');
    expect(nameSpelledByAddress(lines, 'abdulrahman.alfarsi@omantel.net.om')).toEqual({ firstName: 'Abdul Rahman', lastName: 'Al-Farsi' });
    // (a double family name the address shortens to its first word)
    expect(nameSpelledByAddress(resumeLines('Ana Lucía\nVILLANUEVA PAREDES\nArchitect'), 'analu.villanueva@gmail.com')).toEqual({ firstName: 'Ana Lucía', lastName: 'Villanueva Paredes' });
    // (a sidebar read first: the name further down, spelled whole by the address)
    const sidebarFirst = ['Coordonnées', '+32 471 07 93 69', 'Charleroi, Belgique', 'Formation', '2020', 'Master Psychologie du travail', 'Université de Namur', 'Compétences', 'Taleo', 'Workday', 'SAP HR', 'Grégory Vanderlinden', 'Gestionnaire paie'];
    expect(nameSpelledByAddress(resumeLines(sidebarFirst.join('\n')), 'gregory_vanderlinden@example.be')).toEqual({ firstName: 'Grégory', lastName: 'Vanderlinden' });
    // (nor the name printed twice, nor a job title under a name)
    expect(nameSpelledByAddress(resumeLines('Daniel Fitzgerald\nDaniel Fitzgerald\nQuantity Surveyor'), 'daniel.fitzgerald@example.com')).toEqual({ firstName: 'Daniel', lastName: 'Fitzgerald' });
    expect(nameSpelledByAddress(resumeLines('Jane Doe\nARCHITECT'), 'jane.doe@gmail.com')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
  });
});
