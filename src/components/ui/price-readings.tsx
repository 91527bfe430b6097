import { useTranslation } from 'react-i18next';
import { formatCurrency, formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import './price-readings.css';

type Unit = 'perMonth' | 'afterTrial' | 'perService' | 'perTask';
interface Reading {
  amount: number;
  unit: Unit;
}

/** The alternate readings are US-dollar prices (docs/product/marketing.md: ratio of about 4.2 to the R$ prices). */
const formatUsd = (amount: number, locale: string) => formatCurrency(amount, locale, 'USD');

/**
 * Both price readings of a product (docs/product/plans-and-prices.md#two-price-readings), each with its label:
 * what is charged in reais, and the price for clients paying in dollars.
 */
export function PriceReadings({ brl, usd, className }: { brl: Reading; usd: Reading; className?: string }) {
  const { t } = useTranslation();
  const locale = useCurrentLanguage();
  return (
    <dl className={['price-readings', className].filter(Boolean).join(' ')}>
      <div>
        <dt>{t('prices.brl')}</dt>
        <dd>{t(`prices.${brl.unit}`, { price: formatMoney(brl.amount, locale) })}</dd>
      </div>
      <div>
        <dt>{t('prices.usd')}</dt>
        <dd>{t(`prices.${usd.unit}`, { price: formatUsd(usd.amount, locale) })}</dd>
      </div>
    </dl>
  );
}
