import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource, MIGRATIONS } from '../../src/database/data-source';
import { ProfileLanguagesAsObjects1763930000000 } from '../../src/database/migrations/1763930000000-ProfileLanguagesAsObjects';

/** The languages migration on its own database: rows written by the old parser, then up, then down. */
describe('migration ProfileLanguagesAsObjects', () => {
  const admin = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `recruit_mig_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let db: DataSource;

  beforeAll(async () => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(admin.toString());
    url.pathname = `/${name}`;
    db = createDataSource({ databaseUrl: url.toString() }, 'recruit-migration-test');
    await db.initialize();
  });

  afterAll(async () => {
    await db?.destroy();
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('turns "English (courant)" strings into { name, level, cefr } objects and back', async () => {
    const before = MIGRATIONS.indexOf(ProfileLanguagesAsObjects1763930000000);
    for (const Migration of MIGRATIONS.slice(0, before)) await new Migration().up(db.createQueryRunner());
    const [{ id: clientId }] = await db.query(`INSERT INTO client (slug, name) VALUES ('acme', 'Acme') RETURNING id`);
    const profile = { experiences: [], education: [], skills: ['SQL'], languages: ['English (courant)', 'Spanish (b2)', 'German', 'French (native speaker)', 'Italian (quelque chose)'] };
    const [{ id: personId, updated_at: updatedAt }] = await db.query(`INSERT INTO person (client_id, profile) VALUES ($1, $2) RETURNING id, updated_at`, [clientId, JSON.stringify(profile)]);
    const [{ id: emptyId }] = await db.query(`INSERT INTO person (client_id) VALUES ($1) RETURNING id`, [clientId]);

    await new ProfileLanguagesAsObjects1763930000000().up(db.createQueryRunner());
    const [row] = await db.query(`SELECT profile, updated_at FROM person WHERE id = $1`, [personId]);
    expect(row.profile.languages).toEqual([
      { name: 'English', level: 'courant', cefr: 'C1' },
      { name: 'Spanish', level: 'b2', cefr: 'B2' },
      { name: 'German', level: null, cefr: null },
      { name: 'French', level: 'native speaker', cefr: 'native' },
      { name: 'Italian', level: 'quelque chose', cefr: null },
    ]);
    expect(row.profile.skills).toEqual(['SQL']);
    expect(row.updated_at).toEqual(updatedAt);
    const [empty] = await db.query(`SELECT profile FROM person WHERE id = $1`, [emptyId]);
    expect(empty.profile.languages).toEqual([]);

    await new ProfileLanguagesAsObjects1763930000000().down(db.createQueryRunner());
    const [reverted] = await db.query(`SELECT profile FROM person WHERE id = $1`, [personId]);
    expect(reverted.profile.languages).toEqual(['English (courant)', 'Spanish (b2)', 'German', 'French (native speaker)', 'Italian (quelque chose)']);
  });
});
