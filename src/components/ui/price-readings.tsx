import { useTranslation } from 'react-i18next';
import { formatApproxUsd, formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import './price-readings.css';

interface Charged {
  amount: number;
  unit: 'perMonth' | 'afterTrial' | 'perService';
}
interface Approximate {
  amount: number;
  unit: 'perMonth' | 'perService';
}

/**
 * Both price readings of a product (docs/product/plans-and-prices.md#two-price-readings): the price in reais,
 * which is what Mercado Pago charges in every language, then the dollar reading as what it is, an approximation
 * for reference ("≈ US$23/month"), never a second price (docs/product/marketing.md#prices).
 */
export function PriceReadings({ brl, usd, className }: { brl: Charged; usd: Approximate; className?: string }) {
  const { t } = useTranslation();
  const locale = useCurrentLanguage();
  return (
    <dl className={['price-readings', className].filter(Boolean).join(' ')}>
      <div>
        <dt>{t('prices.brl')}</dt>
        <dd>{t(`prices.${brl.unit}`, { price: formatMoney(brl.amount, locale) })}</dd>
      </div>
      <div className="price-readings-approx">
        <dt>{t('prices.usd')}</dt>
        <dd>{t(`prices.approx.${usd.unit}`, { price: formatApproxUsd(usd.amount, locale) })}</dd>
      </div>
    </dl>
  );
}
