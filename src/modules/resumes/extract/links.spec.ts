import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { parseResume } from '../parse/parse-resume';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docLinks, extractDocText } from './doc';
import { extractDocxText, htmlLinks } from './docx';
import { extractPdfText } from './pdf';
import { LinkCollector, MAX_LINK_LENGTH, MAX_LINKS } from './links';

/** A one-page PDF that prints `lines` and puts a link annotation over the last one for each of `urls`. */
async function pdfWithLinks(lines: string[], urls: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  const annotations = urls.map((url, index) =>
    pdf.context.register(
      pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 500 - index * 20, 150, 515 - index * 20], Border: [0, 0, 0], A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) } }),
    ),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj(annotations));
  return Buffer.from(await pdf.save());
}

const RESUME = ['Jane Smith', 'Data Engineer', 'LinkedIn', 'Experience', 'Data Engineer - Acme Ltd', '2020 - 2022'];

describe('hyperlink targets', () => {
  it('a PDF gives its link annotations beside its text, and the parser takes the profile and the e-mail from them', async () => {
    const { text, lines, links } = await extractPdfText(await pdfWithLinks(RESUME, ['https://www.linkedin.com/in/jane-smith-4a1b2c/', 'mailto:Jane.Smith@Example.com?subject=Hello']));
    expect(links).toEqual(['https://www.linkedin.com/in/jane-smith-4a1b2c/', 'mailto:Jane.Smith@Example.com?subject=Hello']);
    expect(text).not.toContain('linkedin.com');
    const parsed = parseResume(text, lines, links);
    expect(parsed.linkedinKey).toBe('jane-smith-4a1b2c');
    expect(parsed.linkedinUrl).toBe('https://www.linkedin.com/in/jane-smith-4a1b2c');
    expect(parsed.email).toBe('jane.smith@example.com');
  });

  it('a DOCX gives its hyperlinks beside its text', async () => {
    const link = (text: string, url: string): ExternalHyperlink => new ExternalHyperlink({ link: url, children: [new TextRun(text)] });
    const doc = new Document({
      sections: [{ children: [new Paragraph('Jane Smith'), new Paragraph({ children: [link('LinkedIn', 'https://fr.linkedin.com/in/jane-smith?trk=x&a=1')] }), new Paragraph({ children: [link('E-mail', 'mailto:jane@example.com')] })] }],
    });
    const { text, lines, links } = await extractDocxText(await Packer.toBuffer(doc));
    expect(links).toEqual(['https://fr.linkedin.com/in/jane-smith?trk=x&a=1', 'mailto:jane@example.com']);
    const parsed = parseResume(text, lines, links);
    expect(parsed.linkedinKey).toBe('jane-smith');
    expect(parsed.email).toBe('jane@example.com');
  });

  it('a DOC gives the targets of its HYPERLINK fields (a LibreOffice .doc whose LinkedIn link shows only "in")', async () => {
    const { text, links } = await extractDocText(readFileSync(join(__dirname, '../../../../test/fixtures/linked-resume.doc')));
    expect(links).toEqual(['https://www.linkedin.com/in/jane-smith-4a1b2c', 'mailto:jane.smith@example.com']);
    expect(text).not.toContain('linkedin.com');
    expect(parseResume(text, undefined, links).linkedinKey).toBe('jane-smith-4a1b2c');
    // Field codes stored as 8-bit text (older files) are read too; a field without a quoted target is not a link.
    expect(docLinks(Buffer.from('\u0013 HYPERLINK "https://example.org/a" \u0014x\u0015 \u0013 HYPERLINK \\l "anchor" \u0014', 'latin1'))).toEqual(['https://example.org/a']);
  });

  it('the text wins over the links, and a link that is no profile or address gives nothing', () => {
    const text = 'Jane Smith\nCONTACT: jane@mail.fr | linkedin.com/in/jane-printed';
    const parsed = parseResume(text, undefined, ['mailto:other@example.com', 'https://www.linkedin.com/in/other']);
    expect(parsed.email).toBe('jane@mail.fr');
    expect(parsed.linkedinKey).toBe('jane-printed');
    const none = parseResume('Jane Smith\nData Engineer', undefined, ['https://www.linkedin.com/company/acme', 'mailto:not an address', 'https://github.com/jane']);
    expect(none.email).toBeNull();
    expect(none.linkedinKey).toBeNull();
    // A profile linked behind an icon (no word "LinkedIn" printed) is the candidate's too; of several, the one with the candidate's name.
    expect(parseResume('Jane Smith\nData Engineer', undefined, ['https://www.linkedin.com/in/jane-smith']).linkedinKey).toBe('jane-smith');
    expect(parseResume('Jane Smith\nData Engineer\nReferee: Tom Brown', undefined, ['https://www.linkedin.com/in/tom-brown', 'https://www.linkedin.com/in/jsmith-42']).linkedinKey).toBe('jsmith-42');
    expect(parseResume('Jane Smith\nLinkedIn\nData Engineer', undefined, ['https://www.linkedin.com/in/jane-smith']).linkedinKey).toBe('jane-smith');
  });

  it('keeps at most MAX_LINKS targets of at most MAX_LINK_LENGTH characters, without blanks or repeats', () => {
    const collector = new LinkCollector();
    collector.add('https://a.example/');
    collector.add('https://a.example/');
    collector.add('  ');
    collector.add(42);
    collector.add(`https://b.example/${'x'.repeat(MAX_LINK_LENGTH)}`);
    for (let index = 0; index < MAX_LINKS + 50; index += 1) collector.add(`https://c.example/${index}`);
    expect(collector.links).toHaveLength(MAX_LINKS);
    expect(collector.links[0]).toBe('https://a.example/');
    expect(collector.links.every((link) => link.length <= MAX_LINK_LENGTH)).toBe(true);
    expect(htmlLinks('<p><a href="mailto:a@b.fr">x</a> <a id="k" href="https://x.fr/?a=1&amp;b=2">y</a></p>')).toEqual(['mailto:a@b.fr', 'https://x.fr/?a=1&b=2']);
  });
});
