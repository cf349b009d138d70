#!/usr/bin/env node
import 'reflect-metadata';
import { once } from 'node:events';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Command, CommanderError, Option } from 'commander';
import { ApiKeysService } from './common/auth/api-keys.service';
import { AppError } from './common/errors/app-error';
import { assertUuid } from './common/validation/uuid';
import { EnvError, loadEnv } from './config/env';
import { CliModule } from './modules/admin/cli.module';
import { DemoSeedAdminService } from './modules/admin/demo-seed.admin-service';
import { ProcessesAdminService } from './modules/admin/processes.admin-service';
import { RecordsAdminService, SHOWABLE, Showable } from './modules/admin/records.admin-service';
import { ListRows, RecruitingAdminService } from './modules/admin/recruiting.admin-service';
import { TenantsAdminService } from './modules/admin/tenants.admin-service';
import { RetentionService } from './modules/retention/retention.service';
import { TestDataService } from './modules/test-data/test-data.service';

/**
 * `recruit`: the admin CLI (DESIGN.md section 5). Each command prints one JSON document on stdout;
 * an error prints `{ "error": { "code", "message" } }` on stderr and exits non-zero.
 */
class CliUsageError extends Error {}

let context: INestApplicationContext | null = null;

async function services(): Promise<{
  tenants: TenantsAdminService; records: RecordsAdminService; keys: ApiKeysService; demo: DemoSeedAdminService; processes: ProcessesAdminService;
  testData: TestDataService; recruiting: RecruitingAdminService; retention: RetentionService;
}> {
  if (!context) context = await NestFactory.createApplicationContext(CliModule.forRoot(loadEnv()), { logger: false, abortOnError: false });
  return {
    tenants: context.get(TenantsAdminService),
    records: context.get(RecordsAdminService),
    keys: context.get(ApiKeysService),
    demo: context.get(DemoSeedAdminService),
    processes: context.get(ProcessesAdminService),
    testData: context.get(TestDataService),
    recruiting: context.get(RecruitingAdminService),
    retention: context.get(RetentionService),
  };
}

const list = (value: string): string[] => value.split(',').map((item) => item.trim()).filter(Boolean);
const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

function parseStages(value: string): Array<{ key: string; label: string }> {
  return list(value).map((item) => {
    const at = item.indexOf(':');
    if (at <= 0) throw new CliUsageError(`Stage "${item}" must be key:Label`);
    return { key: item.slice(0, at).trim(), label: item.slice(at + 1).trim() };
  });
}

function parseCustomFields(values: string[] = []): Array<{ name: string; value: string }> {
  return values.map((item) => {
    const at = item.indexOf('=');
    if (at <= 0) throw new CliUsageError(`Custom field "${item}" must be Name=Value`);
    return { name: item.slice(0, at).trim(), value: item.slice(at + 1) };
  });
}

/** A list command's rows: printed one JSON document per line, as they are read. */
class JsonLines {
  constructor(readonly rows: ListRows) {}
}

/** An output printed as it is, not as JSON (`demo seed --shell`). */
class PlainText {
  constructor(readonly text: string) {}
}

let output: unknown;
// Commander hands options as an untyped object; each action states the shape it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = <A extends any[]>(action: (...args: A) => Promise<unknown>) => async (...args: A): Promise<void> => {
  output = await action(...args);
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const runLines = <A extends any[]>(action: (...args: A) => Promise<ListRows>) => async (...args: A): Promise<void> => {
  output = new JsonLines(await action(...args));
};
const LIMIT_HELP = 'at most this many rows (default 100)';

function buildProgram(): Command {
  const program = new Command('recruit')
    .description('Admin CLI of the recruitment integration service (JSON out)')
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, writeOut: (text) => process.stdout.write(text) })
    .showHelpAfterError(false);

  const client = program.command('client').description('Tenants');
  client.command('create').requiredOption('--slug <slug>').requiredOption('--name <name>')
    .option('--required-fields <fields>', 'application fields to require, comma-separated', list)
    .option('--default-company-status <status>')
    .action(run(async (o: { slug: string; name: string; requiredFields?: string[]; defaultCompanyStatus?: string }) =>
      (await services()).tenants.createClient(o.slug, o.name, { requiredFields: o.requiredFields, defaultCompanyStatus: o.defaultCompanyStatus })));
  client.command('update').requiredOption('--slug <slug>').option('--name <name>')
    .option('--required-fields <fields>', 'comma-separated; empty string clears', (v: string) => list(v))
    .option('--default-company-status <status>')
    .action(run(async (o: { slug: string; name?: string; requiredFields?: string[]; defaultCompanyStatus?: string }) =>
      (await services()).tenants.updateClient(o.slug, { name: o.name, requiredFields: o.requiredFields, defaultCompanyStatus: o.defaultCompanyStatus })));

  program.command('stage').description('Pipeline stages').command('set').requiredOption('--client <slug>').requiredOption('--stages <list>', 'key:Label,key:Label')
    .action(run(async (o: { client: string; stages: string }) => (await services()).tenants.setStages(o.client, parseStages(o.stages))));

  program.command('user').description('Recruiters and admins').command('create').requiredOption('--client <slug>').requiredOption('--email <email>')
    .requiredOption('--name <name>').addOption(new Option('--role <role>').choices(['admin', 'recruiter']).makeOptionMandatory())
    .action(run(async (o: { client: string; email: string; name: string; role: string }) => (await services()).tenants.createUser(o.client, o.email, o.name, o.role)));

  const company = program.command('company').description('CRM companies');
  company.command('create').requiredOption('--client <slug>').requiredOption('--name <name>')
    .option('--manager <userId>', 'manager user id (repeatable)', collect).option('--status <status>').option('--website <url>')
    .action(run(async (o: { client: string; name: string; manager?: string[]; status?: string; website?: string }) =>
      (await services()).tenants.createCompany(o.client, o.name, o.manager ?? [], { status: o.status, website: o.website })));
  company.command('delete').requiredOption('--client <slug>').requiredOption('--id <id>')
    .action(run(async (o: { client: string; id: string }) => (await services()).tenants.deleteCompany(o.client, o.id)));
  company.command('merge').requiredOption('--client <slug>').requiredOption('--into <id>').requiredOption('--from <id>')
    .action(run(async (o: { client: string; into: string; from: string }) => (await services()).tenants.mergeCompanies(o.client, o.into, o.from)));

  const project = program.command('project').description('Recruitment projects');
  project.command('list').requiredOption('--client <slug>').addOption(new Option('--status <status>').choices(['open', 'closed'])).option('--limit <n>', LIMIT_HELP)
    .action(runLines(async (o: { client: string; status?: string; limit?: string }) => (await services()).recruiting.listProjects(o.client, o)));
  project.command('set-status').requiredOption('--client <slug>').requiredOption('--id <id>')
    .addOption(new Option('--status <status>').choices(['open', 'closed']).makeOptionMandatory())
    .action(run(async (o: { client: string; id: string; status: string }) => (await services()).recruiting.setProjectStatus(o.client, o.id, o.status)));
  project.command('create').requiredOption('--client <slug>').requiredOption('--title <title>')
    .option('--company-name <name>').addOption(new Option('--status <status>').choices(['open', 'closed']).default('open'))
    .action(run(async (o: { client: string; title: string; companyName?: string; status: string }) =>
      (await services()).tenants.createProject(o.client, o.title, { companyName: o.companyName, status: o.status })));

  const job = program.command('job').description('Job adverts');
  job.command('create').requiredOption('--client <slug>').requiredOption('--title <title>').option('--project <id>')
    .addOption(new Option('--status <status>').choices(['published', 'unpublished', 'closed', 'deleted']).default('published'))
    .option('--company <name>').option('--city <city>').option('--state <state>').option('--country <code>').option('--url <url>')
    .option('--salary <salary>').option('--jobtype <type>').option('--remotetype <type>').option('--description <html>')
    .option('--custom-field <Name=Value>', 'repeatable', collect)
    .action(run(async (o: Record<string, string | string[] | undefined> & { client: string; title: string; customField?: string[] }) =>
      (await services()).tenants.createJob(o.client, {
        title: o.title, projectId: o.project as string | undefined, status: o.status as string | undefined,
        company: o.company as string | undefined, city: o.city as string | undefined, state: o.state as string | undefined,
        country: o.country as string | undefined, url: o.url as string | undefined, salary: o.salary as string | undefined,
        jobtype: o.jobtype as string | undefined, remotetype: o.remotetype as string | undefined,
        description: o.description as string | undefined, customFields: parseCustomFields(o.customField),
      })));
  job.command('list').requiredOption('--client <slug>').addOption(new Option('--status <status>').choices(['published', 'unpublished', 'closed', 'deleted']))
    .option('--limit <n>', LIMIT_HELP)
    .action(runLines(async (o: { client: string; status?: string; limit?: string }) => (await services()).recruiting.listJobs(o.client, o)));
  job.command('set-status').requiredOption('--client <slug>').requiredOption('--jobid <jobid>')
    .addOption(new Option('--status <status>').choices(['published', 'unpublished', 'closed', 'deleted']).makeOptionMandatory())
    .action(run(async (o: { client: string; jobid: string; status: string }) => (await services()).tenants.setJobStatus(o.client, o.jobid, o.status)));

  const key = program.command('key').description('API keys');
  key.command('create').requiredOption('--client <slug>').requiredOption('--scopes <scopes>', 'comma-separated', list)
    .option('--label <label>').option('--connector <name>')
    .action(run(async (o: { client: string; scopes: string[]; label?: string; connector?: string }) => {
      const s = await services();
      const tenant = await s.tenants.clientBySlug(o.client);
      return s.keys.create(tenant.id, o.scopes, { label: o.label, connector: o.connector });
    }));
  key.command('revoke').requiredOption('--id <id>')
    .action(run(async (o: { id: string }) => {
      assertUuid(o.id, 'id');
      return (await services()).keys.revoke(o.id);
    }));
  key.command('list').requiredOption('--client <slug>')
    .action(run(async (o: { client: string }) => {
      const s = await services();
      return s.keys.list((await s.tenants.clientBySlug(o.client)).id);
    }));

  program.command('show').description('A record with its links, profile, provenance and history')
    .addArgument(new Command().createArgument('<kind>', SHOWABLE.join('|')).choices(SHOWABLE)).requiredOption('--id <id>')
    .action(run(async (kind: Showable, o: { id: string }) => (await services()).records.show(kind, o.id)));

  program.command('process').description('Candidates in the pipeline').command('set-stage').requiredOption('--client <slug>')
    .requiredOption('--id <processId>').requiredOption('--stage <key>')
    .action(run(async (o: { client: string; id: string; stage: string }) => (await services()).processes.setStage(o.client, o.id, o.stage)));

  const application = program.command('application').description('Career-site applications');
  application.command('list').requiredOption('--client <slug>').addOption(new Option('--status <status>').choices(['received', 'quarantined', 'rejected']))
    .option('--job <jobid>', 'the public jobid (feed)').option('--since <date>', 'created at or after (2026-11-01, or an ISO 8601 date-time)').option('--limit <n>', LIMIT_HELP)
    .action(runLines(async (o: { client: string; status?: string; job?: string; since?: string; limit?: string }) => (await services()).recruiting.listApplications(o.client, o)));
  application.command('decide').requiredOption('--client <slug>').requiredOption('--id <id>')
    .option('--accept', 'the application becomes received (its process kept or created)').option('--reject', 'the application is kept as rejected')
    .option('--note <text>')
    .action(run(async (o: { client: string; id: string; accept?: boolean; reject?: boolean; note?: string }) => {
      if (o.accept === o.reject) throw new CliUsageError('Give --accept or --reject (one of them)');
      return (await services()).recruiting.decide(o.client, o.id, { accept: o.accept === true, note: o.note ?? null });
    }));

  const person = program.command('person').description('Persons (candidates and contacts)');
  person.command('find').requiredOption('--client <slug>').option('--email <email>').option('--linkedin <url>')
    .action(run(async (o: { client: string; email?: string; linkedin?: string }) => {
      if ((o.email === undefined) === (o.linkedin === undefined)) throw new CliUsageError('Give --email or --linkedin (one of them)');
      return (await services()).recruiting.findPersons(o.client, o);
    }));
  person.command('merge').requiredOption('--client <slug>').requiredOption('--into <id>').requiredOption('--from <id>')
    .action(run(async (o: { client: string; into: string; from: string }) => (await services()).records.mergePersons(o.client, o.into, o.from)));
  person.command('duplicates').description('open possible-duplicate links, newest first (JSON lines)').requiredOption('--client <slug>').option('--limit <n>', LIMIT_HELP)
    .action(runLines(async (o: { client: string; limit?: string }) => (await services()).recruiting.listDuplicates(o.client, o)));
  person.command('not-duplicate').description('dismiss the links between two persons').requiredOption('--client <slug>').requiredOption('--ids <A,B>', 'two person ids', list)
    .action(run(async (o: { client: string; ids: string[] }) => (await services()).recruiting.notDuplicate(o.client, o.ids)));
  person.command('delete').requiredOption('--client <slug>').requiredOption('--id <id>').option('--permanent', 'required: deletion is permanent', false)
    .action(run(async (o: { client: string; id: string; permanent: boolean }) => (await services()).records.deletePerson(o.client, o.id, o.permanent)));

  program.command('notification').description('Notifications of users').command('list').requiredOption('--client <slug>').option('--user <id>')
    .action(run(async (o: { client: string; user?: string }) => (await services()).tenants.listNotifications(o.client, o.user)));

  const testData = program.command('test-data').description('Test records, by test marker (SPEC 1): every given filter must match');
  type TestDataOptions = { client: string; utmSource?: string; formName?: string; emailLike?: string; verbose: boolean; dryRun?: boolean };
  const testDataCommand = (name: string, description: string) => testData.command(name).description(description).requiredOption('--client <slug>')
    .option('--utm-source <value>', 'applications and contact requests with this utm_source')
    .option('--form-name <value>', 'contact requests with this formName')
    .option('--email-like <pattern>', 'LIKE pattern on the e-mail entered (% and _; case-insensitive), e.g. %@example.com')
    .option('--verbose', 'also print the ids, per kind', false);
  const runTestData = async (o: TestDataOptions, dryRun: boolean) => {
    const s = await services();
    const tenant = await s.tenants.clientBySlug(o.client);
    return s.testData.run(tenant.id, { utmSource: o.utmSource ?? null, formName: o.formName ?? null, emailLike: o.emailLike ?? null }, { dryRun, verbose: o.verbose });
  };
  testDataCommand('find', 'counts (and ids with --verbose) of what a purge would delete')
    .action(run(async (o: TestDataOptions) => runTestData(o, true)));
  testDataCommand('purge', 'deletes the marked records and what exists only because of them (one transaction)')
    .option('--dry-run', 'count, delete nothing', false)
    .action(run(async (o: TestDataOptions) => runTestData(o, o.dryRun === true)));

  const retention = program.command('retention').description('Anonymisation of candidates with no activity for a period');
  retention.command('run').requiredOption('--client <slug>')
    .option('--older-than <period>', 'no activity for this long: 24m, 2y, 90d (default: the client\'s period)').option('--dry-run', 'count, change nothing', false)
    .option('--verbose', 'also print the person ids', false)
    .action(run(async (o: { client: string; olderThan?: string; dryRun: boolean; verbose: boolean }) => {
      const s = await services();
      const tenant = await s.tenants.clientBySlug(o.client);
      return s.retention.run(tenant.id, tenant.retentionMonths, { olderThan: o.olderThan, dryRun: o.dryRun, verbose: o.verbose });
    }));
  retention.command('set').description('the client\'s period, run daily by the worker').requiredOption('--client <slug>')
    .requiredOption('--period <period>', '24m, 2y, or off')
    .action(run(async (o: { client: string; period: string }) => {
      const s = await services();
      const tenant = await s.tenants.clientBySlug(o.client);
      return { client: tenant.slug, ...(await s.retention.setPeriod(tenant.id, o.period)) };
    }));

  program.command('demo').description('Demo data').command('seed')
    .option('--shell', 'print `export CAREERS_KEY=...` lines instead of JSON (for eval in a shell)')
    .action(run(async (o: { shell?: boolean }) => {
      const result = await (await services()).demo.seed();
      return o.shell ? new PlainText(DemoSeedAdminService.shellExports(result)) : result;
    }));

  return program;
}

/** One JSON document per line, waiting for stdout to drain when its buffer is full. */
async function writeLines(rows: ListRows): Promise<void> {
  for await (const row of rows) {
    if (!process.stdout.write(`${JSON.stringify(row)}\n`)) await once(process.stdout, 'drain');
  }
}

function fail(code: string, message: string, exitCode: number): void {
  process.stderr.write(`${JSON.stringify({ error: { code, message } })}\n`);
  process.exitCode = exitCode;
}

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
    if (output instanceof JsonLines) await writeLines(output.rows);
    else process.stdout.write(`${output instanceof PlainText ? output.text : JSON.stringify(output ?? null, null, 2)}\n`);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return;
      fail('usage', error.message.replace(/^error: /, ''), 2);
    } else if (error instanceof CliUsageError) {
      fail('usage', error.message, 2);
    } else if (error instanceof AppError) {
      fail(error.code, error.message, 1);
    } else if (error instanceof EnvError) {
      fail('configuration', error.message, 78);
    } else {
      fail('internal_error', error instanceof Error ? error.message : String(error), 1);
    }
  } finally {
    await context?.close();
  }
}

void main(process.argv);
