import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiRequestBody } from '../../common/openapi/request-body';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { AppError } from '../../common/errors/app-error';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { readContactRequest } from './contact-request.validation';
import { ContactRequestDto } from './dto/contact-request.dto';
import { createContactRequestContract } from './contact-requests.openapi';
import { ContactRequestsService, ContactRequestView } from './contact-requests.service';

@ApiTags('crm')
@Controller('v1/public/crm/:slug/contact-requests')
@RateLimit('public')
export class ContactRequestsController {
  constructor(private readonly requests: ContactRequestsService) {}

  @Post()
  @HttpCode(201)
  @RequireScope(Scope.ContactsWrite, { slugMismatch: 'not_found' })
  @createContactRequestContract()
  @ApiRequestBody({ json: ContactRequestDto })
  async create(@CurrentAuth() auth: AuthContext, @Req() request: Request, @Body() body: unknown): Promise<{ data: ContactRequestView }> {
    if (!request.is(['application/json', 'application/*+json'])) {
      throw new AppError('unsupported_media_type', 'The body of a contact request is application/json');
    }
    const input = readContactRequest(body);
    return { data: await this.requests.submit(auth, input) };
  }
}
