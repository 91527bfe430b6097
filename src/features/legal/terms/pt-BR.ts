import { TRIAL_DAYS } from '@/config/plans';
import { trialSentences } from '@/domain/billing';
import { supportChannels, type CompanyInfo } from '../company';
import { identityItems, whoWeAre } from '../identity';
import { blocks, channelsPhrase, LEGAL_PATHS } from '../legal-text';
import type { LegalDocument } from '../types';
import { TERMS_VERSION } from '@/domain/consent';
import { botPrice, contentPlanItems, packageItems, packageTerms, perServicePrice, trialCharges, trialPlanNames } from './offer';
import { usageAndLawPtBR } from './pt-BR-usage';

const L = 'pt-BR';

/** Termos de Uso em português (CDC, Decreto nº 7.962/2013). `company` já passou por cleanCompany. */
export function termsPtBR(company: CompanyInfo): LegalDocument {
  const { brandName } = company;
  const identity = identityItems(company, L);
  const support = channelsPhrase(supportChannels(company), L);
  // When the free days count from, what they include, how each way of paying renews: the screens' own words.
  const trial = trialSentences(L);
  return {
    language: L,
    title: 'Termos de Uso',
    updatedAt: TERMS_VERSION,
    intro: [
      `Estes termos explicam como funcionam os serviços da ${brandName}: o que você contrata, quanto custa, como cancelar e o que você pode fazer com os conteúdos gerados por inteligência artificial.`,
      ['Ao criar uma conta, começar um teste grátis ou fazer uma compra, você declara que leu e aceita estes termos e a ', { text: 'Política de Privacidade', to: LEGAL_PATHS.privacy }, '.'],
    ],
    sections: [
      {
        id: 'about',
        heading: 'Quem somos e como falar conosco',
        blocks: blocks([
          `Os serviços são prestados pela ${whoWeAre(company, L)}.`,
          identity.length > 0 && { ul: identity },
          ['Atendimento: fale com a gente ', ...support, '. Respondemos reclamações e pedidos em até 5 dias, como prevê o Decreto nº 7.962/2013, que regula o comércio eletrônico.'],
          'Estes termos seguem o Código de Defesa do Consumidor (CDC, Lei nº 8.078/1990). Nada aqui reduz os direitos que a lei garante a você como consumidor.',
        ]),
      },
      {
        id: 'services',
        heading: 'Os serviços',
        blocks: [
          {
            ul: [
              `Bot de vendas para WhatsApp: um assistente com IA que atende os clientes do seu negócio no WhatsApp, a qualquer hora, usando a descrição do negócio, os produtos e os preços que você nos passa. Começa com ${TRIAL_DAYS} dias grátis; depois, ${botPrice('whatsapp', L)} por mês.`,
              `Bot de moderação para Discord: lê os canais do seu servidor que você escolher e aplica as ações que você configurar (apagar mensagens, avisar, silenciar por um tempo, expulsar, banir e registrar em log). Começa com ${TRIAL_DAYS} dias grátis; depois, ${botPrice('discord', L)} por mês.`,
              'Planos de conteúdo: assinaturas mensais com uma cota de textos, imagens e áudios feitos por IA, renovada a cada mês.',
              `Serviço avulso: um conteúdo feito por IA (texto, imagem ou áudio) por ${perServicePrice(L)}, pago no pedido, sem assinatura.`,
            ],
          },
          ['Os detalhes de cada plano estão na página de ', { text: 'Planos', to: LEGAL_PATHS.plans }, ' e no resumo mostrado antes do pagamento. Se alguma informação de lá for diferente destes termos, vale a mais favorável a você.'],
        ],
      },
      {
        id: 'account',
        heading: 'A sua conta',
        blocks: [
          'Para contratar, você cria uma conta com e-mail e senha ou entra com o Google. É preciso ter 18 anos ou mais, ou agir em nome de uma empresa com poderes para isso, e informar dados verdadeiros.',
          ['Você cuida da sua senha e responde pelo que for feito com a sua conta. O acesso fica salvo no navegador; em computador compartilhado, saia da conta ao terminar. Se suspeitar de uso indevido, avise-nos ', ...support, '.'],
          'Você pode pedir a exclusão da conta a qualquer momento na Área do Cliente, em “Meus dados”. Se tiver uma assinatura ativa, cancele-a também, como explicado abaixo, para não haver novas cobranças.',
        ],
      },
      {
        id: 'prices',
        heading: 'Preços e pagamento',
        blocks: [
          'Todos os preços estão em reais (R$) e são o valor final que você paga: não cobramos taxas adicionais. Os valores em dólar (US$) que aparecem no site são só uma referência aproximada: a cobrança é sempre em reais e, num cartão emitido fora do Brasil, quem converte o valor é o banco emissor, com a cotação dele.',
          { h3: 'Bots (mensais)' },
          {
            ul: [
              `Bot de vendas para WhatsApp: ${TRIAL_DAYS} dias grátis; depois, ${botPrice('whatsapp', L)} por mês.`,
              `Bot de moderação para Discord: ${TRIAL_DAYS} dias grátis; depois, ${botPrice('discord', L)} por mês.`,
            ],
          },
          { h3: 'Planos de conteúdo (mensais)' },
          { ul: contentPlanItems(L) },
          { h3: 'Sem assinatura' },
          { ul: [`Serviço avulso: ${perServicePrice(L)} por serviço (um texto, uma imagem ou um áudio).`, ...packageItems(L)] },
          packageTerms(L),
          'O pagamento é feito pelo Mercado Pago, por cartão de crédito, Pix ou boleto. O serviço avulso e os pacotes são pagos antes da produção, que começa quando o Mercado Pago confirma o pagamento (o boleto pode levar até 3 dias úteis para ser compensado).',
          'Podemos mudar os preços. Para quem já assina, um novo valor só vale depois de um aviso com pelo menos 30 dias de antecedência, e você pode cancelar antes sem custo. O que já foi pago não muda de preço.',
        ],
      },
      {
        id: 'trial',
        heading: `Teste grátis de ${TRIAL_DAYS} dias e cobrança mensal`,
        blocks: [
          `${capitalize(trialPlanNames(L))} começam com ${TRIAL_DAYS} dias grátis. Para começar o teste, você autoriza a assinatura no Mercado Pago; durante o teste, nada é cobrado.`,
          [trial.rule, trial.includes.whatsapp_bot, trial.includes.discord_bot].join(' '),
          { note: `Se você não cancelar antes do fim dos ${TRIAL_DAYS} dias, a assinatura passa a ser cobrada todo mês: ${trialCharges(L)}. ${trial.renewal}` },
          'Se cancelar durante o teste, você não paga nada. O teste grátis vale uma vez por cliente para cada serviço. A data da primeira cobrança aparece na assinatura, no Mercado Pago.',
        ],
      },
      {
        id: 'billing-cancellation',
        heading: 'Renovação e cancelamento',
        blocks: [
          `As assinaturas são mensais, com a mesma cobrança a cada ciclo, até você cancelar. ${trial.renewal} Não há fidelidade nem multa.`,
          { h3: 'Como cancelar' },
          {
            ul: [
              `No Mercado Pago: entre na sua conta do Mercado Pago, abra a área de assinaturas e cancele a assinatura da ${brandName}.`,
              ['Pelo nosso atendimento: peça o cancelamento ', ...support, '. Confirmamos o cancelamento por escrito.'],
            ],
          },
          'O cancelamento interrompe a próxima cobrança. Você continua com o serviço até o fim do período já pago; depois disso, o bot é desligado e a cota de conteúdos deixa de renovar. Os conteúdos já entregues continuam seus, disponíveis para download na Área do Cliente enquanto a conta existir.',
          'Se uma cobrança mensal não for aprovada, o Mercado Pago pode tentar de novo nos dias seguintes. Se ela continuar pendente, podemos suspender o serviço até o pagamento ser regularizado.',
        ],
      },
      ...usageAndLawPtBR(company),
    ],
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
