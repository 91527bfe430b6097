import { useTranslation } from 'react-i18next';
import './price-kind.css';

/**
 * What a price buys, said beside it, so that plans a scroll apart cannot be mistaken for one another:
 * a monthly plan (billed every month, with a monthly quota), a one-off pack (paid once) or a single
 * service paid when ordered.
 */
export type PriceKind = 'monthly' | 'oneOff' | 'perService';

export function PriceKindLabel({ kind, className }: { kind: PriceKind; className?: string }) {
  const { t } = useTranslation();
  return <p className={['price-kind', className].filter(Boolean).join(' ')}>{t(`priceKinds.${kind}`)}</p>;
}
