import { findEmail, findLinkedin, withHandleSpelledAsAddress } from './contact';
import { parseNameLine } from './names';
import { normalizeLinkedinUrl } from './linkedin';

describe('findEmail', () => {
  it('restores the dot OCR lost inside a country\'s second-level domain, not in a top-level domain or a misread one', () => {
    expect(findEmail('angus_mcleod.2002@mail.example-otago.conz')).toBe('angus_mcleod.2002@mail.example-otago.co.nz');
    expect(findEmail('kate@example.comau | 0412 345 678')).toBe('kate@example.com.au');
    expect(findEmail('j.smith@leeds.acuk')).toBe('j.smith@leeds.ac.uk');
    expect(findEmail('jane@example.com')).toBe('jane@example.com');
    expect(findEmail('jane@example.comm')).toBe('jane@example.comm');
    expect(findEmail('jane@example.cofr')).toBe('jane@example.cofr');
  });

  it.each([
    ['Email : Jane.Doe@Example.fr', 'jane.doe@example.fr'],
    // (a domain a narrow sidebar broke over three lines, at a dot or a hyphen)
    ['CONTACT\n335993 1989\nverena.irsara-35@mail.\nexample-webservices-\neurope.net\nlinkedin.com/in/', 'verena.irsara-35@mail.example-webservices-europe.net'],
    ['COORDONNEES\ncynthia.nelson@\nmessagerie.example-\noutre-mer.net\nlinkedin.com/in/', 'cynthia.nelson@messagerie.example-outre-mer.net'],
    ['yannick morel11@mail.com', 'yannick_morel11@mail.com'],
    ['lucy wilson59@free.fr - 07956 206 956', 'lucy_wilson59@free.fr'],
    ['james _johnson6@outlook.com | 07996', 'james_johnson6@outlook.com'],
    ['jane.doe @gmail.com', 'jane.doe@gmail.com'],
    ['Write to Jane jane@x.fr', 'jane@x.fr'],
    ['aditya.v@iitb.ac.in\nB.Tech + M.Tech (Dual Degree)', 'aditya.v@iitb.ac.in'],
    ['Eugene, OR ☏ 541-555-0135 @ abby.foster@example.com', 'abby.foster@example.com'],
    ['e iglesias-nunez-\njose@telefonica.example.es', 'iglesias-nunez-jose@telefonica.example.es'],
    ['E-mail : [fotso.paul@example. cm] (mailto: fotso.paul@example. cm)', 'fotso.paul@example.cm'],
    ['Write to jane@example. In 2020 I moved', null],
    ['t. 07592 614 830\ne. mairi.nicleoid@gmail.com', 'mairi.nicleoid@gmail.com'],
    ['090-9146-2659 shota.suzuki+apply@example.co.jp in/suzukis28', 'shota.suzuki+apply@example.co.jp'],
    ['tL (+81) 80 3969 0319\nbet bluefalcon.22@example.co.\nJp\n9 Kyoto', 'bluefalcon.22@example.co.jp'],
    ['Product Developer\noskar.nystrom.85@telia.exam\nUnilever | Feb 2023 — Present\nple.com', 'oskar.nystrom.85@telia.example.com'],
    ['jane@example.fr\nAcme | 2023\nacme.com', 'jane@example.fr'],
    ['LAURENT Laetitia\nlaurent.|@example.fr', 'laurent.l@example.fr'],
    ['no address here', null],
  ])('reads %s', (text, expected) => {
    expect(findEmail(text)).toBe(expected);
  });
});

describe('findLinkedin', () => {
  it('reads a profile printed as a Markdown link', () => {
    expect(findLinkedin('[LinkedIn - linkedin.com/in/aleroux](https://www.linkedin.com/in/aleroux/)')?.key).toBe('aleroux');
  });

  it('reads a handle after an icon OCR read before the LinkedIn label, and an accented handle wrapped at a hyphen', () => {
    expect(findLinkedin('fin LinkedIn : morgane-quemener\nQ Morlaix (29)')?.key).toBe('morgane-quemener');
    expect(findLinkedin('www.linkedin.com/in/léna-ben-\nhamou-7b3a91 (LinkedIn)')?.key).toBe('léna-ben-hamou-7b3a91');
  });

  it('reads a handle at the end of a contact row a Word document ran together with single spaces', () => {
    expect(findLinkedin('6195 3542 kcheung@netvigator.com Sham Shui Po, Kowloon ka-ho-cheung-205c18f', [], { firstName: 'Ka Ho', lastName: 'Cheung' })?.key).toBe('ka-ho-cheung-205c18f');
    expect(findLinkedin('(+212) 634690108 mohamed.berrada@yakeey.ma Casablanca, Casablanca-Settat in/mberrada43', [], { firstName: 'Mohamed Amine', lastName: 'Berrada' })?.key).toBe('mberrada43');
  });

  it("reads a handle alone after an icon OCR read as two crumbs or as a bare slash, not another app's ID after its label", () => {
    const owner = { firstName: 'Jean', lastName: 'Dupont' };
    expect(findLinkedin('jean.dupont@example.fr\n© in jean-dupont-4a21b', [], owner)?.key).toBe('jean-dupont-4a21b');
    expect(findLinkedin('Paris\n(in) /jean-dupont', [], owner)?.key).toBe('jean-dupont');
    expect(findLinkedin('Line ID: yiting_lin', [], { firstName: 'Yi-Ting', lastName: 'Lin' })).toBeNull();
  });

  it('joins a profile URL broken at the end of a line', () => {
    expect(findLinkedin('https://www.linkedin.com/in/\njane-doe-42')?.key).toBe('jane-doe-42');
  });

  it.each([
    ['Iinkedin . corn / in / jane-doe', 'jane-doe'],
    ['www.linkedin.com/ln/jane-doe-42', 'jane-doe-42'],
    ['linkedin.com|in|jane-doe', 'jane-doe'],
    ['Iinkedin.comlinljane-doe', 'jane-doe'],
    ['Linkedln: jane-doe', 'jane-doe'],
    ['ps:/Ainkedin.com/in/aisha-kelly/', 'aisha-kelly'],
    ['in LinkedIn (https://linkedin.com/infamelia-murphy/)', 'amelia-murphy'],
  ])('reads the OCR spelling %s', (text, key) => {
    expect(findLinkedin(text)?.key).toBe(key);
  });

  it.each([
    ['Marie Dupont\nmarie.dupont@example.fr  06 12 34 56 78\nLinkedIn : marie-dupont Lyon, France', 'marie-dupont'],
    ['Marie Dupont\nmarie.dupont@example.fr\nProfil LinkedIn : mdupont75', 'mdupont75'],
    ['Marie Dupont\n06 12 34 56 78\n® LinkedIn: mdupont © Lyon, France', 'mdupont'],
    ['Marie Dupont\nmarie.dupont@example.fr  ® 06 12 34 56 78\nEl mdupont75 ® Lyon, France', 'mdupont75'],
    // (a username with a dot or an underscore, as a profile's username field may hold it)
    ['Marie Dupont\n06 12 34 56 78\nLinkedIn : marie.dupont', 'marie.dupont'],
    ['Marie Dupont\n06 12 34 56 78\nLinkedIn: marie_dupont  Lyon, France', 'marie_dupont'],
  ])('reads a handle after its label or an icon with more of the contact row after it: %j', (text, key) => {
    expect(findLinkedin(text, [], parseNameLine('Marie Dupont'))?.key).toBe(key);
  });

  it.each([
    // (the label with no colon, in the middle of the row or before a mark OCR made of its icon or a bracket)
    ['Marie Dupont\nmarie.dupont@example.fr Linkedin marie-dupont', 'marie-dupont'],
    ['Marie Dupont\nProfil LinkedIn mdupont75 Lyon', 'mdupont75'],
    ['Marie Dupont\nRéseaux : LinkedIn marie-dupont · GitHub mdupont', 'marie-dupont'],
    ['Marie Dupont\nLinkedIn (marie-dupont)', 'marie-dupont'],
    ['Marie Dupont\nLinkedIn. marie-dupont 06 12 34 56 78', 'marie-dupont'],
    // (the handle's hyphen set apart by spaces, after the label or in the URL)
    ['Marie Dupont\nLinkedIn: marie - dupont', 'marie-dupont'],
    ['Marie Dupont\nwww.linkedin.com/in/marie - dupont', 'marie-dupont'],
    // (after an icon at the row's start, the row going on after one space)
    ['Marie Dupont\nmarie.dupont@example.fr\n© marie-dupont Lyon, France', 'marie-dupont'],
    ['Marie Dupont\nmarie.dupont@example.fr\nin mariedupont Lyon', 'mariedupont'],
  ])('reads a handle after its label or an icon anywhere on its row: %j', (text, key) => {
    expect(findLinkedin(text, [], parseNameLine('Marie Dupont'))?.key).toBe(key);
  });

  it('reads no handle in prose after a LinkedIn label, nor a word the row goes on after', () => {
    expect(findLinkedin('Jane Doe\nLinkedIn: active member of three groups', [], parseNameLine('Jane Doe'))).toBeNull();
    expect(findLinkedin('Jane Doe\nFormation LinkedIn learning, 2021', [], parseNameLine('Jane Doe'))).toBeNull();
    expect(findLinkedin('Jane Doe\nCampagnes LinkedIn Sales-Navigator', [], parseNameLine('Jane Doe'))).toBeNull();
    expect(findLinkedin('Jane Doe\nlinkedin.cominjane-doe', [], parseNameLine('Jane Doe'))).toBeNull();
    expect(findLinkedin('Jane Doe\njane@example.org\n© maria-garcia Lyon', [], parseNameLine('Jane Doe'))).toBeNull();
  });

  it('reads a handle after an icon OCR read as characters, with its label after it', () => {
    expect(findLinkedin('Gráinne Healy\n© grainne94@example.ie\nÎn grainne-healy (Linkedin)')?.key).toBe('grainne-healy');
  });

  it('guesses LinkedIn for a hyphenated handle alone in the contact block that carries the family name, not for another network\'s', () => {
    const owner = { firstName: 'Maria', lastName: 'Vanderberg' };
    expect(findLinkedin('Maria Vanderberg\nmaria@example.org\nmaria-vanderberg', [], owner)?.key).toBe('maria-vanderberg');
    expect(findLinkedin('Maria Vanderberg\nGitHub\nmaria-vanderberg', [], owner)).toBeNull();
    expect(findLinkedin('Maria Vanderberg\nmaria-vanderberg', ['https://github.com/maria-vanderberg'], owner)).toBeNull();
    expect(findLinkedin('Maria Vanderberg\njane-doe', [], owner)).toBeNull();
    // (one of the contact line's pieces; without a hyphen, only when it carries both names)
    expect(findLinkedin('Maria Vanderberg\nmaria@example.org | maria-vanderberg', [], owner)?.key).toBe('maria-vanderberg');
    expect(findLinkedin('Maria Vanderberg\nin/mariavanderberg', [], owner)?.key).toBe('mariavanderberg');
    // (after "in/", a username with a dot)
    expect(findLinkedin('Maria Vanderberg\nmaria@example.org\nin/maria.v-uk', [], owner)?.key).toBe('maria.v-uk');
    expect(findLinkedin('Maria Vanderberg\nvanderberg', [], owner)).toBeNull();
    // (or the family name with the given name's initial: "@mhofer", not another given name's "jhofer")
    const hofer = { firstName: 'Maria Theresia', lastName: 'Hofer' };
    expect(findLinkedin('Hofer, Maria Theresia\nE-mail : mariah1986@aon.example.at\n@mhofer\nmaria97', ['https://github.com/mariahofer'], hofer)?.key).toBe('mhofer');
    expect(findLinkedin('Hofer, Maria Theresia\n@jhofer', [], hofer)).toBeNull();
    // (an icon glued to "in/", read as one more letter)
    expect(findLinkedin('da Silva, Rui Miguel\nlin/rui-miguel-da-silva', [], { firstName: 'Rui Miguel', lastName: 'da Silva' })?.key).toBe('rui-miguel-da-silva');
  });

  it('reads a host whose "com/in" small light type read as "convin", and a handle whose first "l" OCR read as a bar', () => {
    expect(findLinkedin('(in) linkedin.convin/schaefer-hartmann')?.key).toBe('schaefer-hartmann');
    expect(findLinkedin('loic-vidal@free.example.fr\nLinkedIn : |-vidal')?.key).toBe('l-vidal');
    expect(findLinkedin('linkedin.com/in/|vidal42')?.key).toBe('lvidal42');
  });

  it('reads a URL whose host OCR read without its first two letters, and a handle whose hyphen OCR read as a space before a name', () => {
    const owner = { firstName: 'Luis Angel', lastName: 'Santiago' };
    expect(findLinkedin('Luis Angel SANTIAGO\nnkedin.com/in/xavier-mariadassou43 in', [], owner)?.key).toBe('xavier-mariadassou43');
    expect(findLinkedin('Luis Angel SANTIAGO\nin linkedin.com/influis-s santiago-fb02c', [], owner)?.key).toBe('luis-s-santiago-fb02c');
    // (not a word that carries no name of the candidate's, nor one the handle already holds)
    expect(findLinkedin('Luis Angel SANTIAGO\nlinkedin.com/in/lsantiago consulting', [], owner)?.key).toBe('lsantiago');
    expect(findLinkedin('Luis Angel SANTIAGO\nlinkedin.com/in/luis-santiago santiago', [], owner)?.key).toBe('luis-santiago');
  });

  it('takes a handle in LinkedIn\'s own shape (names and a hexadecimal suffix) in the contact block, whatever name the page was read with', () => {
    const misread = { firstName: 'Profil', lastName: 'Ingénieure' };
    expect(findLinkedin('Profil Ingénieure\n® marie-curie-4a21b93 Lyon, France\nmarie@example.fr', [], misread)?.key).toBe('marie-curie-4a21b93');
    expect(findLinkedin('Profil Ingénieure\nmarie-curie-4a21b93', [], null)?.key).toBe('marie-curie-4a21b93');
    // (no suffix, or a year or a word after the names: no profile)
    expect(findLinkedin('Profil Ingénieure\n® marie-curie-engineer Lyon', [], misread)).toBeNull();
    expect(findLinkedin('Profil Ingénieure\nmarie-curie-2019', [], misread)).toBeNull();
    expect(findLinkedin('Profil Ingénieure\nGitHub\nmarie-curie-4a21b93', [], misread)).toBeNull();
    // (its suffix cut in two by a space OCR read in it, at the line's end; not a year after the names)
    expect(findLinkedin('Profil Ingénieure\nLinkedIn\nbenoit-lemaitre-26b 730', [], misread)?.key).toBe('benoit-lemaitre-26b730');
    expect(findLinkedin('Profil Ingénieure\n® marie-curie-4a2 1b93', [], misread)?.key).toBe('marie-curie-4a21b93');
    expect(findLinkedin('Profil Ingénieure\nmarie-curie-4a2 2019', [], misread)).toBeNull();
  });

  it('reads a handle alone in a contact block the page prints after its main column (a right sidebar, a footer)', () => {
    const owner = { firstName: 'Maria', lastName: 'Vanderberg' };
    const jobs = Array.from({ length: 30 }, (_, index) => `Led project ${index + 1} for a client`).join('\n');
    const text = `Maria Vanderberg\nEXPERIENCE\n${jobs}\nCONTACT\nmaria@example.org\n+31 6 1234 5678\nmaria-vanderberg`;
    expect(findLinkedin(text, [], owner)?.key).toBe('maria-vanderberg');
    expect(findLinkedin(`Maria Vanderberg\nmaria@example.org\n${jobs}\nLINKS\nin/mvdb-d88dcc\nINTERESTS`, [], owner)?.key).toBe('mvdb-d88dcc');
    // (far from any address or number, a handle-shaped line is no contact)
    expect(findLinkedin(`Maria Vanderberg\nmaria@example.org\n${jobs}\nmaria-vanderberg`, [], owner)).toBeNull();
  });

  it('mends the hexadecimal suffix of a handle as OCR misread it, not a word', () => {
    expect(findLinkedin('linkedin.com/in/jane-doe-4alb2c3d')?.key).toBe('jane-doe-4a1b2c3d');
    // (a 0 read as a capital O among lower-case letters, a short suffix too; not a capital in a word)
    expect(findLinkedin('s.edouard+cv@example.fr | www.linkedin.com/in/edouard-sandrine-eOfb | Cayenne')?.key).toBe('edouard-sandrine-e0fb');
    expect(findLinkedin('www.linkedin.com/in/jane-doe-Olson')?.key).toBe('jane-doe-olson');
    expect(findLinkedin('linkedin.com/in/jane-doe-9o3i7e')?.key).toBe('jane-doe-90317e');
    expect(findLinkedin('linkedin.com/in/jane-doe-blog')?.key).toBe('jane-doe-blog');
    expect(findLinkedin('linkedin.com/in/jane-doe-lille59')?.key).toBe('jane-doe-lille59');
  });

  it.each([
    ['/in/jane-doe-4a1b2c', 'jane-doe-4a1b2c'],
    ['in/jdoe42', 'jdoe42'],
    ['(in) jane-doe-4a1b2c', 'jane-doe-4a1b2c'],
    ['@jane-doe', 'jane-doe'],
    ['LinkedIn/jane-doe', 'jane-doe'],
    ['LinkedIn • jdoe42', 'jdoe42'],
    ['LinkedIn: @jane-doe', 'jane-doe'],
    ['linkedin.com/jane-doe', 'jane-doe'],
    ['linkedin/in/jane-doe', 'jane-doe'],
    ['https://linkedin.com/in/jane—doe', 'jane-doe'],
    ['LinkedIn in jane-doe', 'jane-doe'],
    ['linkedin.comin/jane-doe', 'jane-doe'],
    ['inkedin.com/in/jane-doe', 'jane-doe'],
    ['linkedin.com//in/jane-doe', 'jane-doe'],
    ['linkedincom/in/jane-doe', 'jane-doe'],
    ['linked in.com/in/jane-doe', 'jane-doe'],
    ['linkedin.com/in/jane- doe', 'jane-doe'],
    ['linkedin.com/injane-doe', null],
    ['linkedin.com/company/acme', null],
    ['LinkedIn Learning', null],
    ['GitHub\n@jane-doe', null],
  ])('reads the profile in "%s"', (printed, key) => {
    expect(findLinkedin(`Jane Doe\n${printed}`, [], { firstName: 'Jane', lastName: 'Doe' })?.key ?? null).toBe(key);
  });

  it('takes the whole handle printed on its own line for a URL the page clipped', () => {
    expect(findLinkedin('charlottekowalczyk\n(mailto:c.kowalczyk@example.com)\n(https://www.linkedin.com/in/charlottekowa')?.key).toBe('charlottekowalczyk');
    expect(findLinkedin('jane-doe-4a1b2c\nhttps://www.linkedin.com/in/jane-doe')?.key).toBe('jane-doe-4a1b2c');
    expect(findLinkedin('Experience\nhttps://www.linkedin.com/in/jane-doe')?.key).toBe('jane-doe');
  });

  it('guesses LinkedIn for one handle printed under two icons when only the other network is linked, and for a handle in capitals after "in/"', () => {
    const owner = { firstName: 'Maria', lastName: 'Dupont-Aignan' };
    const github = ['https://github.com/maria-dupont-aignan'];
    expect(findLinkedin('Maria Dupont-Aignan\nmaria-dupont-aignan\nmaria-dupont-aignan', github, owner)?.key).toBe('maria-dupont-aignan');
    expect(findLinkedin('Maria Dupont-Aignan\nmaria-dupont-aignan maria-dupont-aignan', github, owner)?.key).toBe('maria-dupont-aignan');
    expect(findLinkedin('Maria Dupont-Aignan\nmaria-dupont-aignan maria-dupont-aignan', [...github, 'https://gitlab.com/maria-dupont-aignan'], owner)).toBeNull();
    expect(findLinkedin('MARIA DUPONT-AIGNAN\nIN/MARIA-DUPONT-AIGNAN', [], owner)?.key).toBe('maria-dupont-aignan');
    // (a family name in capitals alone on its line is no handle)
    expect(findLinkedin('MARIA\nDUPONT-AIGNAN', [], owner)).toBeNull();
  });

  it('ignores company pages', () => {
    expect(findLinkedin('https://www.linkedin.com/company/acme')).toBeNull();
  });
});

describe('parseNameLine', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['DUPONT Jean', 'Jean', 'Dupont'],
    ['LE GALL Noémie', 'Noémie', 'Le Gall'],
    ['Jean-Pierre MARTIN', 'Jean-Pierre', 'Martin'],
    ['Marie de la Fontaine', 'Marie', 'de la Fontaine'],
    ['JAMES O\'BRIEN', 'James', "O'Brien"],
    ['Sophie Da Silva', 'Sophie', 'Da Silva'],
  ])('reads %s', (line, firstName, lastName) => {
    expect(parseNameLine(line)).toEqual({ firstName, lastName });
  });

  it.each(['Senior Data Engineer', 'Curriculum Vitae', 'jane@example.com', '12 rue des Lilas'])('refuses %s', (line) => {
    expect(parseNameLine(line)).toBeNull();
  });
});

describe('findEmail: addresses written for people, not robots, and the personal one of two', () => {
  it.each([
    ['Email: karthik.s (at) iisc.ac.in', 'karthik.s@iisc.ac.in'],
    ['gunnar.lindahl [at] kth [dot] se', 'gunnar.lindahl@kth.se'],
    ['ana (at) mail (dot) example (dot) pt', 'ana@mail.example.pt'],
    ['siphokazi.majola(at)gmail.com', 'siphokazi.majola@gmail.com'],
    ['E-mail: mailto:kowusuansah@gmail.com', 'kowusuansah@gmail.com'],
    // (an icon OCR read as "®" before an address, under a phone number: no address is made of the number)
    ['J 06 47 29 83 16\n® seb.morelabadie@gmail.com', 'seb.morelabadie@gmail.com'],
  ])('%s', (text, expected) => {
    expect(findEmail(text)).toBe(expected);
  });

  it('drops an icon read as two letters before the address, and keeps initials', () => {
    expect(findEmail('sa gchen@rogers.example.com', { firstName: 'Grace', lastName: 'Chen' })).toBe('gchen@rogers.example.com');
    expect(findEmail('gc chen@rogers.example.com', { firstName: 'Grace', lastName: 'Chen' })).toBe('gc_chen@rogers.example.com');
    expect(findEmail('Memily.harrington@gmail.com', { firstName: 'Emily', lastName: 'Harrington' })).toBe('emily.harrington@gmail.com');
    // (an address that carries the family name's first four letters: "icons.92@" for Ionuț Constantinescu)
    expect(findEmail('ka icons.92@example.ro', { firstName: 'Ionuț', lastName: 'Constantinescu' })).toBe('icons.92@example.ro');
  });

  it('takes the personal address of a work one and a personal one, whichever comes first', () => {
    expect(findEmail('Work: grace.shepherd@nhs.net\nPersonal: gshepherd88@gmail.com', { firstName: 'Grace', lastName: 'Shepherd' })).toBe('gshepherd88@gmail.com');
    expect(findEmail('j.santos@ucl.ac.uk · joanapsantos@gmail.com', { firstName: 'Joana', lastName: 'Santos' })).toBe('joanapsantos@gmail.com');
    expect(findEmail('referee: john.smith@acme.com\njane.doe@acme.com', { firstName: 'Jane', lastName: 'Doe' })).toBe('jane.doe@acme.com');
  });
});

describe('findEmail across a narrow column', () => {
  it.each([
    ['jane.doe@example.co\nm\nLondon', 'jane.doe@example.com'],
    ['HELENE.GIRARD@EXAMPLE.\nCOM\n06 12 34 56 78', 'helene.girard@example.com'],
    ['CEDRIC_DUPONT-\nAIGNAN@MAIL.EXAMPLE.FR', 'cedric_dupont-aignan@mail.example.fr'],
    ['SF mary-kate wright@example.org', 'mary-kate_wright@example.org'],
    ['E-mail : zoe.rousseau@mail.example. fr', 'zoe.rousseau@mail.example.fr'],
    ['daniel. murphy@example.com', 'daniel.murphy@example.com'],
    ['75008 Paris. jane.doe@example.com', 'jane.doe@example.com'],
    ['Write to jane@example.com. Paris office', 'jane@example.com'],
  ])('joins %j', (text, expected) => {
    expect(findEmail(text)).toBe(expected);
  });
});

describe('findEmail broken at the "@" or in its domain, and OCR spellings', () => {
  it.each([
    ['jane.doe@\nexample.com\nLondon', 'jane.doe@example.com'],
    ['Contact\njane.doe\n@example.com', 'jane.doe@example.com'],
    ['jane@mail.\nexample.fr', 'jane@mail.example.fr'],
    ['HANNAH.FITZGERALD@EXAM\nPLE.COM\n07450 225273', 'hannah.fitzgerald@example.com'],
    ['musa.danjuma@kano-data.exampl\ne.com.ng\n+234 (0) 901 203 0112', 'musa.danjuma@kano-data.example.com.ng'],
    ['rrahm.79@singnet.example.com.s\ng\n+65-9685-6026 (Mobile)', 'rrahm.79@singnet.example.com.sg'],
    ['@ bongani.khumalo@gmail\n.com\nin linkedin.com/in/bongani-khumalo', 'bongani.khumalo@gmail.com'],
    ['jane@example.co\nuk', 'jane@example.co'],
    ['jane@example.com\nexample.org', 'jane@example.com'],
    ['jane.doe©example.com', 'jane.doe@example.com'],
    ['jane.doe@example.corn | 07700 900123', 'jane.doe@example.com'],
    ['Coordonnées\nE-mailkarim-el-haddad41@mail.example.fr\nAdresse4 quai des Bateliers', 'karim-el-haddad41@mail.example.fr'],
    ['Emailjane.doe@example.com', 'jane.doe@example.com'],
    ['jane.doe(@example.com | 07700 900123', 'jane.doe@example.com'],
    ['jane.doe@example.c om\nLondon', 'jane.doe@example.com'],
    ['jane.doe@example.co m\nLondon', 'jane.doe@example.co'],
    ['mailys.dupont@example.fr', 'mailys.dupont@example.fr'],
    // (a mail provider's name one letter off, or its "m" read "rn"; not another domain, nor another top-level domain)
    ['jane.doe@gmaii.com | 07700 900123', 'jane.doe@gmail.com'],
    ['jane.doe@outIook.fr', 'jane.doe@outlook.fr'],
    ['jane.doe@exarnple.com', 'jane.doe@example.com'],
    ['jane.doe@mail.com', 'jane.doe@mail.com'],
    ['jane.doe@email.com', 'jane.doe@email.com'],
    ['jane.doe@gmail.co', 'jane.doe@gmail.co'],
    ['jane.doe@acme.fr', 'jane.doe@acme.fr'],
  ])('reads %j', (text, expected) => {
    expect(findEmail(text)).toBe(expected);
  });
});

describe('findLinkedin in other layouts', () => {
  it.each([
    ['linkedin.com/in/jane-do\ne-4a1b2c\nLondon', 'jane-doe-4a1b2c'],
    ['www.linkedin.com/\nin/jane-doe', 'jane-doe'],
    ['www.linkedin.com/in/yassinejaziri8\n7 (LinkedIn)\nPrincipales compétences', 'yassinejaziri87'],
    ['www.linkedin.com/in/pjansevanren\nsburg (LinkedIn)', 'pjansevanrensburg'],
    ['linkedin.com/in/diarra-mariam-55\n2010', 'diarra-mariam-55'],
    // (a dot inside the handle, the URL wrapped after it)
    ['https://www.linkedin.com/in/a.kon\nate-88\nwww.example.ml', 'a.konate-88'],
    ['linkedin.com/in/o.kuusk · Tartu', 'o.kuusk'],
    ['jane-doe (LinkedIn)', 'jane-doe'],
    ['jane-doe | LinkedIn', 'jane-doe'],
    ['linkedin com/in/karim-bensaid-b7045a', 'karim-bensaid-b7045a'],
    ['linkedin com/in marie-eve-tremblay-inf\n\nEXPÉRIENCE', 'marie-eve-tremblay-inf'],
    ['www.linked\nin.com/in/mads-christensen-dk\nEXPERIENCE', 'mads-christensen-dk'],
    ['LinkedIn - declanfitzgerald\nEXPERIENCE', 'declanfitzgerald'],
  ])('reads %j', (text, key) => {
    expect(findLinkedin(text)?.key).toBe(key);
  });

  it('reads a handle beside an icon OCR read as brackets or letters, or after "in/" with a town', () => {
    expect(findLinkedin('@ awa.ndiaye@orange.sn\n[in]awandiaye', [], { firstName: 'Awa', lastName: 'Ndiaye' })?.key).toBe('awandiaye');
    expect(findLinkedin('brian.mugisha@gmail.com\nfinbrianmugisha\nKampala', [], { firstName: 'Brian', lastName: 'Mugisha' })?.key).toBe('brianmugisha');
    expect(findLinkedin('fatimazahra.qureshi@gmail.com\nfinfatima-zahra-qureshi', [], { firstName: 'Fatima Zahra', lastName: 'Qureshi' })?.key).toBe('fatima-zahra-qureshi');
    expect(findLinkedin('in/eloise-charbonnel — Lausanne', [], { firstName: 'Éloïse', lastName: 'Charbonnel' })?.key).toBe('eloise-charbonnel');
  });

  it.each([['github.com/jane/in/repo'], ['Worked in/out of hours'], ['Joined in 2019'], ['Skills | LinkedIn Learning'], ['Profiles\n• LinkedIn\n• GitHub'], ['IN/JANE-DOE']])('does not invent a profile from %j', (text) => {
    expect(findLinkedin(text)).toBeNull();
  });

  it('reads a label table row by row: the hyphenated handle that carries the name, not the next label', () => {
    const owner = { firstName: 'Aisha', lastName: 'Byrne' };
    expect(findLinkedin('Profiles\nLinkedin\nTwitter\nWork\naisha-byrne-910a24\naisha16', [], owner)?.key).toBe('aisha-byrne-910a24');
    expect(findLinkedin('Profiles\nLinkedin\nTwitter\nWork\naisha16', [], owner)).toBeNull();
  });

  it('takes no heading or label on the line after a bare "LinkedIn" label for its handle', () => {
    expect(findLinkedin('PROFILES\nLinkedIn\nABOUT\nSite Manager with 10 years of experience.')).toBeNull();
    expect(findLinkedin('Elsewhere\nLinkedin\nToolkit\nLegal practice')).toBeNull();
    expect(findLinkedin('Profiles\nLinkedin\nWork\nkwame-kelly-953b64', [], { firstName: 'Kwame', lastName: 'Kelly' })?.key).toBe('kwame-kelly-953b64');
    expect(findLinkedin('LinkedIn\njane-doe-4a1b2c')?.key).toBe('jane-doe-4a1b2c');
  });

  it('reads "in/handle" under another network\'s label in a label table, and a handle that spells the given names', () => {
    expect(findLinkedin('Profils\nLinkedin\nGitHub\nin/linhpham45\nlinh11', [], { firstName: 'Linh', lastName: 'Phạm' })?.key).toBe('linhpham45');
    expect(findLinkedin('KRUGER Anna Maria\nFP&A ANALYST\nanna-maria-krueger-e8d4bd37\nSUMMARY', [], { firstName: 'Anna Maria', lastName: 'Kruger' })?.key).toBe('anna-maria-krueger-e8d4bd37');
    // (a GitHub handle under its label stays GitHub's)
    expect(findLinkedin('GitHub\njane-doe-dev', [], { firstName: 'Jane', lastName: 'Doe' })).toBeNull();
  });

  it('does not glue the next line to a complete profile URL', () => {
    expect(findLinkedin('linkedin.com/in/jane-doe/\nparis')?.key).toBe('jane-doe');
  });
});

describe('findEmail with several addresses', () => {
  it("takes the one that carries the owner's name", () => {
    expect(findEmail('hr@initech.example\nContact: jane.doe@example.com', { firstName: 'Jane', lastName: 'Doe' })).toBe('jane.doe@example.com');
  });

  it('takes the first when none does', () => {
    expect(findEmail('a.b@example.com\nc.d@example.com', { firstName: 'Jane', lastName: 'Doe' })).toBe('a.b@example.com');
  });
});

describe('findEmail mends what OCR misread', () => {
  it.each([
    ['mary-kate_wright@example.ora', null, 'mary-kate_wright@example.org'],
    ['jane@mail.example.con', null, 'jane@mail.example.com'],
    ['k.kellv@example.com', { firstName: 'Kate', lastName: 'Kelly' }, 'k.kelly@example.com'],
    // (not a word two letters off the name, nor a domain that is a real one)
    ['k.kellyv@example.io', { firstName: 'Kate', lastName: 'Kelly' }, 'k.kellyv@example.io'],
    ['jdoe@example.com', { firstName: 'Jane', lastName: 'Dane' }, 'jdoe@example.com'],
    // (the family name one letter off beside the given name spelled right; a short name is never mended so)
    ['zeeshanulhag23@example.pk', { firstName: 'Zeeshan', lastName: 'Ul Haq' }, 'zeeshanulhaq23@example.pk'],
    ['jon.smith@example.com', { firstName: 'John', lastName: 'Smith' }, 'jon.smith@example.com'],
    // A referee's address one letter off the candidate's name is left alone, and the candidate's is chosen.
    ['ref: john.smyth@acme.com\njsmith@gmail.com', { firstName: 'John', lastName: 'Smith' }, 'jsmith@gmail.com'],
    ['jane@studio.cam', null, 'jane@studio.cam'],
    ['c.nguyen@mail.example,ca', null, 'c.nguyen@mail.example.ca'],
    ['(0161) 496 0136 / holloway:philippa@mail.example.co.uk', null, 'holloway.philippa@mail.example.co.uk'],
    ['@ +44 7700 900191\n@ a.dsouza@example.org.uk', null, 'a.dsouza@example.org.uk'],
    ['annemariemckenziel977 @example.org.uk', { firstName: 'Anne-Marie', lastName: 'McKenzie' }, 'annemariemckenzie1977@example.org.uk'],
    ['daniel975@example.com', { firstName: 'Daniel', lastName: 'Ross' }, 'daniel975@example.com'],
    // Two digits after the name read as letters; the name one letter off after an initial.
    ['ymercierll@mail.example.fr', { firstName: 'Yann', lastName: 'Mercier' }, 'ymercier11@mail.example.fr'],
    ['karim-el-khouryl6@example.org.uk', { firstName: 'Karim', lastName: 'El Khoury' }, 'karim-el-khoury16@example.org.uk'],
    ['dvanriin+jobs24@cabinet.example.fr', { firstName: 'Daan', lastName: 'van Rijn' }, 'dvanrijn+jobs24@cabinet.example.fr'],
    ['marcell@example.com', { firstName: 'Anna', lastName: 'Marcel' }, 'marcell@example.com'],
    // (the given name's initial "l" after the family name is a letter, not a 1)
    ['marguerettazl30@libero.example.it', { firstName: 'Loris', lastName: 'Marguerettaz' }, 'marguerettazl30@libero.example.it'],
    // An icon read as a letter or an "@" before the address, "l" read as "|".
    ['EMAIL e nibhriain.maria@example.org', { firstName: 'Maria', lastName: 'Ní Bhriain' }, 'nibhriain.maria@example.org'],
    ['i a.dsouza@example.org.uk', null, 'a.dsouza@example.org.uk'],
    ['M tessier. m@example.fr', { firstName: 'Maïwenn', lastName: 'Tessier' }, 'tessier.m@example.fr'],
    ['&@ Mmurphy.amelia@example.org', { firstName: 'Amelia', lastName: 'Murphy' }, 'murphy.amelia@example.org'],
    ['Mmurphy@example.org', { firstName: 'Mary', lastName: 'Murphy' }, 'mmurphy@example.org'],
    ['@t.moreau-lambert@example.fr', { firstName: 'Théo', lastName: 'Moreau-Lambert' }, 't.moreau-lambert@example.fr'],
    ['Mt.moreau-lambert@example.fr', { firstName: 'Thibault', lastName: 'Moreau-Lambert' }, 't.moreau-lambert@example.fr'],
    ['Mt.moreau@example.fr', { firstName: 'Marie-Thérèse', lastName: 'Moreau' }, 'mt.moreau@example.fr'],
    // (before a given name that is not the first: "Klauradubois@" for Laura Marie Dubois; icon letters before a given name)
    ['© Klauradubois@skynet.example.be', { firstName: 'Laura Marie', lastName: 'Dubois' }, 'lauradubois@skynet.example.be'],
    ['ka ludovicl@wanadoo.example.fr', { firstName: 'Ludovic', lastName: 'Larcher' }, 'ludovicl@wanadoo.example.fr'],
    ['84 jasleen.dhillon+cv@virginmedia.example.com', { firstName: 'Jasleen', lastName: 'Dhillon' }, 'jasleen.dhillon+cv@virginmedia.example.com'],
    // (a country's domain whose "l" OCR read as a bar; not a bar after a domain that is whole)
    ['088 682 613 | k.kamara@sierratel.example.s| | linkedin.com/in/k-kamara', { firstName: 'Kadiatu', lastName: 'Kamara' }, 'k.kamara@sierratel.example.sl'],
    ['k.kamara@example.com | Freetown', null, 'k.kamara@example.com'],
    ['Neuchâtel CH / +41 (0)78 665 80 05 / |.dalmolin@example.ch', { firstName: 'Lara', lastName: 'Dal Molin' }, 'l.dalmolin@example.ch'],
    ['E-mail\ntvandamme@examp le. be\nTéléphone', null, 'tvandamme@example.be'],
    ['E-mail : contact.yvesmuller-\nfeltgen@example.lu', null, 'contact.yvesmuller-feltgen@example.lu'],
    ['Notre équipe est auto-\njane@example.com', null, 'jane@example.com'],
    // (an underscore read as a space is still put back)
    ['jane doe@example.com', null, 'jane_doe@example.com'],
  ])('%s', (text, owner, expected) => {
    expect(findEmail(text, owner)).toBe(expected);
  });
});

describe('withHandleSpelledAsAddress', () => {
  const owner = { firstName: 'Mariam', lastName: 'Diarra' };
  const profile = (key: string) => normalizeLinkedinUrl(`linkedin.com/in/${key}`);
  it.each([
    ['rnariam-diarra-4a1b2c', 'mariam-diarra-4a1b2c'],
    ['mariam-dlarra', 'mariam-diarra'],
    // (a handle that does not come near the name, or already carries it, is left as it is)
    ['mdiarra', 'mdiarra'],
    ['data-queen-75', 'data-queen-75'],
  ])('%s', (key, expected) => {
    expect(withHandleSpelledAsAddress(profile(key), owner, 'mariam.diarra@example.fr')?.key).toBe(expected);
  });

  it('reads the name in the address\'s own domain', () => {
    const mcfadden = { firstName: 'Odhran', lastName: 'McFadden' };
    expect(withHandleSpelledAsAddress(profile('odhran-mefadden-3142a8756'), mcfadden, 'mail@odhran-mcfadden.ie')?.key).toBe('odhran-mcfadden-3142a8756');
  });

  it('leaves the handle when the address does not spell the name', () => {
    expect(withHandleSpelledAsAddress(profile('rnariam-diarra'), owner, 'md75@example.fr')?.key).toBe('rnariam-diarra');
  });
});

describe('findLinkedin after the "in" badge of a sidebar', () => {
  const owner = { firstName: 'Clarisse', lastName: 'Niyitegeka' };
  it('reads a handle with a hyphen or a digit after the badge, whatever it spells', () => {
    expect(findLinkedin('Jessica Brooks\nCONTACT\n+1 415 555 0134\njessica@example.com\nin cedar-dev\n@ www.jessicabrooks.net', [], { firstName: 'Jessica', lastName: 'Brooks' })?.key).toBe('cedar-dev');
    expect(findLinkedin('CONTACT\njane@example.com\nin marketing', [], { firstName: 'Jane', lastName: 'Doe' })).toBeNull();
  });

  it('reads a handle between bullets OCR read as a hyphen or a star, after the badge and a bar', () => {
    const line = 'Wasswa SSEMPALA — Personal Trainer\n= ssempala.w@gmail.example.com - @ +256 (0)784 605294 - (in | ssempala-wasswa * a Gulu, Northern Region';
    expect(findLinkedin(line, [], { firstName: 'Wasswa', lastName: 'Ssempala' })?.key).toBe('ssempala-wasswa');
  });

  it('reads a German name\'s umlaut as the handle spells it, and the whole handle rather than a clipped print of it', () => {
    const owner = { firstName: 'Anna-Lena Johanna', lastName: 'Schäfer-Hartmann' };
    expect(findLinkedin('Anna-Lena Johanna Schäfer-Hartmann\n• anna.schaeferhartmann@example.de\n• 0176 7937 7907\n• anna-lena-schaefer-hartmann', [], owner)?.key).toBe('anna-lena-schaefer-hartmann');
    const clipped = 'KRUGER Anna Maria\nWebsite: https://www.linl | in\nria-krueger-e8d4bd3\nEmail: anna-maria.krueger+cv@mail.example.de\nanna-maria-krueger-e8d4bd37';
    expect(findLinkedin(clipped, [], { firstName: 'Anna Maria', lastName: 'Kruger' })?.key).toBe('anna-maria-krueger-e8d4bd37');
  });

  it('reads a handle after "in/" or the badge on a page whose name was not read', () => {
    expect(findLinkedin('CYRIAQUE\nModélisatrice hydraulique\nsa cyriaque@example.ca\nin in/cyriaquehavyarimana\nPROFIL', [], null)?.key).toBe('cyriaquehavyarimana');
    expect(findLinkedin('Jane Doe\njane@example.com\njane-doe\nPROFILE', [], null)).toBeNull();
  });

  it('reads the rows under a contact heading as the contact block, the address wrapped at its domain', () => {
    const sidebar = ['PROFIL', ...Array.from({ length: 24 }, (_, index) => `Ligne ${index} du parcours.`), 'COORDONNÉES', 't +250 787 273 729', 's clarisse.niyitegeka@gmail.', 'example.com', '9 Kigali', 'in clarisseniyitegeka25'].join('\n');
    expect(findLinkedin(sidebar, [], owner)?.key).toBe('clarisseniyitegeka25');
  });
});
