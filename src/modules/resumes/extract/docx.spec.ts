import { htmlToLines } from './docx';

const texts = (html: string): string[] => htmlToLines(html).map((line) => line.text);

describe('htmlToLines (a Word document as mammoth prints it)', () => {
  it("reads a table row's dates, in the last cell beside a job's title and bullets, after the title", () => {
    const html = '<table><tr><td><p><strong>Biologiste médicale — CHU de Québec</strong></p><ul><li>Délai de rendu réduit de 25 %.</li><li>Accréditation maintenue.</li></ul></td><td><p>11/2019 – 01/2025</p></td></tr></table>';
    expect(texts(html)).toEqual(['Biologiste médicale — CHU de Québec', '11/2019 – 01/2025', '• Délai de rendu réduit de 25 %.', '• Accréditation maintenue.']);
  });

  it('moves the last cell, not an earlier one that reads the same', () => {
    const html = '<table><tr><td><p>2019 – 2021</p></td><td><p>Analyst — Globex</p><p>Reporting.</p></td><td><p>2019 – 2021</p></td></tr></table>';
    expect(texts(html)).toEqual(['2019 – 2021', 'Analyst — Globex', '2019 – 2021', 'Reporting.']);
  });

  it('keeps a row as it is when its dates come first, its last cell is no date, or the cell beside the dates is one paragraph', () => {
    expect(texts('<table><tr><td><p>2015 – 2018</p></td><td><p>Master Finance</p><p>IAE Lyon</p></td></tr></table>')).toEqual(['2015 – 2018', 'Master Finance', 'IAE Lyon']);
    expect(texts('<table><tr><td><p>Master Finance</p><p>IAE Lyon</p></td><td><p>Lyon, France</p></td></tr></table>')).toEqual(['Master Finance', 'IAE Lyon', 'Lyon, France']);
    expect(texts('<table><tr><td><p>Master Finance — IAE Lyon</p></td><td><p>2018</p></td></tr></table>')).toEqual(['Master Finance — IAE Lyon', '2018']);
    // (a row nested in a layout table's cell under its section's heading)
    expect(texts('<table><tr><td><h2>Experience</h2><table><tr><td><p><strong>Process Engineer</strong></p></td><td><p>Feb 2024 – Present</p></td></tr></table><p><em>Veolia</em></p></td></tr></table>')).toEqual(['Experience', 'Process Engineer', 'Feb 2024 – Present', 'Veolia']);
  });
});
