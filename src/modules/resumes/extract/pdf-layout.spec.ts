import { resumeLines } from '../parse/lines';
import { findName } from '../parse/names';
import { layoutLines, layoutPage, linesOf, PositionedText } from './layout';
import { withoutLetterSpacing } from './pdf';

const item = (str: string, x: number, y: number, size = 10, font?: string): PositionedText => ({ str, x, y, width: str.length * size * 0.5, height: size, font });

describe('layoutPage', () => {
  it('reads a sidebar and a main column one after the other, the name first', () => {
    const items = [
      item('Jane Smith', 40, 800, 20),
      ...['Contact', 'jane@example.com', 'https://www.linkedin.com/in/jane-smith-a-long-handle', 'Skills', 'Python', 'SQL', 'Languages', 'English'].map((t, i) => item(t, 40, 750 - i * 14)),
      ...['Experience', 'Data Engineer - Acme Ltd', 'Jan 2020 - Present', '- Built pipelines', 'Education', 'MSc Data, Leeds', '2017 - 2019'].map((t, i) => item(t, 230, 750 - i * 14)),
    ];
    const text = layoutPage(items, 595).split('\n');
    expect(text[0]).toBe('Jane Smith');
    expect(text.indexOf('English')).toBeLessThan(text.indexOf('Experience'));
    expect(text).toContain('https://www.linkedin.com/in/jane-smith-a-long-handle');
  });

  it('reads a name whose letter-spaced words the PDF placed on both sides of the gutter as one line above the columns', () => {
    const side = ['CONTACT', '9218 6810', 'arjun@example.com', 'EDUCATION', 'Diploma in Software', 'Nanyang Polytechnic', 'SKILLS', 'Swift', 'Kotlin', 'GraphQL', 'LANGUAGES', 'English', 'Mandarin'];
    const main = [
      'PROFILE',
      'A mobile developer who ships apps that people use every day',
      'EXPERIENCE',
      'Mobile Developer, Grab, Singapore',
      '2020 - Present',
      'Built the payments screens for two million riders',
      'Cut the cold start from three seconds to one',
      'Developer, Shopee, Singapore',
      '2017 - 2020',
      'Shipped the seller app on Android and on iOS',
      'Wrote the release checklist the team still uses',
    ];
    // ("ARJUN KAI" ends 16 points before "ONG", a word space in letter-spaced 24-point capitals, across the gutter at about 210)
    const name = [{ str: 'ARJUN KAI', x: 42, y: 800, width: 159, height: 24 }, { str: 'ONG', x: 217, y: 800, width: 64, height: 24 }];
    const items = [...name, ...side.map((t, i) => item(t, 42, 760 - i * 13, 9)), ...main.map((t, i) => item(t, 228, 758 - i * 19, 9))];
    const lines = layoutLines(items, 595, 842);
    expect(lines[0]).toMatchObject({ text: 'ARJUN KAI ONG', column: 'full' });
    expect(lines.filter((line) => line.column === 'right').map((line) => line.text)).toEqual(main);
    // (a phrase farther apart than a word space is two pieces: the sidebar's line and the main column's)
    const apart = [{ str: 'ARJUN KAI', x: 42, y: 800, width: 159, height: 24 }, { str: 'ONG', x: 230, y: 800, width: 64, height: 24 }];
    expect(layoutLines([...apart, ...items.slice(2)], 595, 842).map((line) => line.text)).not.toContain('ARJUN KAI ONG');
  });

  it('reads two columns that run between full-width sections one after the other, the sections where they stand', () => {
    const profile = ['A data engineer who builds reliable pipelines for teams that need their numbers every morning.', 'Ten years of work with retailers, banks and public bodies across three countries.'];
    const side = ['SKILLS', 'Python', 'SQL', 'Airflow', 'Spark', 'Kafka', 'dbt', 'LANGUAGES', 'English', 'French'];
    const main = ['EXPERIENCE', 'Data Engineer - Acme Ltd', '2020 - Present', 'Built the nightly loads', 'Analyst - Bolt plc', '2016 - 2020', 'Wrote the sales reports', 'Kept the data clean'];
    const education = ['EDUCATION', 'MSc Data Science, University of Leeds, a degree of two years with a thesis', 'BSc Mathematics, University of York, a degree of three years with honours'];
    const items = [
      item('Jane Smith', 40, 810, 20),
      ...profile.map((t, i) => item(t, 40, 780 - i * 14)),
      ...side.map((t, i) => item(t, 40, 740 - i * 15)),
      ...main.map((t, i) => item(t, 200, 745 - i * 22)),
      ...education.map((t, i) => item(t, 40, 540 - i * 14)),
    ];
    const lines = layoutLines(items, 595, 842);
    const text = lines.map((line) => line.text);
    expect(text.slice(0, 3 + side.length)).toEqual(['Jane Smith', ...profile, ...side]);
    expect(text.slice(3 + side.length, 3 + side.length + main.length)).toEqual(main);
    expect(text.slice(-3)).toEqual(education);
    expect(lines.find((line) => line.text === 'SQL')?.column).toBe('left');
    expect(lines.find((line) => line.text === 'EXPERIENCE')?.column).toBe('right');
    // (a scan's reading only: a PDF's page is read as before)
    expect(layoutLines(items.map((each) => ({ ...each, font: 'f' })), 595, 842).every((line) => line.column === 'full')).toBe(true);
  });

  it('reads a contact row under the name across the gutter when both columns start well below it', () => {
    const left = ['EXPERIENCE', 'Game Programmer, Gameloft, Paris', 'Cut render time by 20% on the main level.', 'Trained 7 testers up to certification.', 'Producer, Ubisoft, Montreal', 'Shipped two games on PC and consoles.', 'Ran a team of 12, on time and on budget.'];
    const right = ['SKILLS', 'Python, C++, Unity,', 'Unreal Engine 5, HLSL,', 'Houdini, Perforce, Jira', 'LANGUAGES', 'French (native), English (C1)'];
    const items = [
      item('NKURUNZIZA Niyonzima', 43, 780, 25),
      item('Game Programmer', 43, 762),
      item('+250 786 524 854', 53, 748),
      item('jane@example.rw', 154, 748),
      item('Butare', 300, 748),
      item('nnkurunziza79', 392, 748),
      ...left.map((t, i) => item(t, 43, 718 - i * 12, 9)),
      ...right.map((t, i) => item(t, 390, 718 - i * 13, 9)),
    ];
    const text = layoutPage(items, 595).split('\n');
    expect(text.slice(0, 7)).toEqual(['NKURUNZIZA Niyonzima', 'Game Programmer', '+250 786 524 854', 'jane@example.rw', 'Butare', 'nnkurunziza79', 'EXPERIENCE']);
  });

  it('reads a table of labels and values row by row when full-width lines cut it', () => {
    const labels = ['Name', 'Phone', 'E-mail', 'City', 'Born', 'Licence', 'Status', 'Notice', 'Mobility', 'Salary', 'Hobbies'];
    const items = [
      ...labels.flatMap((label, i) => [item(label, 40, 760 - i * 14), item(`value ${i}`, 200, 760 - i * 14)]),
      ...Array.from({ length: 6 }, (_, i) => item(`A long paragraph line number ${i} that runs across the whole width of the page`, 40, 580 - i * 14)),
    ];
    expect(layoutPage(items, 595).split('\n').slice(0, 4)).toEqual(['Name', 'value 0', 'Phone', 'value 1']);
  });

  it('keeps a date column beside its titles, each date just before its title', () => {
    const items = ['2020 - 2022', '2018 - 2020', '2015 - 2018', '2014', '2012', '2010'].flatMap((date, i) => [item(date, 40, 700 - i * 40), item(`Title ${i}, Company ${i}`, 200, 700 - i * 40), item('- did things well', 200, 686 - i * 40)]);
    expect(layoutPage(items, 595).split('\n').slice(0, 4)).toEqual(['2020 - 2022', 'Title 0, Company 0', '- did things well', '2018 - 2020']);
  });

  it('keeps right-aligned dates beside their titles when a right-aligned contact block sits above them', () => {
    const left = ['Domagoj Maric', 'Civil Engineer', 'EXPERIENCE', 'Strabag, Split', 'Civil Engineer', 'Reporting to the Chief Operating Officer', 'Project Engineer', 'Delivered a bridge approach early', 'PLIVA, Osijek', 'Structural Engineer', 'Saved 9% on concrete'];
    const right: Array<[string, number]> = [['domagoj.m@example.hr', 0], ['092 842 3001', 0.5], ['Split', 1], ['06/2020 – Present', 4], ['06/2016 – 04/2020', 6], ['03/2013 – 05/2016', 9]];
    const items = [...left.map((t, i) => item(t, 40, 800 - i * 16)), ...right.map(([t, row]) => item(t, 460, 800 - row * 16))];
    const text = layoutPage(items, 595).split('\n');
    expect(text.indexOf('06/2016 – 04/2020')).toBe(text.indexOf('Project Engineer') + 1);
    expect(text.indexOf('03/2013 – 05/2016')).toBe(text.indexOf('Structural Engineer') + 1);
  });

  it('reads a side each of whose rows faces a row of the other row by row (right-aligned dates above a skill grid\'s last column)', () => {
    const left = ['0646850470   contact@gwenaelle-lafleur.bzh', 'EXPERIENCE', 'Veterinarian', 'IVC Evidensia', 'Clinic Director', 'Clinique de Odet', 'Equine Vet', 'Armor-Lux', 'Surgeon', 'Biosystec', 'SKILLS', 'NAC            Equidae', 'Imaging        Dentistry', 'Anesthesia     Gmvet'];
    const right: Array<[string, number]> = [['glafleur48', 0], ['nov. 2023 – present', 2], ['août 2021 – oct. 2023', 4], ['mars 2017 – sept. 2018', 6], ['sept. 2014 – nov. 2016', 8], ['Soft tissue surgery work', 11], ['Microsoft Excel', 12], ['IDEXX VetLab', 13]];
    const items = [...left.map((t, i) => item(t, 40, 800 - i * 16)), ...right.map(([t, row]) => item(t, 400, 800 - row * 16))];
    const text = layoutPage(items, 595).split('\n');
    expect(text.indexOf('août 2021 – oct. 2023')).toBe(text.indexOf('Clinic Director') + 1);
    expect(text.indexOf('Microsoft Excel')).toBe(text.indexOf('Imaging Dentistry') + 1);
  });

  describe('a sidebar list set at the main column\'s line pitch, each of its rows facing one of the column\'s', () => {
    const side = ['SKILLS', 'Python', 'SQL', 'Tableau', 'Excel', 'Power BI', 'Statistics', 'LANGUAGES', 'English', 'French'];
    const main = ['EXPERIENCE', 'Data Analyst', 'Acme Corp, London', '2019 - Present', 'Built dashboards for sales.', 'Automated reporting pipelines.', 'Junior Analyst', 'Beta Ltd, Leeds', '2016 - 2019', 'Cleaned data.', 'EDUCATION', 'BSc Mathematics', 'University of Leeds', '2013 - 2016'];
    const profile = ['Data analyst with eight years of experience turning messy spreadsheets into dashboards', 'that managers actually read, in retail and logistics companies across the north of England.', 'Looking for a senior role in a data team that values clear writing and careful numbers.'];
    const columns = (): PositionedText[] => [...side.map((t, i) => item(t, 58, 662 - i * 15.4, 11)), ...main.map((t, i) => item(t, 222, 662 - i * 15.4, 11))];

    it.each([
      ['under a name and a contact line', [item('Jane Carter', 58, 711, 22), item('jane.carter@example.com · +44 7700 900123', 58, 677, 11)]],
      ['under a full-width profile that crosses the gutter', [item('Jane Carter', 58, 760, 22), ...profile.map((t, i) => item(t, 58, 730 - i * 15.4, 11))]],
    ])('is read as a column of its own %s', (_, above) => {
      const text = layoutPage([...above, ...columns()], 612).split('\n');
      expect(text.slice(text.indexOf('SKILLS'), text.indexOf('SKILLS') + side.length)).toEqual(side);
      expect(text.slice(text.indexOf('EXPERIENCE'))).toEqual(main);
    });

    it.each([
      ['in bold', 'bold', 11],
      ['larger', 'regular', 13],
    ])('is read as a column of its own under headings in title case set apart from the body: %s', (_, headingFont, headingSize) => {
      const isHeading = (t: string): boolean => /^[A-Z]{4,}$/.test(t);
      const titled = (t: string): string => (isHeading(t) ? `${t[0]}${t.slice(1).toLowerCase()}` : t);
      const at = (t: string, x: number, y: number): PositionedText => item(titled(t), x, y, isHeading(t) ? headingSize : 11, isHeading(t) ? headingFont : 'regular');
      const items = [
        item('Jane Carter', 58, 711, 22, 'bold'),
        item('jane.carter@example.com · +44 7700 900123', 58, 677, 11, 'regular'),
        ...side.map((t, i) => at(t, 58, 662 - i * 15.4)),
        ...main.map((t, i) => at(t, 222, 662 - i * 15.4)),
      ];
      const text = layoutPage(items, 612).split('\n');
      expect(text.slice(text.indexOf('Skills'), text.indexOf('Skills') + side.length)).toEqual(side.map(titled));
      // (the same headings in the body's font and size are no sign: a table's label column may hold them)
      const plain = layoutPage(items.map((each) => ({ ...each, font: 'regular', height: 11 })), 612).split('\n');
      expect(plain.indexOf('Python')).toBe(plain.indexOf('Experience') + 1);
    });
  });

  it('reads a table whose label column holds every heading row by row, though its labels are one line apart', () => {
    const rows: Array<[string | null, string]> = [
      ['EXPERIENCE', ''], ['Oct 2023 — Dec 2024', 'Registered Nurse'], [null, 'Southern Cross Aviation Ltd'], [null, 'Precepted 15 new graduate nurses.'], [null, 'Cut pressure-injury rates by 40%.'],
      ['Feb 2022 — Sep 2023', 'Theatre Nurse'], [null, 'Tui People Partners Ltd'], [null, 'Ran the night shift of the ward.'], [null, 'Trained the new staff.'],
      ['SKILLS', ''], ['Specialities', 'Critical care, Paediatrics'], ['Clinical', 'Wound care, IV cannulation'], ['Systems', 'Meditech Expanse, Cerner PowerChart'],
      ['LANGUAGES', ''], ['English', 'Native / bilingual'], ['Maori', 'Professional working'], ['French', 'Elementary'], ['Japanese', 'Elementary'], ['INTERESTS', ''], ['Baking', 'Woodworking'],
    ];
    const items = rows.flatMap(([label, value], i) => [...(label ? [item(label, 40, 760 - i * 15)] : []), ...(value ? [item(value, 200, 760 - i * 15)] : [])]);
    const text = layoutPage(items, 595).split('\n');
    expect(text.indexOf('Native / bilingual')).toBe(text.indexOf('English') + 1);
    expect(text.indexOf('Wound care, IV cannulation')).toBe(text.indexOf('Clinical') + 1);
  });

  it('reads a sidebar holding only a list under one heading level with the main column\'s first as a column of its own', () => {
    const side = ['SKILLS', 'Python', 'SQL', 'Tableau', 'Excel', 'Power BI', 'Statistics', 'Airflow'];
    const main = ['EXPERIENCE', 'Data Analyst', 'Acme Corp, London', '2019 - Present', 'Built dashboards for sales.', 'Automated reporting pipelines.', 'Junior Analyst', 'Beta Ltd, Leeds', '2016 - 2019', 'Cleaned data.', 'EDUCATION', 'BSc Mathematics', 'University of Leeds', '2013 - 2016'];
    const items = [
      item('Jane Carter', 58, 711, 22, 'bold'),
      item('jane.carter@example.com · +44 7700 900123', 58, 677, 11, 'regular'),
      ...side.map((t, i) => item(t, 58, 662 - i * 15.4, 11, i === 0 ? 'bold' : 'regular')),
      ...main.map((t, i) => item(t, 222, 662 - i * 15.4, 11, /^[A-Z]{4,}$/.test(t) ? 'bold' : 'regular')),
    ];
    const text = layoutPage(items, 612).split('\n');
    expect(text.slice(text.indexOf('SKILLS'), text.indexOf('SKILLS') + side.length)).toEqual(side);
  });

  it('reads a table row by row though its labels and its job titles are in bold title case: no two face each other', () => {
    const rows: Array<[string | null, string | null, boolean]> = [
      ['EXPERIENCE', null, false], ['Jan 2021 – Oct 2024', 'Flight Dispatcher', true], [null, 'Southern Cross Aviation Ltd', false], [null, 'Raised on-time performance.', false],
      ['May 2019 – Oct 2020', 'Cabin Crew Supervisor', true], [null, 'Tui People Partners Ltd', false], [null, 'Trained the new crew.', false], [null, 'Ran the night rota.', false],
      ['EDUCATION', null, false], ['2018', 'Graduate Diploma', true], [null, 'Massey University', false], [null, 'Thesis on crew rostering.', false],
      ['SKILLS', null, false], ['Systems', 'SITA DCS, Lido Flight 4D', false], ['Licences', 'ATPL(A), A320 type rating', false], ['LANGUAGES', null, false], ['English', 'Native', false], ['Maori', 'Fluent', false], ['INTERESTS', null, false], ['Theatre', 'Tramping', false],
    ];
    const label = (text: string): string => (/^[A-Z][a-z]+$/.test(text) ? 'bold' : 'regular');
    const items = rows.flatMap(([left, right, bold], i) => [...(left ? [item(left, 40, 760 - i * 15, 10, label(left))] : []), ...(right ? [item(right, 200, 760 - i * 15, 10, bold ? 'bold' : 'regular')] : [])]);
    const text = layoutPage(items, 595).split('\n');
    expect(text.indexOf('SITA DCS, Lido Flight 4D')).toBe(text.indexOf('Systems') + 1);
    expect(text.indexOf('Flight Dispatcher')).toBe(text.indexOf('Jan 2021 – Oct 2024') + 1);
  });

  describe('a label column whose labels a table centres on their sections', () => {
    // (each section a block of rows 14 apart, 26 between blocks; the label at `at` rows into its block, as the cell centres it)
    const blocks: Array<[string, string[], number]> = [
      ['EXPERIENCE', ['Data Analyst, Acme Corp', 'Mar 2020 - Present', 'Built the capacity model.', 'Cut reporting time.', 'Led three analysts.'], 2],
      ['SKILLS', ['Python', 'SQL', 'Power BI', 'Tableau', 'dbt', 'Airflow', 'Excel modelling', 'Statistics'], 3.5],
      ['LANGUAGES', ['English (native)', 'French (B2)'], 0.5],
    ];
    const page = (labelAt: (block: number, rows: number) => number): PositionedText[] => {
      let y = 760;
      return blocks.flatMap(([label, rows, at]) => {
        const top = y;
        y -= rows.length * 14 + 26;
        return [item(label, 40, top - labelAt(at, rows.length) * 14), ...rows.map((row, index) => item(row, 180, top - index * 14))];
      });
    };

    it('reads each label before the first row of its section, not beside its middle row', () => {
      const text = layoutPage(page((at) => at), 595).split('\n');
      for (const [label, rows] of blocks) expect(text.slice(text.indexOf(label), text.indexOf(label) + rows.length + 1)).toEqual([label, ...rows]);
    });

    it('leaves a label level with its first row where it stands, though the section before ends one line above', () => {
      const text = layoutPage(page(() => 0), 595).split('\n');
      expect(text.indexOf('SKILLS')).toBe(text.indexOf('Led three analysts.') + 1);
      expect(text.indexOf('Python')).toBe(text.indexOf('SKILLS') + 1);
    });
  });

  it('reads a label column row by row: each section label before the content beside it', () => {
    const content = Array.from({ length: 14 }, (_, i) => item(`Content line number ${i}`, 200, 760 - i * 14));
    const labels = [item('EXPERIENCE', 40, 760), item('2021 to Present', 40, 746), item('EDUCATION', 40, 620), item('LANGUAGES', 40, 592)];
    const lines = layoutPage([...labels, ...content], 595).split('\n');
    expect(lines.slice(0, 4)).toEqual(['EXPERIENCE', 'Content line number 0', '2021 to Present', 'Content line number 1']);
    expect(lines.indexOf('EDUCATION')).toBe(lines.indexOf('Content line number 10') - 1);
  });

  it('keeps a name set large apart from the paragraph of body text beside it on the same baseline, then reads the name', () => {
    const items = [
      item('OLIVER', 114, 751, 32, 'bold'),
      item('small teams and large organisations, always close to customers and', 265, 751, 8.5, 'regular'),
      item('colleagues on the ground. I like clear goals and honest feedback.', 265, 742, 8.5, 'regular'),
      item('ROBINSON', 114, 725, 32, 'bold'),
      item('more responsibility and help a team grow.', 265, 725, 8.5, 'regular'),
    ];
    const lines = layoutLines(items, 595, 842);
    expect(lines.map((line) => line.text)).toEqual(['OLIVER', 'small teams and large organisations, always close to customers and', 'colleagues on the ground. I like clear goals and honest feedback.', 'ROBINSON', 'more responsibility and help a team grow.']);
    expect(findName(resumeLines('', lines), [])).toEqual({ firstName: 'Oliver', lastName: 'Robinson' });
  });

  it('splits a title from its right-aligned dates and marks lines in another font than the body', () => {
    const lines = layoutLines(
      [
        { str: 'Data Engineer', x: 40, y: 700, width: 70, height: 10, font: 'bold' },
        { str: 'Mar 2021 - Present', x: 450, y: 700, width: 90, height: 10, font: 'regular' },
        { str: 'Built the pipelines of the data team.', x: 40, y: 686, width: 200, height: 10, font: 'regular' },
      ],
      595,
      842,
      1,
      'regular',
    );
    expect(lines.map((line) => [line.text, line.emphasis])).toEqual([
      ['Data Engineer', true],
      ['Mar 2021 - Present', false],
      ['Built the pipelines of the data team.', false],
    ]);
    expect(lines[0]).toMatchObject({ page: 1, x: 40, top: 142, size: 10, column: 'full' });
  });
});

describe('layoutLines: tags and overlapping blocks', () => {
  // (pieces placed by their gaps: each starts `gap` font sizes after the previous one ends)
  const row = (pieces: Array<[string, number]>, font: string | null = 'regular'): PositionedText[] => {
    let x = 40;
    return pieces.map(([str, gap]) => {
      x += gap * 10;
      const piece = { str, x, y: 700, width: str.length * 5, height: 10, font: font ?? undefined };
      x += piece.width;
      return piece;
    });
  };

  it('parts PDF tags set half a font size apart when the tags carry their own word spaces', () => {
    const [line] = layoutLines(row([['Project management', 0], ['SQL', 0.6], ['Power BI', 0.6]]), 595, 842);
    expect(line.parts).toEqual(['Project management', 'SQL', 'Power BI']);
  });

  it('parts tags at the wider gaps when a theme sets every word apart, and keeps each tag whole', () => {
    const [line] = layoutLines(row([['Google', 0], ['Analytics', 0.66], ['SEO', 1.06], ['Social', 1.06], ['media', 0.66]]), 595, 842);
    expect(line.parts).toEqual(['Google Analytics', 'SEO', 'Social media']);
  });

  it('parts three or more single words set evenly wider than a word space (single-word tags)', () => {
    expect(layoutLines(row([['Python', 0], ['SQL', 0.6], ['Docker', 0.62]]), 595, 842)[0].parts).toEqual(['Python', 'SQL', 'Docker']);
  });

  it('keeps words set evenly apart as one phrase, and never parts OCR words under 0.8 of their height', () => {
    expect(layoutLines(row([['Google', 0], ['Analytics', 0.66]]), 595, 842)[0].parts).toBeUndefined();
    expect(layoutLines(row([['Project management', 0], ['SQL', 0.6]], null), 595, 842)[0].parts).toBeUndefined();
  });

  it('parts an OCR phrase at its wide word gaps when its other gaps are word spaces, and keeps evenly spaced words whole', () => {
    // (OCR joins words up to 1.2 line heights apart into one phrase; its words keep their boxes)
    const phrase = (words: Array<[string, number]>): PositionedText => {
      let x = 40;
      const boxes = words.map(([str, gap]) => {
        x += gap * 10;
        const box = { str, x, width: str.length * 5 };
        x += box.width;
        return box;
      });
      return { str: words.map(([str]) => str).join(' '), x: 40, y: 700, width: x - 40, height: 10, words: boxes };
    };
    expect(layoutLines([phrase([['Adobe', 0], ['InDesign', 0.56], ['Figma', 0.93]])], 595, 842)[0].parts).toEqual(['Adobe InDesign', 'Figma']);
    expect(layoutLines([phrase([['Social', 0], ['media', 0.9]])], 595, 842)[0].parts).toBeUndefined();
  });

  it('does not count a bullet or an icon set apart as a tag', () => {
    const [line] = layoutLines(row([['•', 0], ['Microsoft Office', 0.62]]), 595, 842);
    expect(line.parts).toBeUndefined();
  });

  it('reads text printed over the end of another block on its baseline as a line of its own', () => {
    const summary = { str: 'I have built processes from scratch, trained new colleagues and kept', x: 40, y: 700, width: 400, height: 10, font: 'regular' };
    const email = { str: 'n.dubois@example.fr', x: 300, y: 700, width: 90, height: 10, font: 'regular' };
    expect(layoutLines([summary, email], 595, 842).map((line) => line.text)).toEqual([summary.str, email.str]);
  });
});

describe('linesOf', () => {
  it('joins pieces of one baseline left to right', () => {
    expect(linesOf([item('World', 80, 500), item('Hello', 40, 500), item('Next', 40, 480)])).toEqual(['Hello World', 'Next']);
  });

  it('joins letter-spaced glyphs set one by one into a word, and keeps word spaces between words', () => {
    // "A" and "U" (5-point small capitals) 1 point apart: letter spacing, not a word space; "to" 3 points after "AU".
    const glyph = (str: string, x: number): PositionedText => ({ str, x, y: 500, width: 3, height: 5, font: 'caps' });
    expect(linesOf([glyph('A', 40), glyph('U', 44), { str: 'to', x: 50, y: 500, width: 5, height: 5, font: 'caps' }])).toEqual(['AU to']);
  });
});

describe('withoutLetterSpacing', () => {
  it.each([
    ['2 0 2 2 - 0 5 - 0 1', '2022-05-01'],
    ['A U', 'AU'],
    ['E D U C AT I O N', 'EDUCATION'],
    ['is at', 'is at'],
    ['Jane Doe', 'Jane Doe'],
    ['J K Rowling', 'J K Rowling'],
  ])('%j -> %j', (text, expected) => {
    expect(withoutLetterSpacing(text)).toBe(expected);
  });
});
