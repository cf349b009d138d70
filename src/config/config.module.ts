import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config.service';
import { Env } from './env';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(env: Env): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: new AppConfig(env) }], exports: [AppConfig] };
  }
}
