import { Pool } from 'pg';
import { poolOptions } from './data-source';
import { DeadlineClient, QUERY_READ_TIMEOUT } from './deadline-client';

/** Against the run's PostgreSQL (global-setup): a slow statement stands in for an unanswering server. */
describe('DeadlineClient', () => {
  const connectionString = process.env.DATABASE_URL;

  it('gives its connection up when a query gets no answer within query_timeout', async () => {
    const client = new DeadlineClient({ connectionString, query_timeout: 200 });
    await client.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    await expect(client.query('SELECT pg_sleep(1)')).rejects.toThrow(QUERY_READ_TIMEOUT);
    // Not handed out again with the query still pending on it; the server ends it once the statement is over.
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
    await ended;
  });

  it('does the same for the callback form (pg-pool)', async () => {
    const client = new DeadlineClient({ connectionString, query_timeout: 200 });
    await client.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    const error = await new Promise<Error>((resolve) => client.query('SELECT pg_sleep(1)', (err: Error) => resolve(err)));
    expect(error.message).toBe(QUERY_READ_TIMEOUT);
    await expect(client.query('SELECT 1')).rejects.toThrow(/not queryable/);
    await ended;
  });
});

describe('poolOptions', () => {
  it('has PostgreSQL cancel a statement past the query timeout (57014), the connection staying usable', async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, ...poolOptions({ databaseQueryTimeoutMs: 200, databaseConnectTimeoutMs: 2000 }), max: 1 });
    try {
      await expect(pool.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      await expect(pool.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await pool.end();
    }
  });

  it('sets no statement limit when the query timeout is 0 (migrations)', () => {
    expect(poolOptions({ databaseQueryTimeoutMs: 0, databaseConnectTimeoutMs: 5000 })).not.toHaveProperty('statement_timeout');
  });
});
