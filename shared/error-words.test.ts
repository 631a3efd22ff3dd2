import { expect, it } from 'vitest';
import { reasonText } from './error-words';

it('puts what a reason names into its English words', () => {
  expect(reasonText('replay_other_profile', { profile: 'Live EU' })).toBe(
    'This operation was made on “Live EU”: switch to it to replay it.',
  );
  expect(reasonText('replay_other_console', { console: 'Store 2' })).toContain(
    'made on the console “Store 2”: replay it there',
  );
  expect(reasonText('timeout')).toBe('The API did not answer in time.');
});
