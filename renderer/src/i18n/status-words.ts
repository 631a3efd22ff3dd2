import type { ApiStatus } from '../../../shared/payment-states';
import type { TransactionState } from '../../../shared/schemas/states';
import { GLOSSARY } from './areas/common';

/**
 * Every status the API sends, payments' and transactions' alike, as a label in each language:
 * the payment's status, its timeline and the transaction context all take their words from
 * here, so one status reads one way on every screen. Spanish labels stand alone (a badge, a
 * chip beside the type), so they do not agree with a noun. No two statuses share a word in a
 * language: a person who reads "Rechazado" on a payment finds it by choosing "Rechazado" in Find.
 * An operation the issuer refused is said with DECLINED's word ("Declined", "Denegado"), the
 * status its transaction carries, so "Rechazado" is REJECTED's alone.
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

/**
 * A transaction's status agreeing with a feminine noun ("Autorización denegada", an Activity
 * "operación denegada"): the same words as STATUS_WORDS, so the two can never name one fact two
 * ways. English has no gender.
 */
export const TRANSACTION_STATUS_WORDS_FEMININE = {
  en: {
    APPROVED: STATUS_WORDS.en.APPROVED,
    PENDING: STATUS_WORDS.en.PENDING,
    PRESENTED: STATUS_WORDS.en.PRESENTED,
    DECLINED: STATUS_WORDS.en.DECLINED,
    REJECTED: STATUS_WORDS.en.REJECTED,
    FAILED: STATUS_WORDS.en.FAILED,
  },
  es: {
    APPROVED: 'Aprobada',
    PENDING: 'Pendiente',
    PRESENTED: 'Presentada a la red',
    DECLINED: 'Denegada',
    REJECTED: 'Rechazada',
    FAILED: 'Fallida',
  },
} as const satisfies Record<'en' | 'es', Record<TransactionState, string>>;

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
