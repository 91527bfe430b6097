import { useTranslation } from 'react-i18next';
import { AGENCY_UNLIMITED_DAYS, TIER_SERVICES } from '@/config/quotas';
import { PACKAGE_DELIVERY_HOURS } from '@/config/promised-times';
import { PRICES } from '@/config/prices';
import { WhatsAppIcon } from '@/components/ui/icons';
import { PriceKindLabel } from '@/components/ui/price-kind';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { track } from '@/lib/analytics/analytics';
import { formatMoney } from '@/lib/format/format';
import { whatsappChatUrl } from '@/lib/links/whatsapp';
import { useCurrentLanguage } from '@/i18n/use-current-language';

const TIERS = ['basic', 'pro', 'agency'] as const;

/**
 * Basic R$ 49 / Pro R$ 99 / Agency R$ 199 (docs/product/plans-and-prices.md#offers): one-off packages, ordered over WhatsApp.
 * Named as one-off packages ("Pacote avulso Pro"), so none reads like a monthly plan ("Plano Pro
 * · mensal"), labelled as paid once (never "/mês", which only monthly plans carry), each with its
 * price per service; a note says why one service in the Basic package costs less than one
 * ordered on the site (paid up front, delivered by the team: docs/product/marketing.md).
 */
export function TierCards() {
  const { t } = useTranslation('plans');
  const locale = useCurrentLanguage();
  return (
    <section className="section section-alt" aria-labelledby="tiers-title">
      <div className="container">
        <div className="plans-heading">
          <h2 id="tiers-title">{t('tiers.title')}</h2>
          <p className="lead">{t('tiers.lead', { hours: PACKAGE_DELIVERY_HOURS })}</p>
        </div>
        <ul className="grid grid-3 plans-tiers">
          {TIERS.map((tier) => {
            const price = formatMoney(PRICES.tiers[tier], locale);
            const name = t(`tiers.items.${tier}.name`);
            const detail = tier === 'agency' ? t('tiers.unlimited', { days: AGENCY_UNLIMITED_DAYS }) : t('tiers.services', { count: TIER_SERVICES[tier] });
            const chatUrl = whatsappChatUrl(t('tiers.message', { tier: name, price }));
            return (
              <li key={tier} className="card plans-tier">
                <PriceKindLabel kind="oneOff" />
                <h3>{name}</h3>
                <p className="plans-tier-price">{price}</p>
                <p>{detail}</p>
                {tier !== 'agency' && (
                  <p className="plans-tier-per-service">{t('tiers.perService', { price: formatMoney(PRICES.tiers[tier] / TIER_SERVICES[tier], locale) })}</p>
                )}
                {chatUrl && (
                  <NewTabLink className="btn btn-whatsapp btn-block" href={chatUrl} onClick={() => track('cta_click', { cta: 'tier', tier })}>
                    <WhatsAppIcon size={20} />
                    {t('tiers.cta')}
                    {/* Every card has the same button: the name of its package tells them apart. */}
                    <span className="visually-hidden"> {name},</span>
                  </NewTabLink>
                )}
              </li>
            );
          })}
        </ul>
        <p className="plans-tier-versus">
          {t('tiers.versusSingle', {
            basic: formatMoney(PRICES.tiers.basic, locale),
            single: formatMoney(PRICES.perService, locale),
            hours: PACKAGE_DELIVERY_HOURS,
          })}
        </p>
      </div>
    </section>
  );
}
