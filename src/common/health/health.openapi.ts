import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse } from '@nestjs/swagger';

class LivenessDto { @ApiProperty({ enum: ['ok'] }) status!: 'ok' }

class ReadinessDto {
  @ApiProperty({ enum: ['ok', 'degraded', 'down'], description: 'ok; degraded: Redis down (submissions still accepted); down: PostgreSQL down' })
  status!: string;
  @ApiProperty({ enum: ['up', 'down'] }) postgres!: string;
  @ApiProperty({ enum: ['up', 'down'] }) redis!: string;
}

const NO_STORE = { 'Cache-Control': { description: '`no-store`', required: true, schema: { type: 'string', example: 'no-store' } } };

/** GET /health/live */
export const livenessContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({ operationId: 'getLiveness', summary: 'Liveness', description: 'The process is up; no dependency is checked. No key.' }),
    ApiOkResponse({ type: LivenessDto }),
  );

/** GET /health/ready */
export const readinessContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'getReadiness',
      summary: 'Readiness',
      description: 'Whether the API can take requests: 200 while PostgreSQL answers (`degraded` when Redis does not), 503 otherwise. No key.',
    }),
    ApiOkResponse({ type: ReadinessDto, description: 'Ready (ok or degraded)', example: { status: 'degraded', postgres: 'up', redis: 'down' }, headers: NO_STORE }),
    ApiServiceUnavailableResponse({ type: ReadinessDto, description: 'Not ready: PostgreSQL down', example: { status: 'down', postgres: 'down', redis: 'up' }, headers: NO_STORE }),
  );
