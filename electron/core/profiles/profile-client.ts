import { fail, type Result } from '../../../shared/result';
import { ApiClient, type ApiCall } from '../client/api-client';
import type { HttpOutcome } from '../client/http';

/**
 * Thrown from the token source when the secret was cleared (or stopped decrypting) after the
 * client was handed out. TokenManager lets it through; ProfileApiClient turns it back into a
 * Result, so the caller gets 'unauthorized' rather than an unexpected error. Its message is the
 * sealed store's, which never contains the secret.
 */
export class SecretUnavailableError extends Error {
  override readonly name = 'SecretUnavailableError';
}

export class ProfileApiClient extends ApiClient {
  /**
   * Every call, reads and money alike, goes through here (`call` uses it too). Caught at this
   * level, a secret gone mid-operation is a failure before sending: the money pipeline records
   * "failed, nothing was sent", never an outcome it cannot know.
   */
  override async exchange(call: ApiCall): Promise<Result<HttpOutcome>> {
    try {
      return await super.exchange(call);
    } catch (error) {
      if (error instanceof SecretUnavailableError) {
        // The page says the reason in its language; the log keeps which call and the store's why.
        return fail('unauthorized', `${call.what}: ${error.message}; nothing was sent`, {
          reason: 'secret_gone',
        });
      }
      throw error;
    }
  }
}
