import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationHook } from './validation.ts';

/** A router whose declared routes validate input and answer 400 { error } on failure. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
