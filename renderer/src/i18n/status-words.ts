import type { ApiStatus } from '../../../shared/payment-states';
import { GLOSSARY } from './areas/common';

/**
 * Every status the API sends, payments' and transactions' alike, as a label in each language:
 * the payment's status, its timeline and the transaction context all take their words from
 * here, so one status reads one way on every screen. Spanish labels stand alone (a badge, a
 * chip beside the type), so they do not agree with a noun. No two statuses share a word in a
 * language: a person who reads "Rechazado" on a payment finds it by choosing "Rechazado" in Find.
 */
export const STATUS_WORDS = {
  en: {
    APPROVED: 'Approved',
    PRESENTED: 'Presented to the network',
    DECLINED: 'Declined',
    PENDING: 'Pending',
    REJECTED: 'Rejected',
    FAILED: 'Failed',
    PROCESSING: 'Processing',
    AUTHORIZED: 'Authorized',
    CAPTURE_IN_PROCESS: 'Capture in progress',
    CAPTURE_PRESENTED: 'Capture presented',
    CAPTURED: GLOSSARY.en.captured,
    CANCELLED: 'Cancelled',
    REFUNDED: 'Refunded',
  },
  es: {
    APPROVED: 'Aprobado',
    PRESENTED: 'Presentado a la red',
    DECLINED: 'Denegado',
    PENDING: 'Pendiente',
    REJECTED: 'Rechazado',
    FAILED: 'Fallido',
    PROCESSING: 'En proceso',
    AUTHORIZED: 'Autorizado',
    CAPTURE_IN_PROCESS: 'Cobro en curso',
    CAPTURE_PRESENTED: 'Cobro presentado',
    CAPTURED: GLOSSARY.es.captured,
    CANCELLED: 'Anulado',
    REFUNDED: 'Devuelto',
  },
} as const satisfies Record<'en' | 'es', Record<ApiStatus, string>>;

/** Each transaction type the API sends, in each language: the transaction list's and the tables'. */
export const TRANSACTION_TYPE_WORDS = {
  en: {
    AUTHORIZATION: 'Authorization',
    CAPTURE: 'Capture',
    CANCELLATION: 'Cancellation',
    REFUND: 'Refund',
    REVERSAL: 'Reversal',
    ADJUSTMENT: 'Adjustment',
  },
  es: {
    AUTHORIZATION: 'Autorización',
    CAPTURE: 'Cobro',
    CANCELLATION: 'Anulación',
    REFUND: 'Devolución',
    REVERSAL: 'Reverso',
    ADJUSTMENT: 'Ajuste',
  },
} as const;
