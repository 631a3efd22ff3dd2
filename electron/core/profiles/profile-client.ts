import { fail, type Result } from '../../../shared/result';
import { ApiClient, type ApiAnswer, type ApiCall } from '../client/api-client';

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
  override async call(call: ApiCall): Promise<Result<ApiAnswer>> {
    try {
      return await super.call(call);
    } catch (error) {
      if (error instanceof SecretUnavailableError) {
        return fail('unauthorized', `${call.what}: ${error.message}`);
      }
      throw error;
    }
  }
}
