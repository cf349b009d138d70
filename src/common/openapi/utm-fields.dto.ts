import { TextField } from '../validation/field-rules';
import { UTM_MAX_LENGTHS } from '../text/utm';

/**
 * The utm_* origin fields (SPEC 2.2, 2.3): the base of every body that takes them, validated and
 * described here once (text, at most 200 code points after trimming, PHASE.length).
 */
export class UtmFieldsDto {
  @TextField({ maxLength: UTM_MAX_LENGTHS.utm_source }) utm_source?: string;
  @TextField({ maxLength: UTM_MAX_LENGTHS.utm_medium }) utm_medium?: string;
  @TextField({ maxLength: UTM_MAX_LENGTHS.utm_campaign }) utm_campaign?: string;
  @TextField({ maxLength: UTM_MAX_LENGTHS.utm_term }) utm_term?: string;
  @TextField({ maxLength: UTM_MAX_LENGTHS.utm_content }) utm_content?: string;
}
