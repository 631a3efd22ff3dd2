import type { Route } from './router';

const UNAVAILABLE = ['Users', 'Authorizations', 'Transactions', 'POS', 'Activity', 'Settings'];
const UNAVAILABLE_HINT = 'Not available in this version';

/**
 * Every area is listed from the start so staff learn where things will live; the ones not
 * built yet stay focusable (aria-disabled, not removed) so keyboard users find the reason too.
 */
export function Nav({ route }: { route: Route }) {
  const inInstruments = route.name !== 'not-found';
  return (
    <nav aria-label="Areas" className="app-nav">
      <ul>
        <li>
          <a href="#/instruments" aria-current={inInstruments ? 'page' : undefined}>
            Instruments
          </a>
        </li>
        {UNAVAILABLE.map((area) => (
          <li key={area}>
            <a
              role="link"
              tabIndex={0}
              aria-disabled="true"
              aria-describedby="nav-unavailable"
              title={UNAVAILABLE_HINT}
              className="nav-disabled"
            >
              {area}
            </a>
          </li>
        ))}
      </ul>
      <span id="nav-unavailable" hidden>
        {UNAVAILABLE_HINT}
      </span>
    </nav>
  );
}
