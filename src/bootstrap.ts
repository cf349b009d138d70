import { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { API_KEY_HEADER, API_KEY_SECURITY } from './common/auth/require-scope.decorator';
import { ErrorEnvelopeFilter } from './common/errors/error-envelope.filter';
import { Env } from './config/env';

/**
 * Builds the HTTP application (used by main.ts, the tests and the benchmarks). `extraModules`: what
 * a test or a benchmark adds beside the API (the admin services, to provision clients).
 */
export async function createApp(env: Env, options: { logs?: boolean; extraModules?: Type[] } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env, options.extraModules), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  if (options.logs !== false) app.useLogger(app.get(Logger));
  else app.useLogger(false);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.set('etag', false);
  // JSON bodies only for application/json; multipart goes to multer in the routes that take files.
  app.useBodyParser('json', { limit: '1mb', strict: true, type: ['application/json', 'application/*+json'] });
  app.useGlobalFilters(new ErrorEnvelopeFilter());
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Recruitment integration service')
      .setDescription('Job feed, career-site applications, CRM contact requests and partner API. See README.md.')
      .setVersion('1')
      .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, API_KEY_SECURITY)
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', raw: ['json'] });

  await app.init();
  return app;
}
