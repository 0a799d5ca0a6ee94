import { BASIS_POINTS } from '@tightlines/domain/payments/contract';

/** 500 basis points → "5%" ("5 %" in French), in the reader's language. */
export function formatPercent(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / BASIS_POINTS,
  );
}
