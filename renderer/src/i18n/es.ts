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
import type { Messages } from './messages';

/** Spanish messages: the console's market is Latin America, and so are many store managers. */
export const es: Messages = {
  authorizations: authorizations.es,
  common: common.es,
  finder: finder.es,
  frame: frame.es,
  money: money.es,
  unknownOutcomes: unknownOutcomes.es,
  payments: payments.es,
  pos: pos.es,
  instruments: instruments.es,
  scenarios: scenarios.es,
  settings: settings.es,
  simulator: simulator.es,
  transactions: transactions.es,
  users: users.es,
  validation: validation.es,
  activity: activity.es,
  team: team.es,
};
