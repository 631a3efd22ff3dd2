/**
 * The console runs on Node 24 or later (package.json `engines`). An older Node fails deep in the
 * host with a missing export; a person at the terminal gets one line that says what to install.
 */
export const NODE_MAJOR_NEEDED = 24;

export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (Number.isInteger(major) && major >= NODE_MAJOR_NEEDED) return undefined;
  return `Payments Console needs Node ${NODE_MAJOR_NEEDED} or later; this is Node ${version.replace(/^v/, '')}. Put Node ${NODE_MAJOR_NEEDED}'s bin first on PATH and run the command again.`;
}
