import { useEffect, useRef, type ReactNode } from 'react';

export type BannerTone = 'success' | 'warning' | 'error' | 'info';

/**
 * The result of something the person just did, where they look: a tinted band with a coloured
 * edge and a bold headline, scrolled into view when it appears. Errors and warnings interrupt
 * screen readers (`alert`); success and information wait their turn (`status`).
 */
export function Banner({
  tone,
  title,
  children,
}: {
  tone: BannerTone;
  title: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div ref={ref} className={`banner banner-${tone}`} role={urgent ? 'alert' : 'status'}>
      <div className="banner-body">
        <p className="banner-title">{title}</p>
        {children}
      </div>
    </div>
  );
}
