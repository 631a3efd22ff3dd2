import { PageTitle } from '../../ui/PageTitle';

/** An unknown sub-path of a money area; kept here so the areas need not import the router's pages. */
export function AreaNotFound({ area, rest }: { area: string; rest: string[] }) {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>
        Nothing lives at <code>{`/${[area, ...rest].join('/')}`}</code>.{' '}
        <a href={`#/${area}`}>Go to {area}</a>
      </p>
    </>
  );
}
