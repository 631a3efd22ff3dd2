/**
 * An identifier: the only text besides JSON set in monospace, so ids stand out from words. It
 * never breaks inside ("pay-seed-/pos-drill-" reads as two ids); where space runs out it ends in
 * an ellipsis, and the whole id is on hover.
 */
export function Id({ children }: { children: string }) {
  return (
    <code className="id" title={children}>
      {children}
    </code>
  );
}
