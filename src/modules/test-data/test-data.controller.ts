import { Controller, Delete, HttpCode, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireAnyScope } from '../../common/auth/require-scope.decorator';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { TestDataQueryDto } from './dto/test-data-query.dto';
import { purgeTestDataContract } from './test-data.openapi';
import { TEST_DATA_SCOPES, TestDataCounts, TestDataService } from './test-data.service';

/** Deleting one's own test data (SPEC 1: no sandbox; test records carry a marker and the client deletes them). */
@ApiTags('test-data')
@Controller('v1/public/test-data')
@RateLimit('public')
export class TestDataController {
  constructor(private readonly testData: TestDataService) {}

  @Delete()
  @HttpCode(200)
  @RequireAnyScope(TEST_DATA_SCOPES)
  @purgeTestDataContract()
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
