import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractDocText } from './doc';
import { marksDeleted } from './doc-deletions';

describe('.doc text with letter spacing', () => {
  it('keeps a letter-spaced name and title (odd twips of spacing, which word-extractor 1.0.4 takes for a deletion)', async () => {
    // (made by LibreOffice from HTML: the name at 2.15 pt of letter spacing, 43 twips; the title at 0.75 pt, 15 twips)
    const { text } = await extractDocText(readFileSync(join(__dirname, '../../../../test/fixtures/letter-spaced-resume.doc')));
    expect(text.split('\n').slice(0, 3)).toEqual(['RUBEN VAN DIJK', 'FOOD SAFETY AUDITOR', 'Profile']);
  });

  it('tells a tracked deletion by its whole property code', () => {
    // sprmCFRMarkDel (0x0800) on, then off; sprmCDxaSpace (0x8840) with 43 twips; bold (0x0835) then the deletion
    expect(marksDeleted(Buffer.from([0x00, 0x08, 0x01]))).toBe(true);
    expect(marksDeleted(Buffer.from([0x00, 0x08, 0x00]))).toBe(false);
    expect(marksDeleted(Buffer.from([0x40, 0x88, 0x2b, 0x00]))).toBe(false);
    expect(marksDeleted(Buffer.from([0x35, 0x08, 0x01, 0x00, 0x08, 0x81]))).toBe(true);
  });
});
