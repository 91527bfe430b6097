import type { PaymentRecord } from '@/domain/orders';

export type OrderPhase = 'processing' | 'completed';

export const hasResult = (record: Pick<PaymentRecord, 'result' | 'result_bin'> | null | undefined) =>
  Boolean(record && (record.result?.trim() || record.result_bin?.trim()));
