import type { Server } from 'node:http';
import { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { MountedRoutes } from './common/auth/mounted-routes';
import { ErrorEnvelopeFilter } from './common/errors/error-envelope.filter';
import { buildOpenApiDocument } from './common/openapi/openapi-document';
import { answerClientErrors, applyServerTimeouts, bodyLimits, JSON_BODY_MAX_BYTES, refuseDeclaredOversize } from './common/http/server-hygiene';
import { Env } from './config/env';

export interface CreateAppOptions {
  /** false: no Nest logs (request logs still follow env.logLevel). */
  logs?: boolean;
  /** Where logs go instead of stdout. */
  logDestination?: DestinationStream;
  /** Modules a test or a benchmark adds beside the API (the admin services, to provision clients). */
  extraModules?: Type[];
}

/** Builds the HTTP application (used by main.ts, the tests and the benchmarks). Signals are main.ts's business. */
export async function createApp(env: Env, options: CreateAppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env, { logDestination: options.logDestination, extraModules: options.extraModules }), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  if (options.logs !== false) app.useLogger(app.get(Logger));
  else app.useLogger(false);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.set('etag', false);
  applyHttpHygiene(app, env);
  // JSON bodies only for application/json; multipart goes to multer in the routes that take files.
  app.useBodyParser('json', { limit: JSON_BODY_MAX_BYTES, strict: true, type: ['application/json', 'application/*+json'] });
  app.useGlobalFilters(new ErrorEnvelopeFilter());

  const document = buildOpenApiDocument(app, env);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', raw: ['json'] });
  const documentation = { kind: 'public', reason: 'API documentation: describes the routes, holds no data' } as const;
  app.get(MountedRoutes).declare({ path: '/docs', access: documentation });
  app.get(MountedRoutes).declare({ path: '/openapi.json', access: documentation });

  await app.init();
  return app;
}

/** Server timeouts, parser errors in the envelope, oversized declared bodies refused before reading (first middleware). */
function applyHttpHygiene(app: NestExpressApplication, env: Env): void {
  const server = app.getHttpServer() as Server;
  applyServerTimeouts(server, { headersTimeoutMs: env.httpHeadersTimeoutMs, requestTimeoutMs: env.httpRequestTimeoutMs, keepAliveTimeoutMs: env.httpKeepAliveTimeoutMs });
  answerClientErrors(server);
  app.use(refuseDeclaredOversize(bodyLimits(env.resumeMaxBytes)));
}
