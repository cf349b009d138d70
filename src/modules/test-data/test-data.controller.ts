import { Controller, Delete, HttpCode, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireAnyScope } from '../../common/auth/require-scope.decorator';
import { ApiErrorResponses } from '../../common/errors/error-envelope.dto';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { TestDataPurgedResponseDto, TestDataQueryDto } from './dto/test-data-query.dto';
import { TEST_DATA_SCOPES, TestDataCounts, TestDataService } from './test-data.service';

/** Deleting one's own test data (SPEC 1: no sandbox; test records carry a marker and the client deletes them). */
@ApiTags('test data')
@Controller('v1/public/test-data')
@RateLimit('public')
export class TestDataController {
  constructor(private readonly testData: TestDataService) {}

  @Delete()
  @HttpCode(200)
  @RequireAnyScope(TEST_DATA_SCOPES)
  @ApiOperation({
    summary: 'Deletes the test records this key created, selected by a test marker',
    description: 'Each scope of the key lets it delete its own records of one kind: public:careers:apply applications, '
      + 'public:contacts:write contact requests, partner:candidates:write partner submissions (those sent with an externalId). '
      + 'Persons, processes, documents, companies, history and notifications that exist only because of them go too; '
      + 'anything another record still uses stays. One transaction.',
  })
  @ApiQuery({ type: TestDataQueryDto, required: false })
  @ApiOkResponse({ type: TestDataPurgedResponseDto })
  @ApiErrorResponses({
    400: 'validation_error: no marker, an unknown or repeated parameter, an empty or too long value, or an e-mail pattern of wildcards only',
    401: 'unauthorized: key absent, malformed, unknown or revoked',
    403: 'insufficient_scope: the key has none of public:careers:apply, public:contacts:write, partner:candidates:write',
    429: 'rate_limited: over the per-key public rate; wait Retry-After seconds',
  })
  async purge(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>): Promise<{ data: { counts: TestDataCounts } }> {
    const query = parseQuery(TestDataQueryDto, raw);
    const report = await this.testData.purgeOwn(auth, {
      utmSource: query.utm_source ?? null,
      formName: query.formName ?? null,
      emailLike: query.emailLike ?? null,
    });
    return { data: { counts: report.counts } };
  }
}
