import { useTranslation } from 'react-i18next';
import { ReversalType } from '../../../../shared/schemas/reversal';
import { validId } from '../../app/router';
import { PageTitle } from '../../ui/PageTitle';
import { AuthorizationPage } from '../authorizations/AuthorizationPage';
import { NotFound } from '../../ui/NotFound';
import { routeQuery } from '../money/links';
import { ReversalPage } from './ReversalPage';

/**
 * `#/transactions/authorize` and `#/transactions/reverse?transaction=<trx>&type=<KIND>`. The
 * query comes from the address bar (or another screen's link): ids are checked like any input.
 */
export function TransactionsArea({ rest }: { rest: string[] }) {
  const { name, params } = routeQuery(rest[0]);
  if (rest.length > 1)
    return <NotFound area="transactions" path={`/${['transactions', ...rest].join('/')}`} />;
  if (name === 'authorize') return <AuthorizationPage mode="transaction" />;
  if (name === 'reverse') {
    const transactionId = validId(params.get('transaction') ?? undefined);
    const type = ReversalType.safeParse(params.get('type'));
    return (
      <ReversalPage
        key={rest[0]}
        transactionId={transactionId}
        type={type.success ? type.data : undefined}
      />
    );
  }
  if (name === '') return <TransactionsHome />;
  return <NotFound area="transactions" path={`/${['transactions', ...rest].join('/')}`} />;
}

function TransactionsHome() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('transactions.home.title')}</PageTitle>
      <ul className="money-home">
        <li>
          <a href="#/transactions/authorize">{t('transactions.home.authorize')}</a>{' '}
          {t('transactions.home.authorizeHint')}
        </li>
        <li>
          <a href="#/transactions/reverse">{t('transactions.home.reverse')}</a>{' '}
          {t('transactions.home.reverseHint')}
        </li>
      </ul>
    </>
  );
}
