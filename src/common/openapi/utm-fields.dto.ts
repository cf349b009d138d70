import { ApiPropertyOptional } from '@nestjs/swagger';
import { UTM_MAX_LENGTHS } from '../text/utm';

/** OpenAPI description of the utm_* origin fields (SPEC 2.2, 2.3): the base of every body that takes them. */
export class UtmFieldsDto {
  @ApiPropertyOptional({ maxLength: UTM_MAX_LENGTHS.utm_source }) utm_source?: string;
  @ApiPropertyOptional({ maxLength: UTM_MAX_LENGTHS.utm_medium }) utm_medium?: string;
  @ApiPropertyOptional({ maxLength: UTM_MAX_LENGTHS.utm_campaign }) utm_campaign?: string;
  @ApiPropertyOptional({ maxLength: UTM_MAX_LENGTHS.utm_term }) utm_term?: string;
  @ApiPropertyOptional({ maxLength: UTM_MAX_LENGTHS.utm_content }) utm_content?: string;
}
