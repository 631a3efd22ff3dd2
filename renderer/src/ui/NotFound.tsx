import { PageTitle } from './PageTitle';

/**
 * A path that names nothing (or an id with characters an id cannot have). It lives in ui/
 * so that the areas can show it without importing app/Pages, which imports the areas. With
 * `area`, the way out leads back to that area rather than to the instruments.
 */
export function NotFound({ path, area }: { path: string; area?: string }) {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>
        Nothing lives at <code>{path}</code>.{' '}
        <a href={`#/${area ?? 'instruments'}`}>Go to {area ?? 'instruments'}</a>
      </p>
    </>
  );
}
