import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_PLANS } from '@/config/bots';
import { BOT_PLAN_IDS } from '@/config/plans';
import { isBotPlanPayment, savedBotTrial, useBotPayments, useIncludedBot, type BotPayment } from '@/features/automation';
import { useBotPlans } from '@/domain/billing';
import { BotCard } from './bot-card';
import { IncludedBotCard } from './included-bot-card';
import { PendingBotCard, useFollowBotPayment } from './pending-bot-card';

/**
 * 'Seus bots': every bot the customer pays for (GET /subscription/check-bot-plan), by name,
 * with its status, its free trial's end and first charge when this browser knows when it began
 * (the API gives no date: see docs/api-contract.md), the way to configure it or open its invite,
 * and how to cancel. A bot whose checkout this browser saw come back still waiting on its payment
 * is shown too, as waiting, once GET /payments/pendente/{id} says it still is (pending-bot-card.tsx),
 * and so is the bot a Combo includes (included-bot-card.tsx).
 */
export function BotsSection() {
  const { t } = useTranslation('client-area');
  const { held, statusOf } = useBotPlans();
  const { records, trialEndsAt } = useBotPayments();
  const combo = useIncludedBot();
  // Read once per visit: the bot configured in this browser, and the payments still unconfirmed when the page opened.
  const [{ configured, unconfirmed }] = useState(() => ({
    configured: savedBotTrial(),
    unconfirmed: new Set(records.filter((record) => !record.approved_at).map((record) => record.payment_id)),
  }));

  const cards = BOT_PLAN_IDS.flatMap((plan) => {
    const record = records.filter(isBotPlanPayment).find((entry) => entry.plan === plan);
    const following = record && unconfirmed.has(record.payment_id) ? record : null;
    if (held.includes(plan)) {
      return [
        <li key={plan}>
          {following && <ApprovalProbe record={following} />}
          <BotCard plan={plan} configured={configured?.bot === BOT_PLANS[plan].name} trialEndsAt={trialEndsAt(plan)} />
        </li>,
      ];
    }
    // Not held (or the check failed): the payment decides, asked again now; nothing while the bots are being checked.
    if (!following || statusOf(plan) === 'checking') return [];
    return [
      <li key={plan}>
        <PendingBotCard record={following} />
      </li>,
    ];
  });

  // The bot the Combo includes: a card of its own, whether or not one was set up yet.
  if (combo.status === 'combo') {
    cards.push(
      <li key="included">
        <IncludedBotCard taken={combo.taken} />
      </li>,
    );
  }

  if (cards.length === 0) return null;
  return (
    <section className="client-bots" aria-labelledby="client-bots-title">
      <h2 id="client-bots-title">{t('bots.title')}</h2>
      <ul className="grid grid-2 client-bots-list">{cards}</ul>
    </section>
  );
}

/** A held bot whose payment this browser saw pending: its approval (and so its trial's start) is learned quietly. */
function ApprovalProbe({ record }: { record: BotPayment }) {
  useFollowBotPayment(record);
  return null;
}
