import JSZip from 'jszip';
import sharp from 'sharp';
import { Document, Packer, Paragraph } from 'docx';
import { detectResumeType } from './detect-resume-type';

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A CFB header followed by one directory sector holding a root entry and one named stream. */
function cfbWithStream(name: string): Buffer {
  const file = Buffer.alloc(1024);
  CFB_SIGNATURE.copy(file, 0);
  const entry = (offset: number, entryName: string, type: number): void => {
    const encoded = Buffer.from(`${entryName}\0`, 'utf16le');
    encoded.copy(file, offset);
    file.writeUInt16LE(encoded.length, offset + 64);
    file[offset + 66] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(640, name, 2);
  return file;
}

async function zipWith(name: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file(name, '<x/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('detectResumeType', () => {
  it('accepts a PDF by its header', async () => {
    expect(await detectResumeType(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
  });

  it('accepts a DOCX built by a Word library', async () => {
    const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Jane Doe')] }] }));
    expect(await detectResumeType(docx)).toEqual({ mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' });
  });

  it('refuses a zip without word/document.xml (xlsx, plain archive)', async () => {
    expect(await detectResumeType(await zipWith('xl/workbook.xml'))).toBeNull();
  });

  it('accepts a CFB file holding a WordDocument stream as .doc', async () => {
    expect(await detectResumeType(cfbWithStream('WordDocument'))).toEqual({ mime: 'application/msword', ext: 'doc' });
  });

  it('refuses a CFB file without a WordDocument stream (xls, msi)', async () => {
    expect(await detectResumeType(cfbWithStream('Workbook'))).toBeNull();
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a %s image', async (format) => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).toFormat(format).toBuffer();
    const result = await detectResumeType(image);
    expect(result?.mime).toBe(`image/${format}`);
  });

  it.each([
    ['plain text', Buffer.from('Jane Doe, developer, jane@example.com')],
    ['an executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an HTML page', Buffer.from('<!doctype html><html><body>cv</body></html>')],
    ['too few bytes', Buffer.from('%PD')],
  ])('refuses %s', async (_label, bytes) => {
    expect(await detectResumeType(bytes)).toBeNull();
  });
});
