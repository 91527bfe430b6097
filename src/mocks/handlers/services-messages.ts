import type { DemoText } from './utils';

/** The AI services area's own messages, in the language of the request. */
export const MESSAGES = {
  noService: { 'pt-BR': 'Informe o serviço.', 'en-US': 'Say which service you want.' },
  unknownService: { 'pt-BR': 'Serviço não encontrado no catálogo.', 'en-US': 'Service not found in the catalogue.' },
  madeToOrder: {
    'pt-BR': 'Este serviço é feito sob medida: fale conosco pelo WhatsApp.',
    'en-US': 'This service is made to order: talk to us on WhatsApp.',
  },
  unknownPreference: { 'pt-BR': 'Preferência não encontrada.', 'en-US': 'Payment preference not found.' },
  noContentPlan: {
    'pt-BR': 'Seu plano não inclui serviços de conteúdo. Pague este pedido à parte.',
    'en-US': "Your plan doesn't include content services. Pay for this order separately.",
  },
  unsupportedType: { 'pt-BR': 'Tipo de serviço não suportado', 'en-US': 'Unsupported service type' },
  noPrompt: { 'pt-BR': 'Informe o serviço e o pedido.', 'en-US': 'Say which service you want and what you need.' },
  noOrder: { 'pt-BR': 'Nenhum pedido encontrado para este pagamento.', 'en-US': 'No order found for this payment.' },
  notApproved: { 'pt-BR': 'O pagamento deste pedido ainda não foi aprovado.', 'en-US': "This order's payment hasn't been approved yet." },
  invalidUser: { 'pt-BR': 'Usuário inválido.', 'en-US': 'Invalid user.' },
} satisfies Record<string, DemoText>;

export const quotaUsed = (quota: number): DemoText => ({
  'pt-BR': `Você já usou os ${quota} serviços do seu plano este mês.`,
  'en-US': `You've already used your plan's ${quota} services this month.`,
});
