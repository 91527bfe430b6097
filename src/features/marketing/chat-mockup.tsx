import { useTranslation } from 'react-i18next';

interface ChatMessage {
  from: 'customer' | 'bot';
  time: string;
  text: string;
}

/** The sample cake shop's prices (its own, not ours), formatted like every amount on the site. */
const SAMPLE_PRICES = { jar: 14.9, order: 44.7, delivery: 6 };

/** A WhatsApp-style conversation drawn in HTML: light, readable by screen readers, no image to download. */
export function ChatMockup() {
  const { t } = useTranslation('landing-whatsapp');
  const messages = t('landing.chat.messages', { returnObjects: true, ...SAMPLE_PRICES }) as ChatMessage[];
  return (
    <figure className="landing-chat" aria-labelledby="landing-chat-caption">
      <div className="landing-chat-header" aria-hidden="true">
        <span className="landing-chat-avatar">{t('landing.chat.business').charAt(0)}</span>
        <span>
          <strong>{t('landing.chat.business')}</strong>
          <br />
          <small>{t('landing.chat.status')}</small>
        </span>
      </div>
      <ol className="landing-chat-messages">
        {messages.map((message, index) => (
          <li key={index} className={`landing-bubble landing-bubble-${message.from}`}>
            <span className="visually-hidden">{t(`landing.chat.${message.from}`)}: </span>
            {message.text}
            <span className="landing-bubble-time">{message.time}</span>
          </li>
        ))}
      </ol>
      <figcaption id="landing-chat-caption">{t('landing.chat.caption')}</figcaption>
    </figure>
  );
}
