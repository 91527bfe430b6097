import { ORDER_DELIVERY_HOURS } from '@/config/promised-times';
import { PRO_REVISIONS_PER_CONTENT } from '@/config/quotas';
import { AI_PROVIDERS } from '@/config/ai-providers';
import type { Rich } from '@/lib/format/rich-text';
import { supportChannels, type CompanyInfo } from '../company';
import { channelsPhrase, LEGAL_PATHS } from '../legal-text';
import type { LegalSection } from '../types';
import { TERMS_URLS as URLS } from './links';
import { perServicePrice } from './offer';

const L = 'pt-BR';

/** Dos termos em português: arrependimento, entrega, conteúdo de IA, uso dos bots, responsabilidade e foro. */
export function usageAndLawPtBR(company: CompanyInfo): LegalSection[] {
  const support = channelsPhrase(supportChannels(company), L);
  const voices = AI_PROVIDERS.flatMap((provider) => (provider.voices ? [{ provider: provider.name, list: provider.voices }] : []));
  return [
    {
      id: 'withdrawal-refunds',
      heading: 'Direito de arrependimento e reembolsos',
      blocks: [
        'Como a contratação é feita pela internet, você pode desistir dela em até 7 dias, contados da contratação ou do início do serviço, sem precisar dar motivo (art. 49 do CDC). Nesse caso, devolvemos tudo o que foi pago, pelo mesmo meio de pagamento.',
        'Nas assinaturas com teste grátis, os 7 dias também contam a partir da primeira cobrança: se você desistir em até 7 dias depois dela, devolvemos esse valor por inteiro.',
        'No serviço avulso e nos pacotes, o arrependimento vale mesmo que o conteúdo já tenha sido entregue. Ao desistir, você deixa de ter o direito de usar esse conteúdo.',
        { h3: 'Como pedir' },
        {
          ol: [
            ['Peça o arrependimento ou o reembolso ', ...support, '. Confirmamos o recebimento do pedido na hora, como manda o art. 5º do Decreto nº 7.962/2013.'],
            'Pedimos o estorno ao Mercado Pago. No cartão de crédito, o valor volta na fatura (pode levar uma ou duas faturas, conforme o banco emissor); no Pix e no boleto, o valor volta para a conta de origem ou para uma conta em seu nome que você indicar.',
          ],
        },
        { h3: 'Depois dos 7 dias' },
        'Mensalidades já pagas não são devolvidas de forma proporcional quando você cancela no meio do ciclo, mas o serviço continua ativo até o fim do período pago.',
        'Se o serviço falhar por nossa causa, por exemplo se o bot ficar fora do ar por dias ou um conteúdo não for entregue, você pode escolher entre a correção sem custo, um desconto proporcional ou a devolução do valor, como garante o art. 20 do CDC.',
      ],
    },
    {
      id: 'content-delivery',
      heading: 'Pedidos, entrega e falhas na geração',
      blocks: [
        `Cada conteúdo é produzido a partir do briefing que você envia. O serviço avulso custa ${perServicePrice(L)} e começa depois da confirmação do pagamento. A entrega é feita na Área do Cliente, em geral em minutos e em até ${ORDER_DELIVERY_HOURS} horas.`,
        'Nos planos, cada texto, imagem ou áudio entregue conta como um conteúdo da cota mensal, que se renova no início de cada ciclo. A cota que não for usada não passa para o mês seguinte.',
        'Se a geração falhar, ou se o resultado vier vazio, corrompido ou claramente fora do briefing, você escolhe: uma nova geração sem custo ou a devolução integral do valor do serviço. Nos planos, um conteúdo que falhou não conta na cota.',
        `Ajustes de gosto pessoal, depois de uma entrega que atende ao briefing, são um novo pedido, exceto no plano Pro, que inclui até ${PRO_REVISIONS_PER_CONTENT} revisões por conteúdo.`,
        'Podemos recusar um pedido que viole a lei, estes termos ou as regras de uso do provedor de IA. Nesse caso, devolvemos integralmente o que foi pago por ele.',
      ],
    },
    {
      id: 'ai-content',
      heading: 'Conteúdo gerado por inteligência artificial',
      blocks: [
        ...AI_PROVIDERS.map((provider): Rich => `Os conteúdos são gerados por inteligência artificial. Usamos a ${provider.name} para a ${provider.purpose[L]}.`),
        ...voices.map(({ provider, list }) => `As vozes dos áudios (${new Intl.ListFormat(L, { type: 'conjunction' }).format(list)}) são vozes sintéticas da ${provider}, e não vozes de pessoas reais.`),
        {
          ul: [
            'A IA pode errar: pode trazer informações incorretas ou desatualizadas, erros de escrita, imagens com defeitos e, às vezes, resultados parecidos com obras que já existem.',
            'Revise tudo antes de publicar ou usar, principalmente preços, dados técnicos, promessas de venda e afirmações sobre saúde, dinheiro ou direito. A decisão de publicar é sua.',
            'Você pode usar os resultados para qualquer finalidade lícita, inclusive comercial: anúncios, redes sociais, site, materiais impressos e trabalhos para os seus clientes. Não reivindicamos direitos sobre eles.',
            'A lei de direitos autorais (Lei nº 9.610/1998) protege criações humanas. Por isso, um conteúdo feito só por IA pode não ter proteção autoral exclusiva, e outras pessoas podem obter resultados parecidos.',
            'Não peça nem use conteúdo que viole direitos de terceiros, como marcas, obras protegidas, a imagem ou a voz de pessoas reais sem autorização, nem que engane o público, como depoimentos falsos.',
            'Você garante que tem o direito de usar os textos, as imagens e os arquivos que nos envia como referência.',
            'Quando a lei ou a plataforma exigir, identifique o conteúdo como feito por IA; a propaganda eleitoral, por exemplo, precisa dessa identificação.',
          ],
        },
        ['O que enviamos ao provedor de IA e como esses dados são tratados está na ', { text: 'Política de Privacidade', to: LEGAL_PATHS.privacy }, '.'],
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Uso aceitável dos bots',
      blocks: [
        'Os bots agem em nome do seu negócio ou do seu servidor, e você responde pelo uso que faz deles. Ao usar os bots, você se compromete a:',
        {
          ul: [
            'não usar o bot de WhatsApp para spam nem para mensagens em massa que não foram pedidas: ele responde a quem fala com o seu negócio, e mensagens ativas só podem ir para quem aceitou recebê-las;',
            ['seguir as ', { text: 'políticas do WhatsApp Business', href: URLS.whatsappBusinessPolicy }, ', os ', { text: 'Termos de Serviço do Discord', href: URLS.discordTerms }, ' e as ', { text: 'Diretrizes da Comunidade do Discord', href: URLS.discordGuidelines }, ';'],
            'não usar os bots para conteúdo ilegal, golpes, discurso de ódio, assédio, venda de produtos proibidos, nem para se passar por outra pessoa ou empresa;',
            'manter corretas as informações que o bot usa (descrição do negócio, produtos, preços, prazos e condições): ele responde com base nelas, e uma oferta feita pelo bot vale para o seu negócio perante os seus clientes (art. 30 do CDC);',
            'avisar os seus clientes e os membros do servidor de que um assistente automatizado responde ou modera as mensagens, e tratar os dados deles de acordo com a LGPD, já que você é o controlador desses dados;',
            'escolher com cuidado os canais moderados e as ações automáticas, e revisar uma punição quando um membro contestar;',
            'não copiar, revender nem fazer engenharia reversa dos bots sem a nossa autorização.',
          ],
        },
        'Se houver violação, podemos suspender o bot depois de avisar você e dar um prazo para corrigir. Em casos graves, como golpe, conteúdo ilegal ou risco de bloqueio do número pela Meta, a suspensão pode ser imediata, com aviso logo em seguida. O WhatsApp e o Discord também podem bloquear contas que violem as regras deles, e essa decisão não depende de nós.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disponibilidade e responsabilidade',
      blocks: [
        'Trabalhamos para manter os serviços no ar o tempo todo, mas eles dependem de terceiros (WhatsApp, Discord, Mercado Pago, o provedor de IA e a hospedagem) e podem parar para manutenção ou por falhas. Sempre que possível, avisamos as manutenções programadas com antecedência.',
        'Respondemos pelos nossos serviços nos termos do CDC, e nada nestes termos limita essa responsabilidade. Como prevê o art. 14, § 3º, do CDC, não respondemos por danos causados exclusivamente por você ou por terceiros, como:',
        {
          ul: [
            'o uso dos bots ou dos conteúdos em desacordo com estes termos;',
            'a publicação de conteúdo gerado por IA sem a revisão descrita acima;',
            'bloqueios aplicados pelo WhatsApp, pela Meta ou pelo Discord por violação das regras deles cometida na sua conta.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Mudanças nestes termos',
      blocks: [
        'Podemos atualizar estes termos; a data da última atualização fica no topo da página. Mudanças que afetem quem já é cliente, como preço ou forma de cobrança, são avisadas por e-mail ou WhatsApp com pelo menos 30 dias de antecedência, e você pode cancelar sem custo antes de elas valerem. Compras já feitas seguem as condições da época.',
      ],
    },
    {
      id: 'law',
      heading: 'Lei aplicável e foro',
      blocks: [
        'Estes termos seguem as leis do Brasil, em especial o Código de Defesa do Consumidor, o Decreto nº 7.962/2013, o Marco Civil da Internet e a LGPD.',
        'Se você contrata como consumidor, pode propor qualquer ação no foro do seu domicílio (art. 101, I, do CDC). Nos demais casos, vale o foro definido pelo Código de Processo Civil.',
        ['Antes de ir à Justiça, fale com a gente ', ...support, ': quase sempre resolvemos rápido. Você também pode registrar uma reclamação no Procon da sua cidade ou na plataforma pública ', { text: 'consumidor.gov.br', href: URLS.consumidorGov }, '.'],
      ],
    },
  ];
}
