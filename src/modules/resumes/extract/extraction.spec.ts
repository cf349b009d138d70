import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { checkZipBomb, extractDocxText } from './docx';
import { ExtractionRunner } from './extraction-runner';

describe('DOCX extraction', () => {
  it('keeps list items as bullet lines', async () => {
    const doc = new Document({ sections: [{ children: [new Paragraph('Experience'), new Paragraph({ text: 'Built pipelines', bullet: { level: 0 } })] }] });
    expect(await extractDocxText(await Packer.toBuffer(doc))).toBe('Experience\n• Built pipelines');
  });

  it('refuses a zip bomb from its directory, before decompressing', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(checkZipBomb(bomb)).rejects.toMatchObject({ reason: 'too_large' });
  });
});

/** Stand-in child scripts: the runner's behaviour does not depend on what the child reads. */
function childScript(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'runner-'));
  const file = join(dir, 'child.js');
  writeFileSync(file, `process.on('message', (m) => { ${body} }); process.on('disconnect', () => process.exit(0));`);
  return file;
}

describe('ExtractionRunner', () => {
  it('returns the child result', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 5000, memoryMb: 64, scriptPath: childScript(`process.send({ id: m.id, ok: true, result: { text: 'hi ' + m.bytes.length, method: 'pdf', pages: 1 } })`) });
    await expect(runner.run(Buffer.from('abc'), 'pdf')).resolves.toMatchObject({ text: 'hi 3' });
    await runner.close();
  });

  it('fails a file whose reader crashes, and reads the next file with a fresh process', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 5000, memoryMb: 64, scriptPath: childScript(`if (m.bytes.length === 1) process.exit(3); process.send({ id: m.id, ok: true, result: { text: 'ok', method: 'pdf', pages: 1 } })`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'crashed' });
    await expect(runner.run(Buffer.from('xy'), 'pdf')).resolves.toMatchObject({ text: 'ok' });
    await runner.close();
  });

  it('kills a reader past its deadline', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 300, memoryMb: 64, scriptPath: childScript(`for (;;) {}`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'timeout' });
    await runner.close();
  });

  it('stops a reader that exceeds its heap limit', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 20000, memoryMb: 64, scriptPath: childScript(`const hog = []; for (;;) hog.push(new Array(1e5).fill(hog.length))`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'crashed' });
    await runner.close();
  });
});

describe('scanned PDF rendering', () => {
  it('renders a page without a text layer to a PNG for OCR (npm-only canvas)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const { renderPdfPages } = await import('./pdf');
    const pdf = await PDFDocument.create();
    pdf.addPage([200, 200]).drawRectangle({ x: 20, y: 20, width: 50, height: 50 });
    const [png] = await renderPdfPages(Buffer.from(await pdf.save()), 1, 1);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });
});
