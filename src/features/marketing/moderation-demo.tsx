import { useTranslation } from 'react-i18next';
import { DISCORD_BOT_NAME } from '@/config/brand';
import { SectionHeading } from './section-heading';

/** A member's message carries its author; the bot's messages are signed with the bot's one name. */
type DemoMessage = { text: string; action?: string } & ({ kind: 'member' | 'removed'; author: string } | { kind: 'bot' });

/** A Discord channel drawn in HTML, showing the bot remove a scam, time out an insult and answer a question. */
export function ModerationDemo() {
  const { t } = useTranslation('landing-discord');
  const messages = t('discord.demo.messages', { returnObjects: true }) as DemoMessage[];
  return (
    <section className="section" aria-labelledby="demo-title">
      <div className="container">
        <SectionHeading id="demo-title" title={t('discord.demo.title')} lead={t('discord.demo.lead')} />
        <figure className="landing-discord" aria-labelledby="discord-demo-caption">
          <div className="landing-discord-channel" aria-hidden="true">
            # {t('discord.demo.channel')}
          </div>
          <ol className="landing-discord-messages">
            {messages.map((message, index) => {
              const author = message.kind === 'bot' ? DISCORD_BOT_NAME : message.author;
              return (
                <li key={index} className={`landing-discord-message landing-discord-${message.kind}`}>
                  <span className="landing-discord-avatar" aria-hidden="true">
                    {author.charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <span className="landing-discord-author">{author}</span>
                    {message.kind === 'bot' && <span className="landing-discord-tag">{t('discord.demo.botTag')}</span>}
                    <p className="landing-discord-text">
                      {message.kind === 'removed' ? <del>{message.text}</del> : message.text}
                    </p>
                    {message.kind === 'removed' && <span className="landing-discord-flag">{t('discord.demo.removed')}</span>}
                    {message.action && <span className="landing-discord-action">{message.action}</span>}
                  </div>
                </li>
              );
            })}
          </ol>
          <figcaption id="discord-demo-caption">{t('discord.demo.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
