import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { PURGED_KINDS } from '../test-data.repository';

/** Query of DELETE /v1/public/test-data: the test marker (at least one; every one given must match). */
export class TestDataQueryDto {
  @ApiPropertyOptional({ maxLength: 200, example: 'integration-test', description: 'Applications and contact requests with this utm_source' })
  @IsOptional()
  @IsString()
  utm_source?: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'qa-contact-form', description: 'Contact requests with this formName' })
  @IsOptional()
  @IsString()
  formName?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    example: '%@test.example.com',
    description: 'A LIKE pattern (% any run of characters, _ one character; case-insensitive) on the e-mail entered; at least 3 characters besides the wildcards',
  })
  @IsOptional()
  @IsString()
  emailLike?: string;
}

export class TestDataCountsDto {
  @ApiProperty({ type: 'integer' }) applications!: number;
  @ApiProperty({ type: 'integer' }) contactRequests!: number;
  @ApiProperty({ type: 'integer' }) partnerSubmissions!: number;
  @ApiProperty({ type: 'integer', description: 'Persons that existed only because of the deleted records' }) persons!: number;
  @ApiProperty({ type: 'integer' }) processes!: number;
  @ApiProperty({ type: 'integer' }) documents!: number;
  @ApiProperty({ type: 'integer', description: 'Companies created by a deleted contact request and used by nothing else' }) companies!: number;
  @ApiProperty({ type: 'integer', description: 'History entries about the deleted records' }) activities!: number;
  @ApiProperty({ type: 'integer', description: 'Notifications of the deleted contact requests' }) notifications!: number;
}

class TestDataPurgedDto {
  @ApiProperty({ type: TestDataCountsDto, description: `Rows deleted, per kind (${PURGED_KINDS.join(', ')})` }) counts!: TestDataCountsDto;
}

export class TestDataPurgedResponseDto {
  @ApiProperty({ type: TestDataPurgedDto }) data!: TestDataPurgedDto;
}
