import type { Language } from './languages';

export interface AiProvider {
  readonly name: string;
  /** What the provider does for us, as a short phrase ('geração de textos...'). */
  readonly purpose: Record<Language, string>;
  /** false when the provider's API terms keep the data we send out of its model training. */
  readonly trainsOnApiData: boolean;
  /** Where the provider says how it treats the data it receives. */
  readonly privacyUrl: `https://${string}`;
  /** The synthetic voices offered for audio, when the provider makes the audio. */
  readonly voices?: readonly string[];
}

/**
 * The AI providers that generate content and run the bots (the voices offered,
 * Alloy to Shimmer, are OpenAI's): the one list the site names them from. The
 * privacy policy's sharing section, the terms and the "Gerado por IA" label
 * beside every result read it, so a new provider is added here only.
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
