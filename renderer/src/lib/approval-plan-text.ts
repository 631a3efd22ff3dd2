import type { TFunction } from 'i18next';
import { formatMoney } from '../../../shared/money';
import type { ApprovalPlan } from '../../../shared/schemas/approval';
import { formatTimeOfDay } from '../i18n/format';

/**
 * What an approval request without an amount would move, in words: "Refund USD 45.00 (payment
 * as read at 14:05)". The figure is the payment's as the requester's console read it, with that
 * moment; a payment that could not be read is said to be not known, never given a figure.
 */
export function approvalPlanText(
  plan: ApprovalPlan | 'unread',
  t: TFunction,
  language: string,
): string {
  if (plan === 'unread') return t('money.approvalPlan.unread');
  const time = formatTimeOfDay(plan.readAt, language);
  if (!('amount' in plan)) return t(`money.approvalPlan.${plan.action}`, { time });
  const amount = formatMoney(plan.amount.value, plan.amount.currency, language);
  return t(`money.approvalPlan.${plan.action}`, { amount, time });
}
