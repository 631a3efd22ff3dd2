import type { Payment } from '../../../../shared/schemas/payment';

/**
 * `GET /v1/payments/{id}` from the real sandbox right after a manual capture: no amount
 * summaries, ISO timestamps, a PENDING capture. Source: the public integration
 * ctrlProgrammer/akua-integration, internal/flows/authorize_manual_cature/payment_after_capture.json.
 */
export const observedPaymentAfterCapture: Payment = {
  id: 'pay-d448fa7jebdt9pu3tqjg',
  external_client_trace_id: '',
  client_id: 'cli-d42cejqq3i86gvgbavfg',
  capture: {
    mode: 'MANUAL',
    estimated_date: null,
    estimated_date_reason: '',
  },
  status: 'AUTHORIZED',
  status_detail: '',
  initial_amount: 100,
  current_amount: 100,
  currency: 'USD',
  country: 'COL',
  organization_id: 'org-d42cejqq3i86gvgbavg0',
  payment_instrument: {
    type: 'CARD',
    id: 'ins-d43pf7liu5l7ham9iu1g',
    rail: {
      id: 'MASTERCARD',
      product: 'CREDIT',
    },
  },
  merchant_id: 'mer-d43nagkm4gl7c1b8dqhg',
  created_at: '2025-11-03T10:44:56.570875Z',
  updated_at: '2025-11-03T10:44:58.454842Z',
  transactions: [
    {
      id: 'trx-d448fa7jebdt9pu3tqj0',
      type: 'AUTHORIZATION',
      status: 'APPROVED',
      status_detail: 'SUCCESS',
      amount: 100,
      timestamp: '2025-11-03T10:44:56.443175Z',
      created_at: '2025-11-03T10:44:56.572035Z',
      updated_at: '2025-11-03T10:44:58.458583Z',
    },
    {
      id: 'trx-d448fanjebdt9pu3tqm0',
      type: 'CAPTURE',
      status: 'PENDING',
      amount: 100,
      timestamp: '2025-11-03T10:44:58.37013Z',
      created_at: '2025-11-03T10:44:58.458583Z',
      updated_at: '2025-11-03T10:44:58.458583Z',
    },
  ],
};
