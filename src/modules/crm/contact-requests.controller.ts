import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { UtmFieldsDto } from '../../common/openapi/utm-fields.dto';
import { Scope } from '../../common/auth/scopes';
import { AppError } from '../../common/errors/app-error';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { createContactRequestContract } from './contact-requests.openapi';
import { parseContactRequest } from './contact-request.validation';
import { ContactRequestsService, ContactRequestView } from './contact-requests.service';

class ContactRequestBodyDto extends UtmFieldsDto {
  @ApiProperty({ enum: ['company', 'individual'] }) kind!: string;
  @ApiProperty({ maxLength: 100 }) firstName!: string;
  @ApiProperty({ maxLength: 100 }) lastName!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'Required when kind is company' }) companyName?: string;
  @ApiPropertyOptional({ description: 'https:// is prepended when absent; dropped if still invalid' }) companyWebsite?: string;
  @ApiPropertyOptional({ description: 'French national format or E.164; stored in E.164, dropped if unrecognised' }) phone?: string;
  @ApiPropertyOptional({ maxLength: 150 }) jobTitle?: string;
  @ApiPropertyOptional({ maxLength: 200 }) topic?: string;
  @ApiPropertyOptional({ maxLength: 5000 }) message?: string;
  @ApiPropertyOptional({ maxLength: 100 }) formName?: string;
}

@ApiTags('crm')
@Controller('v1/public/crm/:slug/contact-requests')
@RateLimit('public')
export class ContactRequestsController {
  constructor(private readonly requests: ContactRequestsService) {}

  @Post()
  @HttpCode(201)
  @RequireScope(Scope.ContactsWrite, { slugMismatch: 'not_found' })
  @createContactRequestContract()
  @ApiBody({ type: ContactRequestBodyDto })
  async create(@CurrentAuth() auth: AuthContext, @Req() request: Request, @Body() body: unknown): Promise<{ data: ContactRequestView }> {
    if (!request.is(['application/json', 'application/*+json'])) {
      throw new AppError('unsupported_media_type', 'The body of a contact request is application/json');
    }
    const input = parseContactRequest(body);
    return { data: await this.requests.submit(auth, input) };
  }
}
