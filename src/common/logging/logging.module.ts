import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppConfig } from '../../config/app-config.service';
import { loggableUrl } from './redact';
import { requestContextMiddleware } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Structured JSON logs, one request id per request (echoed as X-Request-Id); no keys, bodies,
 * query strings or personal data. Logs go to stdout, or to `destination` (tests read them).
 * The request id is also readable by the request's services (currentRequestId(): the outbox
 * hands it to the worker's jobs).
 */
@Module({})
export class LoggingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestContextMiddleware).forRoutes({ path: '*', method: RequestMethod.ALL });
  }

  static forRoot(destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => {
            const options = {
              level: config.env.logLevel,
              genReqId: (req: IncomingMessage, res: { setHeader(name: string, value: string): void }) => {
                const given = req.headers['x-request-id'];
                const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
                res.setHeader('X-Request-Id', id);
                return id;
              },
              // Only these three properties of a request are ever logged (never its headers or body).
              serializers: {
                req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
                res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
              },
              autoLogging: { ignore: (req: IncomingMessage) => req.url?.startsWith('/health') ?? false },
              customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, error?: Error) =>
                error || res.statusCode >= 500 ? ('error' as const) : res.statusCode >= 400 ? ('warn' as const) : ('info' as const),
            };
            return { pinoHttp: destination ? [options, destination] : options };
          },
        }),
      ],
    };
  }
}
