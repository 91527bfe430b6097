import type { Language } from '@/config/constants';
import type { ExternalHref } from './types';

export interface AiProvider {
  readonly name: string;
  /** What the provider does for us, as a short phrase ('geração de textos...'). */
  readonly purpose: Record<Language, string>;
  /** false when the provider's API terms keep the data we send out of its model training. */
  readonly trainsOnApiData: boolean;
  /** Where the provider says how it treats the data it receives. */
  readonly privacyUrl: ExternalHref;
  /** The synthetic voices offered for audio, when the provider makes the audio. */
  readonly voices?: readonly string[];
}

/**
 * The AI providers that generate content and run the bots (the voices offered,
 * Alloy to Shimmer, are OpenAI's). Both legal documents list these.
 */
export const AI_PROVIDERS: readonly AiProvider[] = [
  {
    name: 'OpenAI',
    purpose: {
      'pt-BR': 'geração de textos, imagens e áudios e das respostas dos bots',
      'en-US': 'generating text, images, audio and the bots’ replies',
    },
    trainsOnApiData: false,
    voices: ['Alloy', 'Echo', 'Fable', 'Onyx', 'Nova', 'Shimmer'],
    privacyUrl: 'https://openai.com/policies/privacy-policy/',
  },
];
