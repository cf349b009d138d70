import { Module } from '@nestjs/common';
import { ClientRepository } from './client.repository';

/** Client (tenant) settings read by the bricks. */
@Module({ providers: [ClientRepository], exports: [ClientRepository] })
export class ClientsModule {}
