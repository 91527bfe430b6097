import type { Language } from '@/config/languages';

/** The page's own words around the document (the document brings its text in its language). */
export const LEGAL_LABELS: Record<Language, { updated: string; contents: string; demo: string; demoDetail: string }> = {
  'pt-BR': {
    updated: 'Última atualização:',
    contents: 'Nesta página',
    demo: 'Dados de exemplo (modo demonstração)',
    demoDetail: 'Razão social, CNPJ, endereço e contatos desta página são fictícios e servem só para mostrar o layout.',
  },
  'en-US': {
    updated: 'Last updated:',
    contents: 'On this page',
    demo: 'Sample company details (demo mode)',
    demoDetail: 'The legal name, CNPJ, address and contact details on this page are made up and only show the layout.',
  },
};
