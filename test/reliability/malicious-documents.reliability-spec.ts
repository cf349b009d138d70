import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { ExtractionRunner } from '../../src/modules/resumes/extract/extraction-runner';
import { reportFigures } from '../support/faults';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';

const KEY_HEADER = 'X-Service-Public-Key';

/** A real DOCX whose word/document.xml is replaced by `xml`. */
async function docxWithDocumentXml(xml: string): Promise<Buffer> {
  const base = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Placeholder')] }] }));
  const zip = await JSZip.loadAsync(base);
  zip.file('word/document.xml', xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const body = (text: string) => `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body>`;

/**
 * Documents built to attack their reader: uploaded through the API (taken: their bytes are what they
 * claim) and then read by the real isolated reader the worker uses. None may run code, read a local
 * file, reach the network, or blow up memory or time: each is read or refused, and the reader goes on.
 */
describe('malicious documents', () => {
  let t: HostileApp;
  let tenant: TestTenant;
  let canary: Server;
  let canaryUrl: string;
  let canaryConnections = 0;
  const runner = new ExtractionRunner({ size: 1, timeoutMs: 20_000, memoryMb: 256, rssLimitMb: 700 });

  beforeAll(async () => {
    canary = createServer((_req, res) => res.end('<!ENTITY x "canary">'));
    canary.on('connection', () => (canaryConnections += 1));
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
    t = await createHostileApp();
    tenant = await createTenant(t.app);
    t.watch.addTenant(tenant);
    // Resume text: what the documents say must never reach a log line either.
    t.watch.add('Ada Lovelace', 'Placeholder', 'app.launchURL', '/etc/passwd');
  });
  afterAll(async () => {
    await runner.close();
    await new Promise<void>((resolve) => canary.close(() => resolve()));
    expectNoLeak(t);
    await t.close();
  });

  async function documents(): Promise<Array<[string, Buffer, 'pdf' | 'docx', (outcome: { text?: string; reason?: string }) => void]>> {
    const laughs = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`)].join('');
    const zipBomb = new JSZip();
    zipBomb.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
    zipBomb.file('word/document.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const readOrRefused = (outcome: { text?: string; reason?: string }) => expect(outcome.text !== undefined || outcome.reason !== undefined).toBe(true);
    return [
      [
        'a PDF with JavaScript (OpenAction and a JavaScript name tree)',
        Buffer.from(
          `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Names << /JavaScript << /Names [(x) 4 0 R] >> >> >> endobj\n` +
            `2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n` +
            `4 0 obj << /S /JavaScript /JS (app.launchURL\\("${canaryUrl}/js"\\); this.exportDataObject\\({cName: "x"}\\);) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
          'latin1',
        ),
        'pdf',
        readOrRefused,
      ],
      [
        'a DOCX with external entities (XXE: a local file and a URL)',
        await docxWithDocumentXml(`<?xml version="1.0"?><!DOCTYPE d [<!ENTITY file SYSTEM "file:///etc/passwd"><!ENTITY net SYSTEM "${canaryUrl}/xxe">]><w:document ${W}>${body('Name &file; &net;')}</w:document>`),
        'docx',
        (outcome) => expect(outcome.text ?? '').not.toMatch(/root:|canary/),
      ],
      [
        'a DOCX with a parameter entity fetching a DTD',
        await docxWithDocumentXml(`<?xml version="1.0"?><!DOCTYPE d [<!ENTITY % remote SYSTEM "${canaryUrl}/dtd"> %remote;]><w:document ${W}>${body('Hello')}</w:document>`),
        'docx',
        readOrRefused,
      ],
      [
        'a DOCX with a billion laughs',
        await docxWithDocumentXml(`<?xml version="1.0"?><!DOCTYPE d [${laughs}]><w:document ${W}>${body('&lol9;')}</w:document>`),
        'docx',
        (outcome) => expect((outcome.text ?? '').length).toBeLessThan(100_000),
      ],
      ['a DOCX zip bomb (60 MB of spaces in 60 KB)', await zipBomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } }), 'docx', (outcome) => expect(outcome.reason).toBe('too_large')],
    ];
  }

  it('takes each upload, and the isolated reader reads or refuses it without running, fetching or exhausting anything', async () => {
    const outcomes: Record<string, string> = {};
    let uploaded = 0;
    for (const [name, bytes, ext, check] of await documents()) {
      const res = await t.http
        .post(`/v1/public/careers/${tenant.slug}/apply`)
        .set(KEY_HEADER, tenant.keys.careers)
        .field('firstName', 'Mal')
        .field('lastName', 'Icious')
        .field('email', `mal-${randomBytes(4).toString('hex')}@example.com`)
        .attach('resume', bytes, `cv.${ext}`);
      expect({ name, status: res.status }).toEqual({ name, status: 201 });
      uploaded += 1;
      const outcome: { text?: string; reason?: string } = await runner.run(bytes, ext).then(
        (extraction) => ({ text: extraction.text }),
        (error: { reason?: string }) => ({ reason: error.reason ?? 'error' }),
      );
      check(outcome);
      outcomes[name] = outcome.reason ?? `read (${outcome.text?.length ?? 0} characters)`;
    }
    // The reader still works after all of them.
    const fine = await docxWithDocumentXml(`<?xml version="1.0"?><w:document ${W}>${body('Ada Lovelace')}</w:document>`);
    expect((await runner.run(fine, 'docx')).text).toContain('Ada Lovelace');
    expect(canaryConnections).toBe(0);
    reportFigures('malicious-documents', { tried: uploaded, outcomes, canaryConnections });
  });

  it('stores an XML payload sent as a form field as text, never parsed', async () => {
    const payload = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY xxe SYSTEM "${canaryUrl}/field">]><d>&b;&xxe;</d>`;
    const res = await t.http
      .post(`/v1/public/careers/${tenant.slug}/apply`)
      .set(KEY_HEADER, tenant.keys.careers)
      .field('firstName', 'Xml')
      .field('lastName', 'Field')
      .field('email', `xml-${randomBytes(4).toString('hex')}@example.com`)
      .field('motivationText', payload, { contentType: 'application/xml' })
      .expect(201);
    const [row] = await t.db.query(`SELECT motivation_text FROM application WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
    expect(row.motivation_text).toBe(payload);
    expect(canaryConnections).toBe(0);
  });
});
