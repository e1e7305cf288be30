/** A rule a client's input broke: the API answers with this status and message, never a 500. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 415 | 429 = 400,
  ) {
    super(message);
  }
}

/**
 * An action refused by a rule of the data rather than failing (an agent gone, a snooze time past, a value the contract
 * refuses): a job running actions records it and goes on with the next.
 */
export const isRefusal = (err: unknown): err is Error => err instanceof InputError || (err instanceof Error && err.name === 'ZodError');

/** Too many attempts: 429, with the number of seconds after which trying again can succeed (Retry-After). */
export class RateLimitError extends InputError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}

/** A refusal that carries more than its message (the answer is `{ error, ...details }`). */
export class DetailedInputError extends InputError {
  constructor(
    message: string,
    status: InputError['status'],
    readonly details: Record<string, unknown>,
  ) {
    super(message, status);
  }
}
