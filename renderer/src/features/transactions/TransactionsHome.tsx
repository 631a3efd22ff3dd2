import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/PageTitle';

/** `#/transactions`: the two things QA does with a transaction. */
export function TransactionsHome() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('transactions.home.title')}</PageTitle>
      <ul className="money-home">
        <li>
          <Link to="/transactions/authorize">{t('transactions.home.authorize')}</Link>{' '}
          {t('transactions.home.authorizeHint')}
        </li>
        <li>
          <Link to="/transactions/reverse">{t('transactions.home.reverse')}</Link>{' '}
          {t('transactions.home.reverseHint')}
        </li>
      </ul>
    </>
  );
}
