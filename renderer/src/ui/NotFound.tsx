import { PageTitle } from './PageTitle';

/**
 * A path that names nothing (or an id with characters an id cannot have). It lives in ui/
 * so that the areas can show it without importing app/Pages, which imports the areas.
 */
export function NotFound({ path }: { path: string }) {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>
        Nothing lives at <code>{path}</code>. <a href="#/instruments">Go to instruments</a>
      </p>
    </>
  );
}
