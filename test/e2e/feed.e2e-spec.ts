import { wellFormedError } from '../support/xml';
import http from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { Job, Project } from '../../src/database/entities';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { FEED_PAGE_SIZE, FeedService } from '../../src/modules/feed/feed.service';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant, uniqueSlug } from '../support/factories';

const FIXED = ['title', 'date', 'jobid', 'url', 'company', 'city', 'state', 'country', 'description', 'salary', 'jobtype', 'remotetype'];
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;


const parser = new XMLParser({
  cdataPropName: '#cdata',
  isArray: (name) => name === '#cdata' || name === 'job',
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
});

type ParsedJob = Array<[string, string]>;

/** The feed's jobs as ordered [element, text] lists; fails when a value is not made of CDATA only. */
function parseFeed(xml: string): ParsedJob[] {
  expect(wellFormedError(xml)).toBeNull();
  const doc = parser.parse(xml) as { source: { job?: Array<Record<string, unknown>> } };
  expect(Object.keys(doc)).toEqual(['source']);
  return (doc.source.job ?? []).map((job) =>
    Object.entries(job)
      .filter(([name]) => !name.startsWith('#'))
      .map(([name, value]) => {
        expect(value).toEqual({ '#cdata': expect.any(Array) });
        return [name, (value as { '#cdata': string[] })['#cdata'].join('')] as [string, string];
      }),
  );
}

interface StoredJob {
  public_id: string; title: string; published_at: Date; url: string; company_name: string; city: string; state: string; country: string;
  description: string; salary: string; jobtype: string; remotetype: string; custom_fields: Array<{ name: string; value: string }>;
}

/** What the feed should say about a stored job (custom fields named by `names`, default: the plain slugs). */
function expected(job: StoredJob, names?: string[]): ParsedJob {
  const clean = (value: string) => value.replace(NOT_XML_CHAR, '');
  return [
    ['title', clean(job.title)], ['date', job.published_at.toUTCString()], ['jobid', job.public_id], ['url', clean(job.url)],
    ['company', clean(job.company_name)], ['city', clean(job.city)], ['state', clean(job.state)], ['country', clean(job.country)],
    ['description', clean(job.description)], ['salary', clean(job.salary)], ['jobtype', clean(job.jobtype)], ['remotetype', job.remotetype],
    ...job.custom_fields.map((field, i): [string, string] => [names?.[i] ?? field.name.toLowerCase(), clean(field.value)]),
  ];
}

describe('public XML job feed', () => {
  let t: TestApp;
  let tenants: TenantsAdminService;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    // Default rate limits on purpose: the feed has none.
    t = await createTestApp();
    tenants = t.app.get(TenantsAdminService);
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const feedPath = (slug: string) => `/public/feeds/site-web/${slug}.xml`;
  // The plain representation (superagent asks for gzip by default); compression has its own tests below.
  const plainGet = (slug: string) => t.http.get(feedPath(slug)).set('Accept-Encoding', 'identity');
  const plainHead = (slug: string) => t.http.head(feedPath(slug)).set('Accept-Encoding', 'identity');
  const getFeed = (slug: string) => plainGet(slug).buffer(true);
  const stored = async (clientId: string, publicIds: string[]): Promise<StoredJob[]> =>
    t.db.query(
      `SELECT public_id, title, published_at, url, company_name, city, state, country, description, salary, jobtype, remotetype, custom_fields
         FROM job WHERE client_id = $1 AND public_id = ANY($2) ORDER BY published_at DESC, id`,
      [clientId, publicIds],
    );

  async function freshTenant(): Promise<{ slug: string; clientId: string; projectId: string }> {
    const slug = uniqueSlug('feed');
    const client = await tenants.createClient(slug, `Feed ${slug}`);
    const project = await tenants.createProject(slug, 'Open project', { companyName: 'Acme' });
    return { slug, clientId: client.id, projectId: project.id };
  }

  it('lists only the published jobs of open projects, newest first, with every element as stored', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    const closedProject = await tenants.createProject(slug, 'Closed', { status: 'closed' });
    const at = (iso: string) => new Date(iso);
    const jobs = [
      await tenants.createJob(slug, {
        title: 'Backend engineer', projectId, company: 'Acme', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR',
        url: 'https://acme.example/jobs/backend', description: '<p>Build <b>APIs</b></p>', salary: '55-65k EUR', jobtype: 'Permanent contract',
        remotetype: 'Hybrid remote', customFields: [{ name: 'Team', value: 'Platform' }, { name: 'Level', value: 'Senior' }], publishedAt: at('2026-01-10T09:00:00Z'),
      }),
      await tenants.createJob(slug, { title: 'Minimal job', projectId, publishedAt: at('2026-02-01T12:30:45Z') }),
      await tenants.createJob(slug, { title: 'Oldest', projectId, remotetype: 'Fully remote', customFields: [{ name: 'Shift', value: '' }], publishedAt: at('2025-12-31T23:59:59Z') }),
    ];
    for (const status of ['unpublished', 'closed', 'deleted']) await tenants.createJob(slug, { title: `Hidden ${status}`, projectId, status });
    await tenants.createJob(slug, { title: 'Hidden: project closed', projectId: closedProject.id });

    const res = await getFeed(slug).expect(200);
    const feed = parseFeed(res.text);
    const rows = await stored(clientId, jobs.map((j) => j.jobid));
    expect(rows.map((r) => r.title)).toEqual(['Minimal job', 'Backend engineer', 'Oldest']);
    expect(feed).toEqual(rows.map((row) => expected(row)));
    expect(feed[1].slice(0, 12).map(([name]) => name)).toEqual(FIXED);
    expect(feed[1][1]).toEqual(['date', 'Sat, 10 Jan 2026 09:00:00 GMT']);
  });

  it('gives as jobid the job_id of the apply path (job.public_id)', async () => {
    const res = await getFeed(tenant.slug).expect(200);
    const feed = parseFeed(res.text);
    expect(feed.map((job) => Object.fromEntries(job).jobid)).toEqual([tenant.jobs.published]);
    expect(Object.fromEntries(feed[0])).toMatchObject({ title: 'Published job', team: 'Platform' });
  });

  it('gives a jobid that the apply path accepts', async () => {
    const [job] = parseFeed((await getFeed(tenant.slug).expect(200)).text);
    const jobid = Object.fromEntries(job).jobid;
    const res = await t.http
      .post(`/v1/public/careers/${tenant.slug}/jobs/${jobid}/apply`)
      .set('X-Service-Public-Key', tenant.keys.careers)
      .send({ firstName: 'Feed', lastName: 'Reader', email: `feed-reader-${Date.now()}@example.com` });
    expect(res.status).toBe(201);
  });

  it('keeps its ETag when nothing of this client changes, even when another client\'s jobs do', async () => {
    const third = await createTenant(t.app);
    const first = (await getFeed(tenant.slug).expect(200)).headers.etag;
    await tenants.createJob(third.slug, { title: 'Elsewhere', projectId: third.openProject.id });
    await tenants.setJobStatus(third.slug, third.jobs.published, 'closed');
    expect((await getFeed(tenant.slug).expect(200)).headers.etag).toBe(first);
  });

  it('never shows the jobs of another client', async () => {
    const mine = parseFeed((await getFeed(tenant.slug)).text).map((job) => Object.fromEntries(job).jobid);
    const theirs = parseFeed((await getFeed(other.slug)).text).map((job) => Object.fromEntries(job).jobid);
    expect(mine).toEqual([tenant.jobs.published]);
    expect(theirs).toEqual([other.jobs.published]);
  });

  it('shows a CDATA section for every value in the raw text, an empty one for an empty value', async () => {
    const { slug, projectId } = await freshTenant();
    await tenants.createJob(slug, { title: 'Only a title', projectId, customFields: [{ name: 'Empty', value: '' }] });
    const res = await getFeed(slug).expect(200);
    const leaves = [...res.text.matchAll(/<([a-z_0-9]+)>((?:(?!<\/?[a-z]).)*)<\/\1>/gs)];
    expect(leaves.map((m) => m[1])).toEqual([...FIXED, 'empty']);
    for (const [, name, value] of leaves) {
      expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^(<!\[CDATA\[[\s\S]*?\]\]>)+$/) });
    }
    expect(res.text).toContain('<url><![CDATA[]]></url>');
    expect(res.text).toContain('<empty><![CDATA[]]></empty>');
  });

  it('stays well-formed and keeps hostile content, minus the characters XML forbids', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    const controls = [...Array.from({ length: 8 }, (_, i) => String.fromCharCode(1 + i)), '\u000B', '\u000C',
      ...Array.from({ length: 18 }, (_, i) => String.fromCharCode(0x0e + i))].join('');
    const hostile = `]]><script>alert("x")</script>&amp; <![CDATA[ x ]]> ${controls}\uFFFE\uFFFF é à ü ß 🚀👩🏽‍💻 مطور برمجيات עברית \u202Eevil\u202C`;
    const description = `<div dir="rtl">${'<p>Développeur ]]> 😀 مطور</p>'.repeat(4000)}</div>\uD800 lone \uDFFF`;
    expect(description.length).toBeGreaterThan(100_000);
    const { jobid } = await tenants.createJob(slug, {
      title: hostile, projectId, company: hostile, city: 'Zürich', state: '<state>', country: 'FR', url: 'https://x.example/?a=1&b=<2>',
      description, salary: ']]>', jobtype: '\u0007', remotetype: 'No remote',
      customFields: [
        { name: 'Télétravail', value: hostile },
        { name: 'teletravail', value: 'second' },
        { name: '2nd language', value: 'العربية' },
        { name: 'Title', value: 'not the title' },
        { name: '<bad> "name"', value: ']]>]]>' },
        { name: '職種', value: '開発' },
      ],
    });
    const res = await getFeed(slug).expect(200);
    const [row] = await stored(clientId, [jobid]);
    // What PostgreSQL stored (a lone surrogate reaches it as U+FFFD), minus what XML 1.0 cannot carry.
    expect(row.description).toContain('\uFFFD lone \uFFFD');
    const feed = parseFeed(res.text);
    expect(feed).toEqual([expected(row, ['teletravail', 'teletravail_2', 'field_2nd_language', 'field_title', 'bad_name', 'field'])]);
    const job = Object.fromEntries(feed[0]);
    expect(job.title).toBe(`]]><script>alert("x")</script>&amp; <![CDATA[ x ]]>  é à ü ß 🚀👩🏽‍💻 مطور برمجيات עברית \u202Eevil\u202C`);
    expect(job.description.length).toBeGreaterThan(100_000);
    expect(job.jobtype).toBe('');
  });

  it('returns 404 with a small XML error for an unknown or malformed slug', async () => {
    for (const slug of [uniqueSlug('nobody'), 'UPPER', 'a.b', `${tenant.slug}.xml`, '-dash']) {
      const res = await getFeed(slug).expect(404);
      expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(wellFormedError(res.text)).toBeNull();
      expect(res.text).toContain('<error><code>not_found</code><message>');
      expect(parser.parse(res.text)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('serves a slug with dashes and digits', async () => {
    const slug = `feed-${Date.now()}-x-1`;
    await tenants.createClient(slug, 'Dashes');
    const res = await getFeed(slug).expect(200);
    expect(parseFeed(res.text)).toEqual([]);
    expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<source>\n</source>\n');
  });

  it('sends the content type, the 5-minute public cache, an ETag and Last-Modified', async () => {
    const res = await getFeed(tenant.slug).expect(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(new Date(res.headers['last-modified']).toUTCString()).toBe(res.headers['last-modified']);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<source>')).toBe(true);
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 to another ETag', async () => {
    const first = await getFeed(tenant.slug).expect(200);
    const again = await plainGet(tenant.slug).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    await plainGet(tenant.slug).set('If-None-Match', `W/${first.headers.etag}`).expect(304);
    await plainGet(tenant.slug).set('If-None-Match', '"something-else"').expect(200);
  });

  it('answers 304 to an If-Modified-Since not older than Last-Modified', async () => {
    const first = await getFeed(tenant.slug).expect(200);
    await plainGet(tenant.slug).set('If-Modified-Since', first.headers['last-modified']).expect(304);
    const before = new Date(new Date(first.headers['last-modified']).getTime() - 1000).toUTCString();
    await plainGet(tenant.slug).set('If-Modified-Since', before).expect(200);
  });

  it('changes the ETag when a job is published, edited, unpublished, or its project closed', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    const { jobid } = await tenants.createJob(slug, { title: 'First', projectId, customFields: [{ name: 'Team', value: 'A' }] });
    const etag = async () => (await getFeed(slug).expect(200)).headers.etag as string;
    const seen = [await etag()];
    const expectNew = async () => {
      const next = await etag();
      expect(seen).not.toContain(next);
      seen.push(next);
    };
    expect(await etag()).toBe(seen[0]);
    const { jobid: second } = await tenants.createJob(slug, { title: 'Second', projectId, status: 'unpublished' });
    await expectNew(); // Last-Modified moved even though the feed's jobs did not.
    await tenants.setJobStatus(slug, second, 'published');
    await expectNew();
    await t.db.getRepository(Job).update({ clientId, publicId: jobid }, { customFields: [{ name: 'Team', value: 'B' }] });
    await expectNew();
    expect(Object.fromEntries(parseFeed((await getFeed(slug)).text).find((job) => Object.fromEntries(job).jobid === jobid)!).team).toBe('B');
    await tenants.setJobStatus(slug, jobid, 'closed');
    await expectNew();
    await t.db.getRepository(Project).update({ clientId, id: projectId }, { status: 'closed' });
    await expectNew();
    expect(parseFeed((await getFeed(slug)).text)).toEqual([]);
  });

  it('changes the ETag when a job is edited by raw SQL that does not touch updated_at', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    await tenants.createJob(slug, { title: 'Before', projectId });
    const before = (await getFeed(slug).expect(200)).headers.etag as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.db.query(`UPDATE job SET title = 'After' WHERE client_id = $1`, [clientId]);
    const after = await getFeed(slug).expect(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.text).toContain('<![CDATA[After]]>');
  });

  it('answers HEAD with the same headers as GET and no body', async () => {
    const get = await getFeed(tenant.slug).expect(200);
    const head = await plainHead(tenant.slug).expect(200);
    expect(head.text ?? '').toBe('');
    for (const header of ['content-type', 'cache-control', 'etag', 'last-modified']) expect(head.headers[header]).toBe(get.headers[header]);
    await plainHead(tenant.slug).set('If-None-Match', get.headers.etag).expect(304);
    await plainHead(uniqueSlug('nobody')).expect(404);
  });

  it('serves the same bytes from its cache as when it streamed them', async () => {
    const { slug, projectId } = await freshTenant();
    await tenants.createJob(slug, { title: 'Cached é 😀', projectId, description: 'x]]>y' });
    const first = await getFeed(slug).expect(200);
    const second = await getFeed(slug).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(first.text));
  });

  it('renders a changed feed once for concurrent consumers, and gives them all the same document', async () => {
    const { slug, projectId } = await freshTenant();
    for (let i = 0; i < 3; i++) await tenants.createJob(slug, { title: `Job ${i}`, projectId, description: 'd'.repeat(20_000) });
    const feed = t.app.get(FeedService);
    // The render is slowed down so that all the requests arrive while it runs.
    const original = feed.pages.bind(feed);
    const pages = jest.spyOn(feed, 'pages').mockImplementation(async function* (...args: Parameters<FeedService['pages']>) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      yield* original(...args);
    });
    try {
      const responses = await Promise.all(Array.from({ length: 20 }, () => getFeed(slug)));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(new Set(responses.map((r) => r.text)).size).toBe(1);
      expect(parseFeed(responses[0].text)).toHaveLength(3);
      expect(pages).toHaveBeenCalledTimes(1);
    } finally {
      pages.mockRestore();
    }
  });

  it('streams a feed of several pages in order, each job once, ties on the date broken by id', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    // Over two pages and a bit; only 7 distinct publication times, so pages end inside ties.
    const total = FEED_PAGE_SIZE * 2 + 234;
    await t.db.query(
      `INSERT INTO job (client_id, project_id, public_id, status, title, custom_fields, published_at)
       SELECT $1, $2, 'bulk' || n, 'published', 'Job ' || n, jsonb_build_array(jsonb_build_object('name', 'N', 'value', n::text)),
              timestamptz '2026-01-01' + (n % 7) * interval '1 hour' + interval '123456 microseconds'
         FROM generate_series(1, $3::int) n`,
      [clientId, projectId, total],
    );
    const res = await getFeed(slug).expect(200);
    const ids = parseFeed(res.text).map((job) => Object.fromEntries(job).jobid);
    const order: Array<{ public_id: string }> = await t.db.query(
      `SELECT public_id FROM job WHERE client_id = $1 AND status = 'published' ORDER BY published_at DESC, id`,
      [clientId],
    );
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual(order.map((r) => r.public_id));
  });

  it('survives a consumer that goes away mid-document, and serves the next one whole', async () => {
    const { slug, clientId, projectId } = await freshTenant();
    await t.db.query(
      `INSERT INTO job (client_id, project_id, public_id, status, title, description, published_at)
       SELECT $1, $2, 'gone' || n, 'published', 'Job ' || n, repeat('<p>long text ' || n || '</p>', 400), now() - n * interval '1 second'
         FROM generate_series(1, $3::int) n`,
      [clientId, projectId, FEED_PAGE_SIZE * 3],
    );
    const address = t.app.getHttpServer().address() as { port: number };
    await new Promise<void>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port: address.port, path: feedPath(slug) }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const res = await getFeed(slug).expect(200);
    expect(res.text.endsWith('</source>\n')).toBe(true);
    expect(res.text.split('<job>').length - 1).toBe(FEED_PAGE_SIZE * 3);
  });

  it('has no rate limit', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => plainHead(tenant.slug).then((r) => r.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
