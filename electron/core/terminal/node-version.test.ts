import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version';

describe('nodeVersionProblem', () => {
  it('accepts Node 24 and later', () => {
    expect(nodeVersionProblem('24.21.0')).toBeUndefined();
    expect(nodeVersionProblem('v25.1.0')).toBeUndefined();
  });

  it('names the Node it found and the one it needs', () => {
    expect(nodeVersionProblem('v20.20.2')).toBe(
      "Payments Console needs Node 24 or later; this is Node 20.20.2. Put Node 24's bin first on PATH and run the command again.",
    );
  });

  it('refuses a version it cannot read', () => {
    expect(nodeVersionProblem('unknown')).toMatch(/needs Node 24/);
  });
});
