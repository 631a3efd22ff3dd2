import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Asks for a password on the terminal without echoing it: what is typed goes to a sink, so it
 * is never on the screen, in scrollback or on a command line. Ctrl+C cancels.
 */
export function promptPassword(
  question: string,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    const hidden = new Writable({ write: (_chunk, _encoding, done) => done() });
    const rl = createInterface({ input, output: hidden, terminal: true });
    rl.once('line', (line) => {
      rl.close();
      output.write('\n');
      resolve(line);
    });
    rl.once('SIGINT', () => {
      rl.close();
      output.write('\n');
      reject(new Error('No password was given for the team store'));
    });
  });
}
