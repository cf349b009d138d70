import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity } from '@nestjs/swagger';
import { ApiErrors } from '../openapi/api-errors';

/** The security scheme of `/metrics`: the METRICS_TOKEN bearer token (declared in the document builder). */
export const METRICS_TOKEN_SECURITY = 'metricsToken';

/** GET /metrics */
export const metricsContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'getMetrics',
      summary: 'Prometheus metrics',
      description: 'Prometheus text exposition of the API\'s metrics. Needs `Authorization: Bearer <METRICS_TOKEN>` when the deployment sets METRICS_TOKEN; open otherwise. No API key, no rate limit.',
    }),
    ApiSecurity(METRICS_TOKEN_SECURITY),
    ApiSecurity({}),
    ApiOkResponse({
      description: 'Metrics in the Prometheus text format (version 0.0.4)',
      content: { 'text/plain': { schema: { type: 'string' }, example: '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.\n' } },
    }),
    ApiErrors({ unauthorized: 'METRICS_TOKEN is set and the bearer token is absent or wrong' }),
  );
