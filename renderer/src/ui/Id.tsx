import type { ReactNode } from 'react';

/** An identifier: the only text besides JSON set in monospace, so ids stand out from words. */
export function Id({ children }: { children: ReactNode }) {
  return <code className="id">{children}</code>;
}
