import type { Page } from '@playwright/test';
import { demoHistory } from '../../../src/mocks/fixtures/accounts';
import { E2E_ENV } from '../env';

/**
 * Finds Portuguese the app wrote on an English page: the visible text
 * (`document.body.innerText`: what is rendered, so a closed <details> or a hidden
 * dialog does not count), the tab's title, and the words read aloud or on hover
 * (`aria-label`, `alt`, `title`, `placeholder` of rendered elements).
 *
 * Markers are letters English does not use (ã, ç, é, ê...) and common pt-BR words
 * that carry no accent. Before looking, the allow-list below removes text that is
 * Portuguese on purpose; each entry says why.
 */
const ALLOWED: { text: string | RegExp; why: string }[] = [
  { text: /IAgência/gi, why: 'the brand, the same in every language (also as CSS writes it in capitals)' },
  { text: E2E_ENV.VITE_COMPANY_LEGAL_NAME, why: "the company's registered name (footer, legal pages, receipt)" },
  { text: E2E_ENV.VITE_COMPANY_ADDRESS, why: "the company's registered address" },
  { text: E2E_ENV.VITE_COMPANY_DPO_NAME, why: "a person's name (the data protection officer)" },
  { text: /\bPortuguês\b/g, why: 'the language switcher names each language in itself' },
  ...['Doce Ateliê', 'Código Delas', 'São Paulo', 'Goiânia'].map((text) => ({ text, why: 'proper names (a business, a community, cities) in the landing pages’ testimonials' })),
  // The demo accounts' past orders were placed in Portuguese, so the API's stored results are Portuguese in
  // every language of the site (the real API would send them so too): content from the API, not the app's words.
  ...demoHistory(new Date())
    .flatMap((order) => (order.result ?? '').split('\n'))
    .filter((line) => line.trim())
    .map((text) => ({ text, why: "a seeded order's result, as the API stored it" })),
];

/** Letters of Portuguese that English text does not use (words such as café and résumé are avoided in the copy and in what the tests type). */
const ACCENTED = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/;
/** pt-BR words with no accent that an English sentence would not hold (whole words, case-sensitive where English shares a lowercase form). */
const WORDS =
  /\b(?:Pagamento|pagamento|Pedido|pedido|Entrar|Idioma|Marketing Digital|Desenvolvimento|Carregando|Obrigado|Voltar|Assinatura|assinatura|Plano|Seu|Sua|seu|sua|para|Para|Ver|Baixar|Enviar|Criar|Continuar|Anterior|Resumo|Saiba|Fale|Cliente|Tentar|novamente|Aprovado|Pendente|Cancelado|Empresa|Objetivo|Tom de voz|Roteiro|Voz)\b/;

export interface PortugueseFinding {
  where: string;
  marker: string;
  context: string;
}

function stripAllowed(text: string): string {
  return ALLOWED.reduce((rest, { text: allowed }) => (typeof allowed === 'string' ? rest.split(allowed).join(' ') : rest.replace(allowed, ' ')), text);
}

/** Every marker found in `text`, each with the line it sits in. */
export function findPortuguese(where: string, text: string): PortugueseFinding[] {
  const findings: PortugueseFinding[] = [];
  for (const line of stripAllowed(text).split('\n')) {
    const match = ACCENTED.exec(line) ?? WORDS.exec(line);
    if (match) findings.push({ where, marker: match[0], context: line.trim().slice(0, 160) });
  }
  return findings;
}

/** What the page shows and says now, as the visitor meets it. */
async function readPage(page: Page): Promise<{ title: string; text: string; attributes: string }> {
  return page.evaluate(() => {
    const rendered = (element: Element) => (element as HTMLElement).checkVisibility?.() ?? true;
    const attributes = [...document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
      .filter(rendered)
      .flatMap((element) => ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name)).filter((value): value is string => !!value));
    return { title: document.title, text: document.body.innerText, attributes: attributes.join('\n') };
  });
}

/** The Portuguese on the page now (empty when there is none). */
export async function portugueseOn(page: Page): Promise<PortugueseFinding[]> {
  const { title, text, attributes } = await readPage(page);
  return [...findPortuguese('title', title), ...findPortuguese('text', text), ...findPortuguese('attribute', attributes)];
}
