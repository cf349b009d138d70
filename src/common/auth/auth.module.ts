import { Global, Module } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysService } from './api-keys.service';
import { MountedRoutes } from './mounted-routes';

@Global()
@Module({ providers: [ApiKeysService, ApiKeyGuard, MountedRoutes], exports: [ApiKeysService, ApiKeyGuard, MountedRoutes] })
export class AuthModule {}
