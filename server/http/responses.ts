import { ErrorSchema } from '#contract/common';

// Reusable response declarations, so every route names its error answers the same way.
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const unauthorized = { 401: errorResponse('The API key is missing, unknown or revoked.') } as const;
export const badRequest = (description = 'Invalid parameters.') => ({ 400: errorResponse(description) }) as const;

export const jsonContent = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
