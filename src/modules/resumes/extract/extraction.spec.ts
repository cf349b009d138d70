import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';
import { checkZipBomb, extractDocxText } from './docx';
import { ExtractionRunner, residentBytes } from './extraction-runner';

/**
 * A DOCX whose word/document.xml inflates to `realBytes` of spaces while its local header and
 * central directory declare `declared` bytes: the directory check alone lets it through.
 */
async function lyingDocx(realBytes: number, declared = 1000): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', Buffer.alloc(realBytes, 0x20));
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
  const name = Buffer.from('word/document.xml');
  // [signature, offset of the name length, offset of the uncompressed size, header length]
  for (const [signature, nameLengthAt, sizeAt, header] of [[0x04034b50, 26, 22, 30], [0x02014b50, 28, 24, 46]]) {
    for (let at = 0; at + header < bytes.length; at += 1) {
      if (bytes.readUInt32LE(at) !== signature) continue;
      const length = bytes.readUInt16LE(at + nameLengthAt);
      if (bytes.subarray(at + header, at + header + length).equals(name)) bytes.writeUInt32LE(declared, at + sizeAt);
    }
  }
  return bytes;
}

describe('DOCX extraction', () => {
  it('keeps list items as bullet lines', async () => {
    const doc = new Document({ sections: [{ children: [new Paragraph('Experience'), new Paragraph({ text: 'Built pipelines', bullet: { level: 0 } })] }] });
    expect((await extractDocxText(await Packer.toBuffer(doc))).text).toBe('Experience\n• Built pipelines');
  });

  it('marks headings and all-bold paragraphs as emphasised, list items as indented', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ children: [new TextRun({ text: 'Data Engineer', bold: true })] }),
            new Paragraph({ children: [new TextRun({ text: 'Acme Ltd, ' }), new TextRun({ text: 'London', bold: true })] }),
            new Paragraph({ text: 'Built pipelines', bullet: { level: 0 } }),
          ],
        },
      ],
    });
    const { lines } = await extractDocxText(await Packer.toBuffer(doc));
    expect(lines.map((line) => [line.text, line.emphasis, line.x])).toEqual([
      ['Experience', true, 0],
      ['Data Engineer', true, 0],
      ['Acme Ltd, London', false, 0],
      ['• Built pipelines', false, 1],
    ]);
    expect(lines[0].size).toBeGreaterThan(lines[1].size);
  });

  it('refuses a zip bomb from its directory, before decompressing', async () => {
    const zip = new JSZip();
    zip.file('word/document.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(checkZipBomb(bomb)).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('refuses a DOCX that declares 1000 bytes for a 64 MB part, from the bytes really inflated', async () => {
    const bomb = await lyingDocx(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(checkZipBomb(bomb)).rejects.toMatchObject({ reason: 'too_large', message: expect.stringMatching(/lies about the size/) });
  });

  it('fails the lying DOCX cleanly in the isolated reader, without the reader growing, and the runner goes on', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 20000, memoryMb: 128, rssLimitMb: 400 });
    let peak = 0;
    const probe = setInterval(() => {
      const pid = (runner as unknown as { slots: Array<{ child: { pid?: number } }> }).slots[0]?.child.pid;
      peak = Math.max(peak, (pid && residentBytes(pid)) || 0);
    }, 20);
    try {
      // 'too_large', not 'timeout': the reader refused the part from the bytes it inflated.
      await expect(runner.run(await lyingDocx(64 * 1024 * 1024), 'docx')).rejects.toMatchObject({ reason: 'too_large' });
      expect(peak).toBeLessThan(250 * 1024 * 1024);
      const doc = new Document({ sections: [{ children: [new Paragraph('Still reading files')] }] });
      await expect(runner.run(await Packer.toBuffer(doc), 'docx')).resolves.toMatchObject({ text: 'Still reading files' });
    } finally {
      clearInterval(probe);
      await runner.close();
    }
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
    const lost: string[] = [];
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 5000, memoryMb: 64, onChildLost: (reason) => lost.push(reason), scriptPath: childScript(`if (m.bytes.length === 1) process.exit(3); process.send({ id: m.id, ok: true, result: { text: 'ok', method: 'pdf', pages: 1 } })`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'crashed' });
    await expect(runner.run(Buffer.from('xy'), 'pdf')).resolves.toMatchObject({ text: 'ok' });
    await runner.close();
    expect(lost).toEqual(['crashed']);
  });

  it('kills a reader past its deadline', async () => {
    const lost: string[] = [];
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 300, memoryMb: 64, onChildLost: (reason) => lost.push(reason), scriptPath: childScript(`for (;;) {}`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'timeout' });
    await runner.close();
    expect(lost).toEqual(['timeout']);
  });

  it('stops a reader that exceeds its heap limit', async () => {
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 20000, memoryMb: 64, scriptPath: childScript(`const hog = []; for (;;) hog.push(new Array(1e5).fill(hog.length))`) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'crashed' });
    await runner.close();
  });

  it('kills a reader whose memory outside the heap passes the resident limit, and reads the next file with a fresh process', async () => {
    // Buffers live outside the V8 heap: --max-old-space-size alone would let this grow until the host runs out.
    const hog = `if (m.bytes.length === 1) { const hog = []; const grow = () => { hog.push(Buffer.alloc(16 * 1024 * 1024, 1)); setTimeout(grow, 5); }; grow(); return; } process.send({ id: m.id, ok: true, result: { text: 'ok', method: 'pdf', pages: 1 } })`;
    const runner = new ExtractionRunner({ size: 1, timeoutMs: 20000, memoryMb: 64, rssLimitMb: 200, scriptPath: childScript(hog) });
    await expect(runner.run(Buffer.from('x'), 'pdf')).rejects.toMatchObject({ reason: 'too_large', message: expect.stringMatching(/more memory than allowed/) });
    await expect(runner.run(Buffer.from('xy'), 'pdf')).resolves.toMatchObject({ text: 'ok' });
    await runner.close();
  });
});
