import type { Bot } from '@/config/bots';
import { PriceKindLabel } from '@/components/ui/price-kind';
import { PriceReadings } from '@/components/ui/price-readings';

/**
 * A bot landing's price in its hero, under the buttons: the free days' promise, then "monthly" and the
 * bot's price after the trial in reais with its dollar reading (docs/product/plans-and-prices.md#two-price-readings).
 */
export function BotHeroPrice({ bot, promo }: { bot: Bot; promo: string }) {
  return (
    <>
      <p className="landing-promo">{promo}</p>
      <PriceKindLabel kind="monthly" className="landing-hero-kind" />
      <PriceReadings
        className="landing-hero-prices"
        brl={{ amount: bot.monthly, unit: 'afterTrial' }}
        usd={{ amount: bot.displayed, unit: 'perMonth' }}
      />
    </>
  );
}
