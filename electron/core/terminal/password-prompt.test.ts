import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { promptPassword } from './password-prompt';

it('reads the team store’s password from the terminal without echoing it', async () => {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
  const answer = promptPassword('Password for till_a@db.example.com: ', input, output);
  input.write('pw-never-shown-7\n');
  await expect(answer).resolves.toBe('pw-never-shown-7');
  expect(shown).toBe('Password for till_a@db.example.com: \n');
});
