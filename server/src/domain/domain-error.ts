/**
 * A rule of the product refused something: what kind of refusal (`code`) and the product's own
 * message for it, word for word. Services and repositories throw these; the API's error handler
 * (server/src/plugins/error-handler.ts) alone decides which HTTP status each code answers.
 */
export type DomainErrorCode = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'too_many';

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
