import { useTranslation } from 'react-i18next';
import { BOTS } from '@/config/bots';
import { formatMoney } from '@/lib/format/format';
import { useCurrentLanguage } from '@/i18n/use-current-language';
import { IllustrativeNote } from './illustrative-note';
import { SectionHeading } from './section-heading';

interface Row {
  label: string;
  freelancer: string;
  agency: string;
  bot: string;
}

const COLUMNS = ['freelancer', 'agency', 'bot'] as const;

/**
 * Market reference figures for the two alternatives, in reais (not our prices: the footnote says
 * so). Numbers here, formatted by the copy's `money` format, so they read like every other amount.
 */
const MARKET_FIGURES = {
  freelancerLeadMin: 15,
  freelancerLeadMax: 30,
  agencyLeadMin: 30,
  agencyLeadMax: 60,
  freelancerMonthly: 1500,
  agencyMonthly: 3000,
};

/**
 * Freelancer vs agency vs the bot on seven criteria (docs/product/marketing.md#what-each-landing-shows), as a real table that fits a phone
 * (390 px, beside the contact button's lane): the longest criteria carry soft hyphens in the copy.
 */
export function ComparisonTable() {
  const { t } = useTranslation('landing-whatsapp');
  const language = useCurrentLanguage();
  // "R$ 97,00 por mês" rather than "R$ 97,00/mês": the spaces let the narrow phone column wrap.
  const price = t('landing.comparison.monthlyPrice', { price: formatMoney(BOTS.whatsapp.monthly, language) });
  const rows = t('landing.comparison.rows', { returnObjects: true, price, ...MARKET_FIGURES }) as Row[];
  return (
    <section className="section section-alt" aria-labelledby="comparison-title">
      <div className="container">
        <SectionHeading id="comparison-title" title={t('landing.comparison.title')} lead={t('landing.comparison.lead')} />
        <div className="table-wrap landing-comparison">
          <table className="table">
            <caption className="visually-hidden">{t('landing.comparison.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('landing.comparison.criterion')}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={column === 'bot' ? 'landing-comparison-bot' : undefined}>
                    {t(`landing.comparison.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {COLUMNS.map((column) => (
                    <td key={column} className={column === 'bot' ? 'landing-comparison-bot' : undefined}>
                      {row[column]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <IllustrativeNote kind="comparison" />
        <p className="muted landing-footnote">{t('landing.comparison.footnote')}</p>
      </div>
    </section>
  );
}
