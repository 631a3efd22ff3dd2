/** Where a team store can be given outside Settings. Schema-free: read before anything starts. */
export const TEAM_STORE_ENV = 'PAYMENTS_CONSOLE_TEAM_STORE';
export const TEAM_STORE_PASSWORD_ENV = 'PAYMENTS_CONSOLE_TEAM_STORE_PASSWORD';
