import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ApiErrors, KEY_ERRORS, PUBLIC_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { TestDataPurgedResponseDto, TestDataQueryDto } from './dto/test-data-query.dto';

/** DELETE /v1/public/test-data (SPEC 1: no sandbox; test records carry a marker and the client deletes them). */
export const purgeTestDataContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'purgeTestData',
      summary: 'Delete the test records this key created, selected by a test marker',
      description: [
        'There is no sandbox: every key writes into the client\'s real space, so test records carry a marker',
        '(`utm_source`, `formName`, or a test e-mail pattern) and are deleted afterwards. At least one marker is',
        'required; every marker given must match. Each scope of the key lets it delete its own records of one kind:',
        '`public:careers:apply` applications, `public:contacts:write` contact requests, `partner:candidates:write`',
        'partner submissions, and only the records that this same key created. Persons, processes, documents,',
        'companies, history and notifications that exist only because of them go too; anything another record still',
        'uses stays. One transaction; the counts are the rows deleted.',
      ].join(' '),
    }),
    ApiQuery({ type: TestDataQueryDto, required: false }),
    ApiOkResponse({ type: TestDataPurgedResponseDto, description: 'Rows deleted, per kind', headers: RATE_LIMIT_HEADERS }),
    ApiErrors({
      ...KEY_ERRORS,
      validation_error: 'No marker, an unknown or repeated parameter, an empty or too long value, or an e-mail pattern of wildcards only; `field` names it',
      insufficient_scope: 'The key has none of public:careers:apply, public:contacts:write, partner:candidates:write',
      rate_limited: PUBLIC_RATE_LIMITED,
    }),
  );
