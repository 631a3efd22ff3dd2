import { PageTitle } from '../../ui/PageTitle';

/**
 * A path inside the users, payments or settings area that names nothing (or an id with
 * characters an id cannot have). Kept here rather than imported from app/Pages, which imports
 * the areas themselves.
 */
export function AreaNotFound({ path }: { path: string }) {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>
        Nothing lives at <code>{path}</code>. <a href="#/instruments">Go to instruments</a>
      </p>
    </>
  );
}
