import type { CompanyInfo } from './company';

/** Every detail set: each must show up in the documents. */
export const FULL_COMPANY: CompanyInfo = {
  brandName: 'IAgência',
  legalName: 'Exemplo Serviços Digitais Ltda.',
  cnpj: '12345678000190',
  address: 'Rua das Flores, 100, sala 2, São Paulo - SP, 01000-000',
  email: 'contato@exemplo.com.br',
  whatsappNumber: '5511987654321',
  dpoName: 'Maria Souza',
  dpoEmail: 'dpo@exemplo.com.br',
};

/** Only the brand: every line that needs a detail must be left out. */
export const EMPTY_COMPANY: CompanyInfo = { brandName: 'IAgência' };
