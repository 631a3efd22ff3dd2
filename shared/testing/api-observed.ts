/*
 * Test support (not imported by the app): answers captured from the API's real sandbox, kept
 * verbatim in api-observed/ with their source (api-observed/README.md).
 */
import paymentAfterManualCapture from './api-observed/payment-after-manual-capture.json';
import paymentsList from './api-observed/payments-list.json';

/** `GET /v1/payments`: epoch seconds, numeric amounts, `""` for absent values. */
export const observedPaymentsList: unknown = paymentsList;

/** `GET /v1/payments/{id}` after a manual capture: ISO-8601 times with microseconds. */
export const observedPaymentAfterCapture: unknown = paymentAfterManualCapture;

/** The payments of the captured list, one by one. */
export const observedPayments: unknown[] = paymentsList.data;
