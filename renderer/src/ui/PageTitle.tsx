import type { ReactNode } from 'react';

/** The page's only h1; focusable from script so a route change moves screen readers here. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} className="page-title">
      {children}
    </h1>
  );
}
