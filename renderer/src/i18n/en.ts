import * as authorizations from './areas/authorizations';
import * as activity from './areas/activity';
import * as common from './areas/common';
import * as finder from './areas/finder';
import * as frame from './areas/frame';
import * as money from './areas/money';
import * as unknownOutcomes from './areas/unknown-outcomes';
import * as payments from './areas/payments';
import * as pos from './areas/pos';
import * as instruments from './areas/instruments';
import * as scenarios from './areas/scenarios';
import * as settings from './areas/settings';
import * as simulator from './areas/simulator';
import * as transactions from './areas/transactions';
import * as team from './areas/team';
import * as users from './areas/users';
import * as validation from './areas/validation';

/**
 * English messages, one namespace per area (`t('common.language.label')`). The key set is the
 * reference: Spanish must have exactly the same keys (a test fails otherwise).
 */
export const en = {
  authorizations: authorizations.en,
  common: common.en,
  finder: finder.en,
  frame: frame.en,
  money: money.en,
  unknownOutcomes: unknownOutcomes.en,
  payments: payments.en,
  pos: pos.en,
  instruments: instruments.en,
  scenarios: scenarios.en,
  settings: settings.en,
  simulator: simulator.en,
  transactions: transactions.en,
  users: users.en,
  validation: validation.en,
  activity: activity.en,
  team: team.en,
} as const;
