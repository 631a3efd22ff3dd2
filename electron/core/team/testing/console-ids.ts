import { newConsoleIdentity } from '../console-identity';

/** A console as a data folder makes one: its id and the secret a first claim proves it with. */
export function testConsole(): { consoleId: string; consoleProof: string } {
  const { console_id, console_proof } = newConsoleIdentity();
  return { consoleId: console_id, consoleProof: console_proof };
}

const proofs = new Map<string, string>();

/** A console id whose proof `proofOf` gives back, for tests that pass ids around. */
export function testConsoleId(): string {
  const { consoleId, consoleProof } = testConsole();
  proofs.set(consoleId, consoleProof);
  return consoleId;
}

/** The proof of an id `testConsoleId` made; none for any other, as a till that read it has. */
export function proofOf(consoleId: string): string | undefined {
  return proofs.get(consoleId);
}
