import { Injectable } from '@nestjs/common';
import { Env } from './env';

/** Typed, read-only access to the validated environment. Services read configuration only here. */
@Injectable()
export class AppConfig {
  constructor(readonly env: Env) {}

  get databaseUrl(): string { return this.env.databaseUrl; }
  get redisUrl(): string { return this.env.redisUrl; }
  get redisPrefix(): string { return this.env.redisPrefix; }
  get port(): number { return this.env.port; }
  get publicBaseUrl(): string { return this.env.publicBaseUrl; }
  get resumeMaxBytes(): number { return this.env.resumeMaxBytes; }
}
