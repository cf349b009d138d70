import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiRequestBody } from '../../common/openapi/request-body';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { AppError } from '../../common/errors/app-error';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { readContactRequest } from './contact-request.validation';
import { ContactRequestDto } from './dto/contact-request.dto';
import { ContactRequestsService, ContactRequestView } from './contact-requests.service';

class ContactRequestViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) personId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) companyId!: string | null;
}
class ContactRequestResponseDto { @ApiProperty({ type: ContactRequestViewDto }) data!: ContactRequestViewDto }

@ApiTags('crm')
@Controller('v1/public/crm/:slug/contact-requests')
@RateLimit('public')
export class ContactRequestsController {
  constructor(private readonly requests: ContactRequestsService) {}

  @Post()
  @HttpCode(201)
  @RequireScope(Scope.ContactsWrite, { slugMismatch: 'not_found' })
  @ApiOperation({ summary: 'A contact request from a company or individual form (creates a contact, never a candidate)' })
  @ApiRequestBody({ json: ContactRequestDto })
  @ApiCreatedResponse({ type: ContactRequestResponseDto })
  async create(@CurrentAuth() auth: AuthContext, @Req() request: Request, @Body() body: unknown): Promise<{ data: ContactRequestView }> {
    if (!request.is(['application/json', 'application/*+json'])) {
      throw new AppError('unsupported_media_type', 'The body of a contact request is application/json');
    }
    const input = readContactRequest(body);
    return { data: await this.requests.submit(auth, input) };
  }
}
