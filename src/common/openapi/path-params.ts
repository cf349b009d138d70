import { ApiParam } from '@nestjs/swagger';

/** `{slug}`: the client, in every path that names one. With a key, it must be the key's own client. */
export const ApiSlugParam = (description = 'The client\'s slug; with a key, the key\'s own client'): MethodDecorator & ClassDecorator =>
  ApiParam({ name: 'slug', type: String, description, example: 'acme' });
