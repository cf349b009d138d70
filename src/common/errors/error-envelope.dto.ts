import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from './app-error';

export class ErrorDetailDto {
  @ApiProperty({ enum: Object.keys(ERROR_STATUS), description: 'Stable: the value to test' }) code!: ErrorCode;
  @ApiProperty({ description: 'For people; may change' }) message!: string;
  @ApiPropertyOptional({ description: 'The field or parameter at fault' }) field?: string;
}

/** The body of every error (SPEC 7, DESIGN 4). */
export class ErrorEnvelopeDto {
  @ApiProperty({ type: ErrorDetailDto }) error!: ErrorDetailDto;
}

/** Documents error answers of a route, each in the envelope: `{ 404: 'job_not_found: ...' }`. */
export function ApiErrorResponses(responses: Partial<Record<number, string>>): MethodDecorator & ClassDecorator {
  return applyDecorators(...Object.entries(responses).map(([status, description]) => ApiResponse({ status: Number(status), description, type: ErrorEnvelopeDto })));
}
