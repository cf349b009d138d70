import { DynamicModule, Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { HttpMetrics, HttpMetricsMiddleware } from './http.metrics';
import { MetricsController } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';
import { ResumeMetrics } from './resume.metrics';
import { StateMetrics } from './state.metrics';

/** The API's part: request metrics for every request, rate-limit rejections, GET /metrics. */
@Module({ providers: [HttpMetrics, HttpMetricsMiddleware], controllers: [MetricsController], exports: [HttpMetrics] })
class ApiMetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}

/**
 * Prometheus metrics of one process: a registry of its own, the gauges read at scrape time
 * (queue, outbox, overdue documents, PostgreSQL pool), and the recorders of the process's kind,
 * injected where the events happen. The API exposes GET /metrics; the worker serves the same
 * registry on its own port (WorkerHttpServer).
 */
@Global()
@Module({})
export class MetricsModule {
  static forApi(): DynamicModule {
    return {
      module: MetricsModule,
      imports: [ApiMetricsModule],
      providers: [MetricsRegistry, StateMetrics],
      exports: [MetricsRegistry, ApiMetricsModule],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [MetricsRegistry, StateMetrics, ResumeMetrics],
      exports: [MetricsRegistry, ResumeMetrics],
    };
  }
}
