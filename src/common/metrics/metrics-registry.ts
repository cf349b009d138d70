import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';

/** Prefix of every series this service defines (process_* and nodejs_* keep their standard names). */
export const METRIC_PREFIX = 'recruit_';

/**
 * The Prometheus registry of one Nest application (API or worker). One per application, not
 * prom-client's global registry: two applications in one process (the tests) never share series.
 * The recorders and collectors of this folder register their metrics here.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The text exposition format; collectors read their sources now (see StateMetrics). */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
