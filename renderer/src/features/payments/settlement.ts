// The status check (features/money) words a payment as Payments does, so the reading lives in lib/.
export * from '../../lib/settlement';
