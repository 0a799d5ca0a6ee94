import { BASIS_POINTS, type EventMoney } from '@tightlines/domain/payments/contract';

/** A new event's money settings: no refunds, no tax (the contract's defaults). */
export const DEFAULT_EVENT_MONEY: EventMoney = {
  refundPolicy: 'none',
  refundPercentBp: BASIS_POINTS,
  refundDeadline: null,
  taxCountry: null,
  taxRegion: null,
};
