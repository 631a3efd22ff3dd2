/**
 * The one line a command prints when the port it was asked to listen on cannot be had (another
 * program holds it, or it needs privileges): the person changes --port, so a stack trace would
 * only hide the reason. Undefined for any other failure, which keeps its own report.
 */
export function portProblem(error: unknown, port: number): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} is in use by another program: choose another with --port N, or --port 0 for a free one.`;
  }
  if (code === 'EACCES') {
    return `Port ${port} needs privileges this user does not have: choose another with --port N, or --port 0 for a free one.`;
  }
  return undefined;
}
