/**
 * The service-to-type map (docs/product/services.md#service-types-and-briefings), with a stable key per service for its
 * translated name and pitch. The API's catalogue gives names, contexts and
 * prices; the type of each service comes from here.
 */
export const SERVICE_TYPES = ['text', 'image', 'audio', 'video', 'web'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Types the platform generates; video and web are made to order by the team. */
export const GENERATED_TYPES = ['text', 'image', 'audio'] as const;
export type GeneratedType = (typeof GENERATED_TYPES)[number];
export const isGeneratedType = (type: unknown): type is GeneratedType => (GENERATED_TYPES as readonly unknown[]).includes(type);

/** The requester's tabs: video is made to order like web, so they share the last tab. */
export const CATEGORY_TABS = ['text', 'image', 'audio', 'web'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];
export const tabOf = (type: ServiceType): CategoryTab => (type === 'video' ? 'web' : type);

export const SERVICE_MAP = [
  { name: 'Roteiro de Vídeo', type: 'text', key: 'videoScript' },
  { name: 'Naming + Identidade', type: 'text', key: 'naming' },
  { name: 'Copy de Landing Page', type: 'text', key: 'landingCopy' },
  { name: 'Análise de Dados', type: 'text', key: 'dataAnalysis' },
  { name: 'Redação para Blog', type: 'text', key: 'blogPost' },
  { name: 'E-mail Marketing', type: 'text', key: 'emailMarketing' },
  { name: 'Descrição de Produto', type: 'text', key: 'productDescription' },
  { name: 'Post com imagem + copy', type: 'image', key: 'socialPost' },
  { name: 'Thumbnail de YouTube', type: 'image', key: 'youtubeThumbnail' },
  { name: 'Carrossel de Instagram', type: 'image', key: 'instagramCarousel' },
  { name: 'Logotipo simples', type: 'image', key: 'simpleLogo' },
  { name: 'Narração com voz de IA', type: 'audio', key: 'aiNarration' },
  { name: 'Vinheta de podcast', type: 'audio', key: 'podcastJingle' },
  { name: 'Animação curta', type: 'video', key: 'shortAnimation' },
  { name: 'Reels com IA', type: 'video', key: 'aiReels' },
  { name: 'Vídeo de vendas com narração', type: 'video', key: 'salesVideo' },
  { name: 'Vídeo tutorial', type: 'video', key: 'tutorialVideo' },
  { name: 'Landing page', type: 'web', key: 'landingPage' },
  { name: 'Bot automatizado', type: 'web', key: 'automatedBot' },
  { name: 'Gerador de conteúdo via API', type: 'web', key: 'contentApi' },
  { name: 'Página de captura', type: 'web', key: 'capturePage' },
] as const satisfies readonly { name: string; type: ServiceType; key: string }[];

export type ServiceKey = (typeof SERVICE_MAP)[number]['key'];

const normalise = (name: string) => name.normalize('NFC').trim().toLowerCase();
const byName = new Map<string, (typeof SERVICE_MAP)[number]>(SERVICE_MAP.map((entry) => [normalise(entry.name), entry]));

/** The type of a service by its catalogue name; unknown names are 'other'. */
export function serviceTypeOf(name: string): ServiceType | 'other' {
  return byName.get(normalise(name))?.type ?? 'other';
}

export function serviceKeyOf(name: string): ServiceKey | null {
  return byName.get(normalise(name))?.key ?? null;
}
