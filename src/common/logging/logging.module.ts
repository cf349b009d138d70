import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config.service';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Structured JSON logs, one request id per request (echoed as X-Request-Id); no keys, bodies or personal data. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.env.logLevel,
          genReqId: (req: IncomingMessage, res) => {
            const given = req.headers['x-request-id'];
            const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          redact: { paths: ['req.headers["x-service-public-key"]', 'req.headers.authorization', 'req.headers.cookie'], remove: true },
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
          customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
