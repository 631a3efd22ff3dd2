import type { SimulatorDeps } from '../deps';
import { HttpError, parseJsonObject, type Reply } from '../http';
import { parseListQuery } from '../paging';
import { listPayments } from '../payment-list';
import { parseAuthorization } from '../payment-input';
import { isPaymentState, PAYMENT_STATE_NAMES } from '../../../shared/schemas/states';
import { paymentJson } from '../payment-model';
import { authorizeNew, findPayment } from '../payment-service';
import { route, type AreaRoutes } from './operation-routes';

export function paymentRoutes(deps: SimulatorDeps) {
  return {
    'payments:authorize': route('POST', '/v1/payments/authorizations', (ctx): Reply => {
      // `payment_id` is not a field of this operation, so like any unknown field it is ignored.
      const input = parseAuthorization(parseJsonObject(ctx.body), new Date(deps.now()), {
        alpha2Countries: !deps.speaksReference(),
      });
      return { status: 201, body: authorizeNew(deps, input, ctx.idempotencyKey) };
    }),

    'payments:list': route('GET', '/v1/payments', ({ query }): Reply => {
      const paging = parseListQuery(query);
      const status = query.get('status');
      // Every documented state filters, also those this simulator never reaches (an empty list).
      if (status !== null && !isPaymentState(status)) {
        throw new HttpError(
          400,
          'invalid_query',
          `status must be one of ${PAYMENT_STATE_NAMES.join(', ')}`,
          { field: 'status' },
        );
      }
      const merchantId = query.get('merchant_id');
      const page = listPayments(deps.store, { status, merchantId }, paging);
      return { status: 200, body: { data: page.map(paymentJson) } };
    }),

    'payments:get': route('GET', '/v1/payments/:id', ({ params }): Reply => {
      return { status: 200, body: paymentJson(findPayment(deps, params.id ?? '')) };
    }),
  } satisfies AreaRoutes<'payments'>;
}
