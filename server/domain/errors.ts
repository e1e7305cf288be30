/** A rule a client's input broke: the API answers with this status and message, never a 500. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 = 400,
  ) {
    super(message);
  }
}
